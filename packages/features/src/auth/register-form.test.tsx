import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiAdapter } from '../api/api-adapter';
import { ApiProvider } from '../api/api-provider';
import { RegisterForm } from './register-form';

function renderWith(adapter: Partial<ApiAdapter>, ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider adapter={adapter as ApiAdapter}>{ui}</ApiProvider>
    </SWRConfig>,
  );
}

describe('RegisterForm', () => {
  describe('given a password shorter than 8 characters', () => {
    it('says the rule once: the error replaces the hint, and the field reads only the error', async () => {
      const register = vi.fn();
      renderWith(
        { register },
        <RegisterForm
          onSuccess={vi.fn()}
          loginHref="/login"
          termsHref="/termos"
          privacyHref="/privacidade"
        />,
      );
      const password = screen.getByLabelText('Senha');
      expect(password).toHaveAccessibleDescription('No mínimo 8 caracteres.');
      await userEvent.type(screen.getByLabelText('Nome'), 'Nova Pessoa');
      await userEvent.type(screen.getByLabelText('E-mail'), 'nova@aula.dev');
      await userEvent.type(password, 'curta');
      await userEvent.type(screen.getByLabelText('Confirmação da senha'), 'curta');
      await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
      expect(password).toHaveAttribute('aria-invalid', 'true');
      const description = password.getAttribute('aria-describedby') ?? '';
      expect(description.split(' ')).toHaveLength(1);
      expect(screen.queryByText('No mínimo 8 caracteres.')).toBeNull();
      expect(screen.getAllByText(/8 caracteres/)).toHaveLength(1);
      expect(password).toHaveAccessibleDescription(/8 caracteres/);
      expect(register).not.toHaveBeenCalled();
    });
  });
});
