import { apiErrorMap, fieldErrorsOf, loginBodySchema, registerBodySchema } from '@aula/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { z } from 'zod/mini';
import type { ApiAdapter } from '../api/api-adapter';
import { ApiProvider } from '../api/api-provider';
import { LoginForm } from '../auth/login-form';
import { RegisterForm } from '../auth/register-form';
import { ptBRErrorMap } from './zod-pt-br';

/**
 * What the API answers for these values: it parses with the contract's `apiErrorMap`
 * (apps/api/src/validation-messages.test.ts checks the real server says exactly this).
 */
function serverSays(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value, { error: apiErrorMap });
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return fieldErrorsOf(result.error);
}

function renderForm(ui: ReactNode) {
  const adapter = { login: vi.fn(), register: vi.fn() } as Partial<ApiAdapter>;
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider adapter={adapter as ApiAdapter}>{ui}</ApiProvider>
    </SWRConfig>,
  );
  return adapter;
}

describe('given the same bad field, a form says what the server says', () => {
  it("is the contract's map, not a copy", async () => {
    const contract = await import('@aula/contract');
    expect(ptBRErrorMap).toBe(contract.ptBRErrorMap);
  });

  it('on sign-in: a bad e-mail and a missing password', async () => {
    const adapter = renderForm(<LoginForm />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'nao-e-email');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const server = serverSays(loginBodySchema, { email: 'nao-e-email', password: '' });
    expect(server).toEqual({
      email: ['E-mail deve ser um e-mail válido.'],
      password: ['Senha é obrigatória.'],
    });
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(server.email?.[0] ?? '');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(server.password?.[0] ?? '');
    expect(adapter.login).not.toHaveBeenCalled();
  });

  it('on registration: a one-letter name and a short password', async () => {
    const adapter = renderForm(
      <RegisterForm loginHref="/login" termsHref="/termos" privacyHref="/privacidade" />,
    );
    await userEvent.type(screen.getByLabelText('Nome'), 'A');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'curta');
    await userEvent.type(screen.getByLabelText('Confirmação da senha'), 'curta');
    await userEvent.click(screen.getByRole('button', { name: /Criar conta|Cadastrar/ }));
    const server = serverSays(registerBodySchema, {
      name: 'A',
      email: 'ana@exemplo.com',
      password: 'curta',
      password_confirmation: 'curta',
      accept_terms: true,
    });
    expect(server).toEqual({
      name: ['Nome deve ter no mínimo 2 caracteres.'],
      password: ['Senha deve ter no mínimo 8 caracteres.'],
    });
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription(server.name?.[0] ?? '');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(
      expect.stringContaining(server.password?.[0] ?? '-'),
    );
    expect(adapter.register).not.toHaveBeenCalled();
  });

  it('on registration without the consent: the same sentence on the box as the API sends', async () => {
    const adapter = renderForm(
      <RegisterForm loginHref="/login" termsHref="/termos" privacyHref="/privacidade" />,
    );
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'senha-segura-123');
    await userEvent.type(screen.getByLabelText('Confirmação da senha'), 'senha-segura-123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const body = {
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      password: 'senha-segura-123',
      password_confirmation: 'senha-segura-123',
    };
    for (const sent of [body, { ...body, accept_terms: false }, { ...body, accept_terms: 'sim' }]) {
      expect(serverSays(registerBodySchema, sent)).toEqual({
        accept_terms: ['Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.'],
      });
    }
    expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).toHaveAccessibleDescription(
      'Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.',
    );
    expect(adapter.register).not.toHaveBeenCalled();
  });
});
