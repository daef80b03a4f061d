import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { meHandlers, mockState, mswParameters } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { PrivacyNotice } from './privacy-notice';
import { legalInfoHandler } from './story-handlers';

const legal = legalInfoHandler();

/** The public privacy notice (issue 38 §2, ADR 047): `/privacidade`. */
const meta = {
  title: 'features/legal/PrivacyNotice',
  component: PrivacyNotice,
  args: { rightsHref: '/eu/privacidade', termsHref: '/termos' },
  parameters: mswParameters(meHandlers.guest(), legal),
} satisfies Meta<typeof PrivacyNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What is collected and why, for how long, the contact, the rights and the replay's masking. */
export const Privacy: Story = {
  parameters: mswParameters(meHandlers.guest(), legal),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Aviso de privacidade' }),
    ).toBeVisible();
    await expect(canvas.getByText('27 de novembro de 2026')).toBeVisible();
    const contacts = await canvas.findAllByRole('link', { name: 'dpo@escola.com.br' });
    await expect(contacts[0]).toHaveAttribute('href', 'mailto:dpo@escola.com.br');
    await expectLinkTo(canvas, 'Minha conta › Privacidade', '/eu/privacidade');
    const collected = within(
      canvas.getByRole('heading', { name: 'O que coletamos, por quê e por quanto tempo' })
        .parentElement as HTMLElement,
    );
    await expect(collected.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByText(/mascara todo o texto/)).toBeVisible();
  },
};

/** The contact on its way: the text is all there, the address a placeholder read as loading. */
export const PrivacyContactLoading: Story = {
  parameters: mswParameters(meHandlers.guest(), mockState.loading('legalInfo')),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Carregando o e-mail de contato…')[0]).toBeInTheDocument();
    await expect(canvas.getByText(/Você pode confirmar que tratamos seus dados/)).toBeVisible();
  },
};

/** The contact could not be read: the page still says where, in words, and nothing breaks. */
export const PrivacyContactError: Story = {
  parameters: mswParameters(meHandlers.guest(), mockState.error('legalInfo', 500)),
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByText(/não foi possível carregá-lo agora/, {}, { timeout: 8000 }))[0],
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
};
