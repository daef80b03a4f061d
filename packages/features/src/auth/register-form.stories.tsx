import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  csrfCookieHandler,
  makeUser,
  meHandlers,
  mockEndpoint,
  mockState,
  mswParameters,
} from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { RegisterForm } from './register-form';

const created = makeUser({ name: 'Nova Pessoa', email: 'nova@aula.dev', is_student: false });

const meta = {
  title: 'features/auth/RegisterForm',
  component: RegisterForm,
  args: { onSuccess: fn(), loginHref: '/login', termsHref: '/termos', privacyHref: '/privacidade' },
  parameters: mswParameters(
    csrfCookieHandler,
    meHandlers.guest(),
    mockEndpoint('register', { data: created }),
  ),
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  email = 'nova@aula.dev',
) {
  await userEvent.type(canvas.getByLabelText('Nome'), 'Nova Pessoa');
  await userEvent.type(canvas.getByLabelText('E-mail'), email);
  await userEvent.type(canvas.getByLabelText('Senha'), 'senha-segura-123');
  await userEvent.type(canvas.getByLabelText('Confirmação da senha'), 'senha-segura-123');
  await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
}

const CONSENT = 'Li e aceito os Termos de uso e o Aviso de privacidade';

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const label of ['Nome', 'E-mail', 'Senha', 'Confirmação da senha']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expectLinkTo(canvas, 'Entrar', '/login');
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  },
};

/**
 * The consent is required: without it nothing is sent and the box says why; both notices open in
 * a new tab, so what was typed stays (ADR 047).
 */
export const TermsRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    const consent = canvas.getByRole('checkbox', { name: CONSENT });
    await userEvent.click(consent);
    await expect(consent).not.toBeChecked();
    for (const [name, href] of [
      ['Termos de uso', '/termos'],
      ['Aviso de privacidade', '/privacidade'],
    ] as const) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(consent).toHaveFocus();
    await expect(consent).toHaveAccessibleDescription(
      'Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.',
    );
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await userEvent.click(consent);
    await expect(consent).toBeChecked();
    await expect(consent).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('nova@aula.dev');
  },
};

/** The API's 422 on the consent (an older page) is said on the box. */
export const TermsRefusedByServer: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    meHandlers.guest(),
    mockState.validation('register', {
      accept_terms: ['Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.'],
    }),
  ),
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    const consent = canvas.getByRole('checkbox', { name: CONSENT });
    await waitFor(() =>
      expect(consent).toHaveAccessibleDescription(
        'Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.',
      ),
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Empty and mismatched fields get pt-BR messages on each field; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(canvas.getByLabelText('Nome')).toHaveFocus();
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'E-mail é obrigatório.',
    );
    await userEvent.type(canvas.getByLabelText('Senha'), 'senha-segura-123');
    await userEvent.type(canvas.getByLabelText('Confirmação da senha'), 'outra-senha-999');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(canvas.getByLabelText('Confirmação da senha')).toHaveAccessibleDescription(
      'A confirmação não confere com a senha.',
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('nova@aula.dev'));
  },
};

/** UserHasBeenTakenException is said on the e-mail field; everything typed stays. */
export const EmailTaken: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    meHandlers.guest(),
    mockState.error('register', 422, 'UserHasBeenTakenException'),
  ),
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent, 'aluna@aula.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Este e-mail já está em uso.',
      ),
    );
    await expect(canvas.getByLabelText('E-mail')).toHaveFocus();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Nova Pessoa');
    await expect(canvas.getByLabelText('Senha')).toHaveValue('senha-segura-123');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** A 500: the catalogue's message above the form, which keeps what was typed. */
export const ServerError: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    meHandlers.guest(),
    mockState.serverErrorHtml('register'),
  ),
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Algo deu errado no sistema');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('nova@aula.dev');
  },
};

/** While sending, the button is disabled: Enter and a click send one request. */
export const Pending: Story = {
  parameters: mswParameters(csrfCookieHandler, meHandlers.guest(), mockState.loading('register')),
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    // Enter from a text field (the consent box, focused last, does not submit on Enter).
    await userEvent.click(canvas.getByLabelText('Confirmação da senha'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeDisabled());
  },
};

/**
 * A name that would disguise itself (a right-to-left override) or show blank (zero-width
 * characters only) is refused on the field by the contract's rule, before anything is sent.
 */
export const NameHidesItself: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    const name = canvas.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana \u202Egnp.exe');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(name).toHaveAccessibleDescription(
      'Nome não pode ter caracteres que invertem a direção do texto.',
    );
    await userEvent.clear(name);
    await userEvent.type(name, '\u200B\u200B\u200B');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(name).toHaveAccessibleDescription('Nome deve ter ao menos uma letra.');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};
