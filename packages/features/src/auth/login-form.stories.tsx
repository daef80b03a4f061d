import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  csrfCookieHandler,
  loginHandlers,
  logoutHandler,
  meHandlers,
  mockCredentials,
  mswParameters,
} from '../testing';
import { LoginForm } from './login-form';

const guest = [csrfCookieHandler, meHandlers.guest(), logoutHandler];

const meta = {
  title: 'features/auth/LoginForm',
  component: LoginForm,
  args: { onSuccess: fn() },
  parameters: mswParameters(...guest, loginHandlers.realistic()),
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types `email` and `password` and presses "Entrar". */
async function signIn(
  { canvas, userEvent }: Pick<Parameters<NonNullable<Story['play']>>[0], 'canvas' | 'userEvent'>,
  email: string,
  password: string,
) {
  await userEvent.type(canvas.getByLabelText('E-mail'), email);
  await userEvent.type(canvas.getByLabelText('Senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('');
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

export const Playground: Story = { args: { defaultEmail: 'aluna@aula.dev' } };

/** Submitting an empty form shows pt-BR messages on each field and focuses the first. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('E-mail é obrigatório.');
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription(
      'Senha é obrigatória.',
    );
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'aluna@');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(email).toHaveAccessibleDescription('E-mail deve ser um e-mail válido.');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  parameters: mswParameters(csrfCookieHandler, loginHandlers.realistic(), meHandlers.user()),
  play: async ({ canvas, userEvent, args }) => {
    await signIn({ canvas, userEvent }, mockCredentials.email, mockCredentials.password);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** Wrong credentials: the catalogue's message, and the typed e-mail and password are kept. */
export const InvalidCredentials: Story = {
  parameters: mswParameters(...guest, loginHandlers.invalidCredentials()),
  play: async ({ canvas, userEvent, args }) => {
    await signIn({ canvas, userEvent }, 'aluna@aula.dev', 'senha-errada');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'E-mail e/ou senha incorretos.',
    );
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('aluna@aula.dev');
    await expect(canvas.getByLabelText('Senha')).toHaveValue('senha-errada');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrors: Story = {
  parameters: mswParameters(
    ...guest,
    loginHandlers.validation({ email: ['Este e-mail não pode ser usado para entrar.'] }),
  ),
  play: async ({ canvas, userEvent }) => {
    await signIn({ canvas, userEvent }, 'aluna@aula.dev', 'qualquer');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro de validação.',
    );
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Este e-mail não pode ser usado para entrar.',
    );
  },
};

export const TooManyAttempts: Story = {
  parameters: mswParameters(...guest, loginHandlers.tooManyAttempts()),
  play: async ({ canvas, userEvent }) => {
    await signIn({ canvas, userEvent }, 'aluna@aula.dev', 'x');
    // The wait comes from the server's Retry-After (60 s in the mock).
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Tente novamente em 1 minuto.',
    );
  },
};

/** An HTML 500 page is not JSON: the fallback message, never a crash. */
export const ServerError: Story = {
  parameters: mswParameters(...guest, loginHandlers.serverErrorHtml()),
  play: async ({ canvas, userEvent }) => {
    await signIn({ canvas, userEvent }, 'aluna@aula.dev', 'x');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Algo deu errado no sistema.');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('aluna@aula.dev');
  },
};

export const Pending: Story = {
  parameters: mswParameters(...guest, loginHandlers.loading()),
  play: async ({ canvas, userEvent }) => {
    await signIn({ canvas, userEvent }, 'aluna@aula.dev', 'x');
    const button = await canvas.findByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
