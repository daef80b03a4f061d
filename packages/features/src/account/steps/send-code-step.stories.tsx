import { ApiError } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { codeSent } from '../../testing/handlers';
import { SendCodeStep } from './send-code-step';

const meta = {
  title: 'features/account/steps/SendCodeStep',
  component: SendCodeStep,
  args: {
    label: 'Enviar código',
    children: 'Enviaremos um código para maria.silva@exemplo.com.br.',
    send: fn(async () => codeSent('maria.silva@exemplo.com.br')),
    onSent: fn(),
  },
} satisfies Meta<typeof SendCodeStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sends: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Enviaremos um código/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(args.onSent).toHaveBeenCalledWith(codeSent('maria.silva@exemplo.com.br'));
  },
};

/** Refused (too many codes): the reason above the button, which works again. */
export const Refused: Story = {
  args: {
    send: fn(async () => {
      throw new ApiError({
        code: 'ServerErrorException',
        status: 429,
        message: 'Muitas tentativas. Tente novamente em 1 minuto.',
      });
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Tente novamente em 1 minuto.',
    );
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};
