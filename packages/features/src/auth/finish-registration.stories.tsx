import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { loadErrorStory, loadingStory } from '../shared/query-state.story-helpers';
import { csrfCookieHandler, meHandlers, mockEndpoint, mockState, mswParameters } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { FinishRegistration } from './finish-registration';

const base = [csrfCookieHandler, meHandlers.guest()];
const invitation = mockEndpoint('finishRegistrationShow', {
  data: { email: 'convidada@aula.dev', name: 'Convidada' },
});
const meta = {
  title: 'features/auth/FinishRegistration',
  component: FinishRegistration,
  args: {
    token: 'convite-demo-2026-aula',
    onSuccess: fn(),
    termsHref: '/termos',
    privacyHref: '/privacidade',
  },
  parameters: mswParameters(...base, invitation, mockEndpoint('finishRegistration')),
} satisfies Meta<typeof FinishRegistration>;
export default meta;
type Story = StoryObj<typeof meta>;

const CONSENT = 'Li e aceito os Termos de uso e o Aviso de privacidade';

/** Step 1: whose invitation it is. */
export const InvitationStep: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('convidada@aula.dev')).toBeVisible();
    await expect(canvas.getByText(/Passo 1 de 2/)).toBeVisible();
  },
};

export const Loading: Story = loadingStory(
  [...base, mockState.loading('finishRegistrationShow')],
  'Carregando convite…',
);

export const InvalidInvitation: Story = {
  parameters: mswParameters(
    ...base,
    mockState.error('finishRegistrationShow', 404, 'InvalidConfirmationToken'),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Convite inválido.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
  },
};

export const LoadError: Story = loadErrorStory(
  [...base, mockState.serverErrorHtml('finishRegistrationShow')],
  'Não foi possível carregar o convite.',
  8000,
);

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Step 1 done: the invitation shown, then "Continuar" to step 2. */
async function toStepTwo(context: Context) {
  await InvitationStep.play?.(context);
  await context.userEvent.click(context.canvas.getByRole('button', { name: 'Continuar' }));
}

/** Step 2's password, and its confirmation. */
async function typePassword({ canvas, userEvent }: Context) {
  await userEvent.type(canvas.getByLabelText('Senha'), 'senha-segura-123');
  await userEvent.type(canvas.getByLabelText('Confirmação da senha'), 'senha-segura-123');
}

/** Step 2: the name (prefilled) and a password; then the account is ready. */
export const Success: Story = {
  play: async (context) => {
    await toStepTwo(context);
    const { canvas, userEvent, args } = context;
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Convidada');
    await typePassword(context);
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('convidada@aula.dev'));
  },
};

/** A 422 on step 2: field errors on their fields, and the input kept. */
export const ServerFieldErrors: Story = {
  parameters: mswParameters(
    ...base,
    invitation,
    mockState.validation('finishRegistration', { name: ['O nome é inválido.'] }),
  ),
  play: async (context) => {
    await toStepTwo(context);
    const { canvas, userEvent, args } = context;
    await typePassword(context);
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Nome')).toHaveAccessibleDescription('O nome é inválido.'),
    );
    await expect(canvas.getByLabelText('Senha')).toHaveValue('senha-segura-123');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Step 2 without the consent: nothing is sent, the box says why (ADR 047). */
export const TermsRequired: Story = {
  play: async (context) => {
    await toStepTwo(context);
    const { canvas, userEvent, args } = context;
    await typePassword(context);
    await expectLinkTo(canvas, 'Termos de uso', '/termos');
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    const consent = canvas.getByRole('checkbox', { name: CONSENT });
    await expect(consent).toHaveFocus();
    await expect(consent).toHaveAccessibleDescription(
      'Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.',
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};
