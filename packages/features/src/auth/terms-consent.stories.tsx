import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectLinkTo } from '../testing/story-expect';
import { TermsConsent, type TermsConsentProps } from './terms-consent';

/** The box keeps its own state here, as the sign-up form does, and reports each change. */
function Controlled(props: TermsConsentProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <TermsConsent
      {...props}
      checked={checked}
      onCheckedChange={(value) => {
        setChecked(value);
        props.onCheckedChange(value);
      }}
    />
  );
}

/** The consent at sign-up (issue 38 §2, ADR 047): one box, both notices a click away. */
const meta = {
  title: 'features/auth/TermsConsent',
  component: TermsConsent,
  render: (args) => <Controlled {...args} />,
  args: {
    id: 'accept-terms',
    checked: false,
    onCheckedChange: fn(),
    error: undefined,
    termsHref: '/termos',
    privacyHref: '/privacidade',
  },
} satisfies Meta<typeof TermsConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked at first; a click checks it; the notices open in a new tab, keeping the form. */
export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ });
    await expect(box).not.toBeChecked();
    await expect(box).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectLinkTo(canvas, 'Aviso de privacidade', '/privacidade');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Already accepted: a click takes it back. */
export const Checked: Story = {
  args: { checked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Li e aceito/ });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Sent without accepting: the reason in pt-BR, tied to the box for screen readers. */
export const Refused: Story = {
  args: { error: 'Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Li e aceito/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.',
    );
  },
};
