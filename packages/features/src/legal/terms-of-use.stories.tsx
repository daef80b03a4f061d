import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { meHandlers, mockEndpoint, mswParameters } from '../testing';
import { TermsOfUse } from './terms-of-use';

const legal = mockEndpoint('legalInfo', {
  data: {
    terms_version: '2026-11-27',
    privacy_version: '2026-11-27',
    privacy_contact_email: 'dpo@escola.com.br',
  },
});

/** The public terms (issue 38 §2, ADR 047): `/termos`. */
const meta = {
  title: 'features/legal/TermsOfUse',
  component: TermsOfUse,
  args: { privacyHref: '/privacidade' },
  parameters: mswParameters(meHandlers.guest(), legal),
} satisfies Meta<typeof TermsOfUse>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/termos`: the rules of the account, the courses and the comments, linking the notice. */
export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Aviso de privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    await expect(await canvas.findByRole('link', { name: 'dpo@escola.com.br' })).toBeVisible();
  },
};
