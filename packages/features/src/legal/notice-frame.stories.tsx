import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { meHandlers, mockState, mswParameters } from '../testing';
import { findLinkTo } from '../testing/story-expect';
import { NoticeFrame, NoticeSection, PrivacyContact } from './notice-frame';
import { legalInfoHandler } from './story-handlers';

const legal = legalInfoHandler('privacidade@escola.com.br');

/** The frame both notices share: title, version as a pt-BR date, sections, the contact. */
const meta = {
  title: 'features/legal/NoticeFrame',
  component: NoticeFrame,
  args: {
    title: 'Aviso de exemplo',
    version: '2026-03-05',
    children: (
      <>
        <NoticeSection title="Primeira seção">
          <p>Um parágrafo da primeira seção.</p>
        </NoticeSection>
        <NoticeSection title="Contato">
          <p>
            Escreva para <PrivacyContact />.
          </p>
        </NoticeSection>
      </>
    ),
  },
  parameters: mswParameters(meHandlers.guest(), legal),
} satisfies Meta<typeof NoticeFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The version is the day it was published, written out in pt-BR in a machine-readable time. */
export const WithSections: Story = {
  parameters: mswParameters(meHandlers.guest(), legal),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aviso de exemplo' })).toBeVisible();
    const version = canvas.getByText('5 de março de 2026');
    await expect(version.tagName).toBe('TIME');
    await expect(version).toHaveAttribute('dateTime', '2026-03-05');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await findLinkTo(canvas, 'privacidade@escola.com.br', 'mailto:privacidade@escola.com.br');
  },
};

/** The contact still loading: announced, and the rest of the text already there. */
export const ContactLoading: Story = {
  parameters: mswParameters(meHandlers.guest(), mockState.loading('legalInfo')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando o e-mail de contato…');
    await expect(canvas.getByText('Um parágrafo da primeira seção.')).toBeVisible();
  },
};

/** The contact could not be read: said in words, no broken link. */
export const ContactError: Story = {
  parameters: mswParameters(meHandlers.guest(), mockState.error('legalInfo', 500)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/não foi possível carregá-lo agora/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
