import { type ApiAdapter, ApiProvider } from '@aula/features';
import { makeUser } from '@aula/features/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import VerifyEmailPage from './verify-email-page';

const LECTURE = '/react-do-zero/aula/3';
const KEPT = `redirect=${encodeURIComponent(LECTURE)}`;

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Endereço">{`${pathname}${search}`}</output>;
}

function renderAt(url: string, page: ReactNode, adapter: Partial<ApiAdapter> = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider adapter={adapter as ApiAdapter}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/login" element={page} />
            <Route path="/cadastrar" element={page} />
            <Route path="/esqueci-senha" element={page} />
            <Route path="/verificar-email" element={page} />
            <Route path="*" element={<h1>Outra página</h1>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ApiProvider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('the login page, given ?redirect=', () => {
  it('keeps the redirect on "Cadastre-se" and "Esqueci minha senha"', () => {
    renderAt(`/login?${KEPT}`, <LoginPage />);
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute(
      'href',
      `/cadastrar?${KEPT}`,
    );
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      `/esqueci-senha?${KEPT}`,
    );
  });

  it('drops a redirect that is not a safe path, and adds none when there is none', () => {
    renderAt(`/login?redirect=${encodeURIComponent('//evil.example')}`, <LoginPage />);
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastrar');
  });
});

describe('the login page, after signing in', () => {
  async function signInAs(url: string, user: ReturnType<typeof makeUser>) {
    const login = vi.fn().mockResolvedValue(undefined);
    const me = vi.fn().mockResolvedValue({ data: user });
    renderAt(url, <LoginPage />, { login, me });
    await userEvent.type(screen.getByLabelText('E-mail'), user.email);
    await userEvent.type(screen.getByLabelText('Senha'), 'senha-segura-123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByText('Outra página')).toBeInTheDocument());
    return screen.getByLabelText('Endereço').textContent;
  }

  it('lands an admin on /admin', async () => {
    expect(await signInAs('/login', makeUser({ is_admin: true, is_student: false }))).toBe(
      '/admin',
    );
  });

  it('lands a student on /', async () => {
    expect(await signInAs('/login', makeUser({ is_admin: false }))).toBe('/');
  });

  it('follows a safe redirect, even for an admin, and never an unsafe one', async () => {
    const admin = makeUser({ is_admin: true });
    expect(await signInAs(`/login?${KEPT}`, admin)).toBe(LECTURE);
  });

  it('sends an admin home (/admin) when the redirect is unsafe', async () => {
    const admin = makeUser({ is_admin: true });
    expect(await signInAs(`/login?redirect=${encodeURIComponent('//evil.example')}`, admin)).toBe(
      '/admin',
    );
  });
});

describe('the register page, given ?redirect=', () => {
  it('keeps the redirect on "Já tem uma conta? Entrar"', () => {
    renderAt(`/cadastrar?${KEPT}`, <RegisterPage />);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', `/login?${KEPT}`);
  });

  it('after sign-up goes to the target, and remembers it for the e-mail verification', async () => {
    const user = makeUser({ name: 'Nova Pessoa', email: 'nova@aula.dev' });
    const register = vi.fn().mockResolvedValue({ data: user });
    renderAt(`/cadastrar?${KEPT}`, <RegisterPage />, { register });
    await userEvent.type(screen.getByLabelText('Nome'), 'Nova Pessoa');
    await userEvent.type(screen.getByLabelText('E-mail'), 'nova@aula.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'senha-segura-123');
    await userEvent.type(screen.getByLabelText('Confirmação da senha'), 'senha-segura-123');
    await userEvent.click(screen.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveTextContent(LECTURE));
    expect(screen.getByLabelText('Endereço').textContent).toBe(LECTURE);
  });
});

describe('the e-mail verification page', () => {
  it('continues to the page the person signed up from', async () => {
    const user = makeUser({ name: 'Nova Pessoa', email: 'nova@aula.dev' });
    const register = vi.fn().mockResolvedValue({ data: user });
    const { unmount } = renderAt(`/cadastrar?${KEPT}`, <RegisterPage />, { register });
    await userEvent.type(screen.getByLabelText('Nome'), 'Nova Pessoa');
    await userEvent.type(screen.getByLabelText('E-mail'), 'nova@aula.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'senha-segura-123');
    await userEvent.type(screen.getByLabelText('Confirmação da senha'), 'senha-segura-123');
    await userEvent.click(screen.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveTextContent(LECTURE));
    unmount();

    // Later, from the e-mail's link (another tab of the same browser).
    const verifyEmail = vi.fn().mockResolvedValue(undefined);
    renderAt('/verificar-email?token=abc', <VerifyEmailPage />, { verifyEmail });
    expect(await screen.findByText('E-mail verificado!')).toBeVisible();
    expect(screen.getByRole('link', { name: /Continuar|Ir para/ })).toHaveAttribute(
      'href',
      LECTURE,
    );
  });

  it('continues home when nobody signed up from a page', async () => {
    const verifyEmail = vi.fn().mockResolvedValue(undefined);
    renderAt('/verificar-email?token=abc', <VerifyEmailPage />, { verifyEmail });
    expect(await screen.findByText('E-mail verificado!')).toBeVisible();
    expect(screen.getByRole('link', { name: /Continuar|Ir para/ })).toHaveAttribute('href', '/');
  });
});

describe('the forgot-password page, given ?redirect=', () => {
  it('keeps the redirect on "Voltar para o login"', () => {
    renderAt(`/esqueci-senha?${KEPT}`, <ForgotPasswordPage />);
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute(
      'href',
      `/login?${KEPT}`,
    );
  });
});
