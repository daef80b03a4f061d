import { ApiError } from '@aula/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiAdapter } from '../api/api-adapter';
import { ApiProvider } from '../api/api-provider';
import { makeUser } from '../testing';
import { LoginForm } from './login-form';

function renderWith(adapter: Partial<ApiAdapter>, ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider adapter={adapter as ApiAdapter}>{ui}</ApiProvider>
    </SWRConfig>,
  );
}

async function fill(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('E-mail'), email);
  if (password) await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginForm', () => {
  describe('given invalid input', () => {
    it('shows pt-BR messages and never calls the API', async () => {
      const login = vi.fn();
      renderWith({ login }, <LoginForm />);
      await fill('nao-e-email', '');
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'E-mail deve ser um e-mail válido.',
      );
      expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha é obrigatória.');
      expect(login).not.toHaveBeenCalled();
    });
  });

  describe('given valid credentials', () => {
    it('sends the trimmed e-mail, reloads the session and calls onSuccess', async () => {
      const login = vi.fn().mockResolvedValue(undefined);
      const me = vi.fn().mockResolvedValue({ data: makeUser() });
      const onSuccess = vi.fn();
      renderWith({ login, me }, <LoginForm onSuccess={onSuccess} />);
      await fill('  aluna@aula.dev ', 'segredo');
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(login).toHaveBeenCalledWith({
        body: { email: 'aluna@aula.dev', password: 'segredo' },
      });
      expect(me).toHaveBeenCalled();
    });
  });

  describe('given the server refuses', () => {
    it('shows the error message and keeps what was typed', async () => {
      const login = vi.fn().mockRejectedValue(
        new ApiError({
          code: 'InvalidAuthenticationException',
          status: 422,
          message: 'E-mail e/ou senha incorretos.',
        }),
      );
      const onSuccess = vi.fn();
      renderWith({ login }, <LoginForm onSuccess={onSuccess} />);
      await fill('aluna@aula.dev', 'errada');
      expect(await screen.findByRole('alert')).toHaveTextContent('E-mail e/ou senha incorretos.');
      expect(screen.getByLabelText('E-mail')).toHaveValue('aluna@aula.dev');
      expect(screen.getByLabelText('Senha')).toHaveValue('errada');
      expect(onSuccess).not.toHaveBeenCalled();
    });

    it('given a non-ApiError rejection, falls back to the ServerErrorException message', async () => {
      const login = vi.fn().mockRejectedValue(new TypeError('boom'));
      renderWith({ login }, <LoginForm />);
      await fill('aluna@aula.dev', 'x');
      expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado no sistema');
    });
  });

  it('sends one request for a double submit', async () => {
    let resolve: (value: undefined) => void = () => {};
    const login = vi.fn(() => new Promise<undefined>((r) => (resolve = r)));
    renderWith({ login, me: vi.fn().mockResolvedValue({ data: makeUser() }) }, <LoginForm />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'aluna@aula.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'x{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(login).toHaveBeenCalledTimes(1);
    resolve(undefined);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled());
  });
});
