import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  codeSent,
  errorResponse,
  makeUser,
  mockEndpoint,
  mockState,
  mswParameters,
  signedIn,
} from '../../testing';
import { inMain } from '../../testing/story-frames';
import { AccountSecurity } from './account-security';

const user = makeUser({ id: 7, email: 'maria.silva@exemplo.com.br' });
const NEW = 'maria.nova@exemplo.com.br';

const base = [
  ...signedIn(user),
  mockEndpoint('requestEmailChangeCode', { data: codeSent(user.email) }),
  mockEndpoint('confirmEmailChangeCode'),
  mockEndpoint('requestNewEmailCode', { data: codeSent(NEW) }),
  mockEndpoint('confirmNewEmail', { data: { ...user, email: NEW } }),
  mockEndpoint('requestPasswordChangeCode', { data: codeSent(user.email) }),
  mockEndpoint('changePassword'),
];

const codeError = (
  name: 'confirmEmailChangeCode' | 'confirmNewEmail' | 'changePassword',
  code: 'InvalidEmailChangeCodeException' | 'PasswordChangeCodeNotValidException',
  message: string,
) => mockEndpoint(name, () => errorResponse(422, code, { message, errors: { code: [message] } }));

const meta = {
  title: 'features/account/AccountSecurity',
  component: AccountSecurity,
  parameters: mswParameters(...base),
  decorators: [inMain('p-4')],
} satisfies Meta<typeof AccountSecurity>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const emailFlow = (canvas: Canvas) =>
  canvas.getByRole('region', { name: 'Trocar e-mail' }) as HTMLElement;
const passwordFlow = (canvas: Canvas) =>
  canvas.getByRole('region', { name: 'Trocar senha' }) as HTMLElement;

async function startEmailChange(canvas: Canvas, userEvent: UserEvent) {
  await canvas.findByRole('heading', { name: 'Segurança', level: 1 });
  const flow = emailFlow(canvas);
  await userEvent.click(within(flow).getByRole('button', { name: 'Enviar código' }));
  const input = await within(flow).findByRole('textbox', { name: 'Código' });
  return { flow, input };
}

/** Both flows at their first step. */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Segurança', level: 1 })).toBeVisible();
    await expect(within(emailFlow(canvas)).getByText(user.email)).toBeVisible();
    await expect(
      within(emailFlow(canvas)).getByRole('list', { name: 'Etapas: Trocar e-mail' }),
    ).toBeVisible();
    await expect(
      within(passwordFlow(canvas)).getByRole('button', { name: 'Enviar código' }),
    ).toBeVisible();
  },
};

/** The whole e-mail change: current code → new address → its code → done. */
export const EmailChangeSucceeds: Story = {
  play: async ({ canvas, userEvent }) => {
    const { flow, input } = await startEmailChange(canvas, userEvent);
    await expect(within(flow).getByText(/Enviamos um código de 6 dígitos para/)).toBeVisible();
    await userEvent.click(input);
    await userEvent.paste('111111');
    const email = await within(flow).findByRole('textbox', { name: 'Novo e-mail' });
    // Focus follows the step.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Etapa 2 de 3: Novo e-mail'),
    );
    await userEvent.type(email, NEW);
    await userEvent.click(within(flow).getByRole('button', { name: 'Enviar código' }));
    const second = await within(flow).findByRole('textbox', { name: 'Código' });
    await expect(within(flow).getByText(NEW)).toBeVisible();
    await userEvent.click(second);
    await userEvent.paste('222222');
    await expect(await within(flow).findByText('E-mail trocado')).toBeVisible();
    await expect(
      within(flow).getByText(/Enviamos um aviso para maria.silva@exemplo.com.br/),
    ).toBeVisible();
  },
};

/** Step 1's code is wrong: said on the field; the digits stay. */
export const EmailCurrentCodeWrong: Story = {
  parameters: mswParameters(
    codeError(
      'confirmEmailChangeCode',
      'InvalidEmailChangeCodeException',
      'O código informado está incorreto. Restam 4 tentativas.',
    ),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    const { flow, input } = await startEmailChange(canvas, userEvent);
    await userEvent.click(input);
    await userEvent.paste('999999');
    await expect(
      await within(flow).findByText('O código informado está incorreto. Restam 4 tentativas.'),
    ).toBeVisible();
    // The wrong digits go, so the button cannot spend another try on them.
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

async function toNewEmailStep(canvas: Canvas, userEvent: UserEvent) {
  const { flow, input } = await startEmailChange(canvas, userEvent);
  await userEvent.click(input);
  await userEvent.paste('111111');
  const email = await within(flow).findByRole('textbox', { name: 'Novo e-mail' });
  return { flow, email };
}

/** Types `typed` as the new address and asks for its code. */
async function submitNewEmail(canvas: Canvas, userEvent: UserEvent, typed: string) {
  const { flow, email } = await toNewEmailStep(canvas, userEvent);
  await userEvent.type(email, typed);
  await userEvent.click(within(flow).getByRole('button', { name: 'Enviar código' }));
  return { flow, email };
}

export const EmailOwnAddress: Story = {
  parameters: mswParameters(
    mockState.refused(
      'requestNewEmailCode',
      'OwnEmailNotAllowedException',
      'email',
      'Este já é o seu e-mail. Informe um endereço diferente.',
    ),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    const { flow, email } = await submitNewEmail(canvas, userEvent, user.email.toUpperCase());
    await expect(
      await within(flow).findByText('Este já é o seu e-mail. Informe um endereço diferente.'),
    ).toBeVisible();
    await expect(email).toHaveValue(user.email.toUpperCase());
  },
};

export const EmailTaken: Story = {
  parameters: mswParameters(
    mockState.refused(
      'requestNewEmailCode',
      'UserHasBeenTakenException',
      'email',
      'Este e-mail já está em uso.',
    ),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    const { flow, email } = await submitNewEmail(canvas, userEvent, 'ocupado@exemplo.com.br');
    await expect(await within(flow).findByText('Este e-mail já está em uso.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An address the client's rules refuse: no request. */
export const EmailInvalidAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const { flow, email } = await submitNewEmail(canvas, userEvent, 'nao-e-um-email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(within(flow).queryByRole('textbox', { name: 'Código' })).toBeNull();
  },
};

/** Step 1's confirmation ran out while the person was away: the server's sentence. */
export const EmailConfirmationExpired: Story = {
  parameters: mswParameters(
    mockState.refused(
      'requestNewEmailCode',
      'InvalidEmailChangeCodeException',
      'code',
      'Confirme primeiro que é você com o código enviado ao seu e-mail atual.',
    ),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    const { flow, email } = await submitNewEmail(canvas, userEvent, NEW);
    await expect(await within(flow).findByText(/Confirme primeiro que é você/)).toBeVisible();
    await expect(email).toHaveValue(NEW);
  },
};

/** Back from the new address's code keeps the address typed. */
export const EmailBackKeepsTheAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const { flow } = await submitNewEmail(canvas, userEvent, NEW);
    await userEvent.click(await within(flow).findByRole('button', { name: 'Usar outro e-mail' }));
    await expect(await within(flow).findByRole('textbox', { name: 'Novo e-mail' })).toHaveValue(
      NEW,
    );
  },
};

export const EmailNewCodeWrong: Story = {
  parameters: mswParameters(
    codeError(
      'confirmNewEmail',
      'InvalidEmailChangeCodeException',
      'O código expirou. Peça um novo código.',
    ),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    const { flow } = await submitNewEmail(canvas, userEvent, NEW);
    const input = await within(flow).findByRole('textbox', { name: 'Código' });
    await userEvent.click(input);
    await userEvent.paste('333333');
    await expect(
      await within(flow).findByText('O código expirou. Peça um novo código.'),
    ).toBeVisible();
  },
};

/** Sending the first code fails (too many codes this hour): said above the button. */
export const EmailSendRefused: Story = {
  parameters: mswParameters(mockState.tooManyRequests('requestEmailChangeCode'), ...base),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Segurança', level: 1 });
    const flow = emailFlow(canvas);
    await userEvent.click(within(flow).getByRole('button', { name: 'Enviar código' }));
    await expect(await within(flow).findByRole('alert')).toHaveTextContent(/Tente novamente/);
  },
};

export const EmailSending: Story = {
  parameters: mswParameters(mockState.loading('requestEmailChangeCode'), ...base),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Segurança', level: 1 });
    const flow = emailFlow(canvas);
    const button = within(flow).getByRole('button', { name: 'Enviar código' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

async function toPasswordStep(canvas: Canvas, userEvent: UserEvent) {
  await canvas.findByRole('heading', { name: 'Segurança', level: 1 });
  const flow = passwordFlow(canvas);
  await userEvent.click(within(flow).getByRole('button', { name: 'Enviar código' }));
  const code = await within(flow).findByRole('textbox', { name: 'Código' });
  return { flow, code };
}

/** Fills the new-password step (the code, then both passwords) and asks to change it. */
async function submitPasswordStep(
  canvas: Canvas,
  userEvent: UserEvent,
  digits: string,
  typed = 'uma-senha-nova-2026',
  confirmed = typed,
) {
  const { flow, code } = await toPasswordStep(canvas, userEvent);
  await userEvent.click(code);
  await userEvent.paste(digits);
  const password = within(flow).getByLabelText('Nova senha');
  const confirmation = within(flow).getByLabelText('Confirmação da nova senha');
  await userEvent.type(password, typed);
  await userEvent.type(confirmation, confirmed);
  await userEvent.click(within(flow).getByRole('button', { name: 'Trocar senha' }));
  return { flow, code, password, confirmation };
}

/** Code + new password + confirmation → done. */
export const PasswordChangeSucceeds: Story = {
  play: async ({ canvas, userEvent }) => {
    const { flow } = await submitPasswordStep(canvas, userEvent, '444444');
    await expect(await within(flow).findByText('Senha trocada')).toBeVisible();
    await expect(within(flow).getByText(/Encerramos as suas outras sessões/)).toBeVisible();
  },
};

/** The registration's rules on the client: short password, confirmation that differs. */
export const PasswordRules: Story = {
  play: async ({ canvas, userEvent }) => {
    const { flow, password, confirmation } = await submitPasswordStep(
      canvas,
      userEvent,
      '444444',
      'curta',
      'outra',
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(within(flow).queryByText('Senha trocada')).toBeNull();
  },
};

/** A wrong code: on the code field; the passwords typed stay. */
export const PasswordCodeWrong: Story = {
  parameters: mswParameters(
    codeError(
      'changePassword',
      'PasswordChangeCodeNotValidException',
      'O código informado está incorreto. Restam 2 tentativas.',
    ),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    const { flow, code, password } = await submitPasswordStep(canvas, userEvent, '555555');
    await expect(
      await within(flow).findByText('O código informado está incorreto. Restam 2 tentativas.'),
    ).toBeVisible();
    await expect(password).toHaveValue('uma-senha-nova-2026');
    await expect(code).toHaveValue('555555');
  },
};

/** A network failure: a pt-BR message above the form, everything kept. */
export const PasswordNetworkError: Story = {
  parameters: mswParameters(mockState.networkError('changePassword'), ...base),
  play: async ({ canvas, userEvent }) => {
    const { flow, code } = await submitPasswordStep(canvas, userEvent, '555555');
    await expect(await within(flow).findByRole('alert')).toBeVisible();
    await expect(code).toHaveValue('555555');
  },
};
