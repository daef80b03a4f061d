import { ApiError } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { codeSent } from '../../testing/handlers';
import { inMain } from '../../testing/story-frames';
import { CodeStep } from './code-step';

const wrongCode = (message: string) =>
  new ApiError({
    code: 'InvalidEmailChangeCodeException',
    status: 422,
    message: 'O código é inválido.',
    fieldErrors: { code: [message] },
  });

const meta = {
  title: 'features/account/steps/CodeStep',
  component: CodeStep,
  args: {
    name: 'Confirmar o código',
    sent: codeSent('maria.silva@exemplo.com.br'),
    errorCode: 'InvalidEmailChangeCodeException',
    verify: fn(async () => undefined),
    resend: fn(async () => codeSent('maria.silva@exemplo.com.br')),
  },
  decorators: [inMain()],
} satisfies Meta<typeof CodeStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = (canvas: { getByRole: (role: string, o: object) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Código' });

/** Where the code went and for how long; "Reenviar código" counts down 60 s. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('maria.silva@exemplo.com.br')).toBeVisible();
    await expect(canvas.getByText(/Ele vale por 10 minutos/)).toBeVisible();
    const resend = canvas.getByRole('button', { name: /Reenviar código em \d+ s/ });
    await expect(resend).toBeDisabled();
  },
};

/** Pasting the whole code sends it at once (no click). */
export const PasteSendsTheCode: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(codeInput(canvas));
    await userEvent.paste('482913');
    await waitFor(() => expect(args.verify).toHaveBeenCalledWith('482913'));
  },
};

/** Typing the sixth digit sends it too. */
export const SixthDigitSends: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(codeInput(canvas));
    await userEvent.keyboard('10203');
    await expect(args.verify).not.toHaveBeenCalled();
    await userEvent.keyboard('4');
    await waitFor(() => expect(args.verify).toHaveBeenCalledWith('102034'));
  },
};

/**
 * A wrong code: the server's sentence on the field, the field invalid, the boxes emptied and the
 * first one focused; the button does not send the wrong code a second time (one try, not two).
 */
export const WrongCode: Story = {
  args: {
    verify: fn(async () => {
      throw wrongCode('O código informado está incorreto. Restam 4 tentativas.');
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = codeInput(canvas);
    await userEvent.click(input);
    await userEvent.paste('000000');
    await expect(
      await canvas.findByText('O código informado está incorreto. Restam 4 tentativas.'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveValue(''));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(args.verify).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(args.verify).toHaveBeenCalledTimes(1);
    // The next code starts in the first box and is sent once.
    await userEvent.click(input);
    await userEvent.keyboard('123456');
    await waitFor(() => expect(args.verify).toHaveBeenLastCalledWith('123456'));
    await expect(args.verify).toHaveBeenCalledTimes(2);
  },
};

/** While the sixth digit's check is pending, the button cannot send the code again. */
export const PendingSendsOnce: Story = {
  args: {
    verify: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 800))),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(codeInput(canvas));
    await userEvent.paste('482913');
    await waitFor(() => expect(args.verify).toHaveBeenCalledTimes(1));
    const button = canvas.getByRole('button', { name: 'Confirmar' });
    await expect(button).toBeDisabled();
    // Enter in the boxes while the check is pending sends nothing either.
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(args.verify).toHaveBeenCalledTimes(1);
  },
};

/** The server refuses the code with `message`: the message is shown after the six digits. */
const refusedCodeStory = (message: string): Story => ({
  args: {
    verify: fn(async () => {
      throw wrongCode(message);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(codeInput(canvas));
    await userEvent.paste('123456');
    await expect(await canvas.findByText(message)).toBeVisible();
  },
});

export const ExpiredCode = refusedCodeStory('O código expirou. Peça um novo código.');

export const UsedCode = refusedCodeStory('Este código já foi usado. Peça um novo código.');

/** Fewer than six digits: the client's rule, no request. */
export const IncompleteCode: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(codeInput(canvas));
    await userEvent.keyboard('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="form-field-error"]')).toHaveTextContent(
        'Informe os 6 dígitos do código.',
      ),
    );
    await expect(codeInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.verify).not.toHaveBeenCalled();
  },
};

/** After the cooldown: a new code is sent, the countdown starts again, the boxes are cleared. */
export const Resent: Story = {
  args: { sent: { ...codeSent('maria.silva@exemplo.com.br'), resend_in: 0 } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(codeInput(canvas));
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(
      await canvas.findByText('Enviamos um novo código para maria.silva@exemplo.com.br.'),
    ).toBeVisible();
    await expect(args.resend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
    await expect(codeInput(canvas)).toHaveValue('');
  },
};

/** Too many codes asked for: the wait in pt-BR, nothing else lost. */
export const ResendRefused: Story = {
  args: {
    sent: { ...codeSent('maria.silva@exemplo.com.br'), resend_in: 0 },
    resend: fn(async () => {
      throw new ApiError({
        code: 'ServerErrorException',
        status: 429,
        message: 'Muitas tentativas. Tente novamente em 1 minuto.',
      });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(
      await canvas.findByText('Muitas tentativas. Tente novamente em 1 minuto.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  },
};

/** The WhatsApp PIN wording, with Back. */
export const WhatsappPin: Story = {
  args: {
    label: 'PIN',
    sent: codeSent('+55 (11) 91234-5678'),
    errorCode: 'InvalidWhatsappChangeCodeException',
    onBack: fn(),
    backLabel: 'Usar outro número',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Enviamos um PIN de 6 dígitos/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'PIN' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar outro número' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
