import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { meHandlers, mswParameters } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { legalInfoHandler } from './story-handlers';
import { TermsOfUse } from './terms-of-use';

const legal = legalInfoHandler();

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
  parameters: mswParameters(meHandlers.guest(), legal),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
    await expectLinkTo(canvas, 'Aviso de privacidade', '/privacidade');
    await expect(await canvas.findByRole('link', { name: 'dpo@escola.com.br' })).toBeVisible();
  },
};
