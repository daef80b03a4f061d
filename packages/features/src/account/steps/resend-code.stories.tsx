import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { codeSent } from '../../testing/handlers';
import { ResendCode } from './resend-code';

const meta = {
  title: 'features/account/steps/ResendCode',
  component: ResendCode,
  args: {
    secondsLeft: 0,
    onResend: fn(async () => codeSent('maria.silva@exemplo.com.br')),
    onSent: fn(),
  },
} satisfies Meta<typeof ResendCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** During the cooldown: disabled, with the seconds left. */
export const Waiting: Story = {
  args: { secondsLeft: 42 },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código em 42 s' });
    await expect(button).toBeDisabled();
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** After it: a new code, and where it went. */
export const Sends: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(
      await canvas.findByText('Enviamos um novo código para maria.silva@exemplo.com.br.'),
    ).toBeVisible();
    await expect(args.onSent).toHaveBeenCalledWith(codeSent('maria.silva@exemplo.com.br'));
  },
};

/** A failure that is not the API's (offline): the generic pt-BR sentence. */
export const Fails: Story = {
  args: {
    onResend: fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(await canvas.findByRole('status')).not.toBeEmptyDOMElement();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};
