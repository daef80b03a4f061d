import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint, mockState, mswParameters } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { ForgotPassword } from './forgot-password';

const base = [csrfCookieHandler, meHandlers.guest()];
const meta = {
  title: 'features/auth/ForgotPassword',
  component: ForgotPassword,
  args: { onSuccess: fn(), loginHref: '/login' },
  parameters: mswParameters(...base, mockEndpoint('forgotPassword'), mockEndpoint('resetPassword')),
} satisfies Meta<typeof ForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the e-mail. */
export const EmailStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Passo 1 de 2/)).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('');
    await expectLinkTo(canvas, 'Voltar para o login', '/login');
  },
};

/**
 * An unknown e-mail gets the same answer as a known one (S60): the form moves on to the code and
 * says the code goes out only if the e-mail has an account, so it tells nobody who has one.
 */
export const UnknownEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ninguem@aula.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByText(/Passo 2 de 2/)).toBeVisible();
    await expect(canvas.getByText(/Se houver uma conta com o e-mail/)).toBeVisible();
    await expect(canvas.getByText('ninguem@aula.dev')).toBeVisible();
    await expect(canvas.queryByText('O usuário não existe.')).toBeNull();
  },
};

/** Step 2: the code and the new password. */
export const CodeStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'aluna@aula.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByText(/Passo 2 de 2/)).toBeVisible();
    await expect(canvas.getByText('aluna@aula.dev')).toBeVisible();
    await expect(canvas.getByLabelText('Código')).toHaveValue('');
  },
};

/** Step 2 reached, then `code` and the new password (twice) typed and saved. */
async function saveWithCode(context: Parameters<NonNullable<Story['play']>>[0], code: string) {
  await CodeStep.play?.(context);
  const { canvas, userEvent } = context;
  await userEvent.type(canvas.getByLabelText('Código'), code);
  await userEvent.type(canvas.getByLabelText('Nova senha'), 'senha-nova-456');
  await userEvent.type(canvas.getByLabelText('Confirmação da nova senha'), 'senha-nova-456');
  await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
}

export const Success: Story = {
  play: async (context) => {
    await saveWithCode(context, '123456');
    const { args } = context;
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('aluna@aula.dev'));
  },
};

const wrongCodeParameters = {
  msw: {
    handlers: [
      ...base,
      mockEndpoint('forgotPassword'),
      mockState.error('resetPassword', 422, 'InvalidPasswordCodeException'),
    ],
  },
};

/** A wrong code is said on the code field; the passwords typed stay. */
export const WrongCode: Story = {
  parameters: wrongCodeParameters,
  play: async (context) => {
    await saveWithCode(context, '000000');
    const { canvas, args } = context;
    await waitFor(() =>
      expect(canvas.getByLabelText('Código')).toHaveAccessibleDescription(
        /O código informado está incorreto\./,
      ),
    );
    await expect(canvas.getByLabelText('Nova senha')).toHaveValue('senha-nova-456');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** A new code was sent after a wrong one: the old code's error goes away with it. */
export const ResendAfterWrongCode: Story = {
  parameters: wrongCodeParameters,
  play: async (context) => {
    await WrongCode.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(await canvas.findByText('Enviamos um novo código.')).toBeVisible();
    await expect(canvas.getByLabelText('Código')).not.toHaveAccessibleDescription(
      /O código informado está incorreto\./,
    );
    await expect(canvas.queryByText(/O código informado está incorreto\./)).toBeNull();
    await expect(canvas.getByLabelText('Código')).not.toHaveAttribute('aria-invalid');
  },
};

let forgotPasswordCalls = 0;

/** Sending a new code can fail (too many attempts): the reason is said above the form. */
export const ResendFails: Story = {
  beforeEach: () => {
    forgotPasswordCalls = 0;
  },
  parameters: mswParameters(
    ...base,
    mockEndpoint('resetPassword'),
    mockEndpoint('forgotPassword', () => {
      forgotPasswordCalls += 1;
      return forgotPasswordCalls === 1
        ? new Response(null, { status: 204 })
        : Response.json(
            { message: 'Too Many Attempts.' },
            { status: 429, headers: { 'Retry-After': '60' } },
          );
    }),
  ),
  play: async (context) => {
    await CodeStep.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Muitas tentativas');
    await expect(canvas.queryByText('Enviamos um novo código.')).toBeNull();
  },
};
