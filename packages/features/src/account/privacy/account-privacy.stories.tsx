import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { loadErrorStory } from '../../shared/query-state.story-helpers';
import {
  codeSent,
  csrfCookieHandler,
  makeDataExport,
  mockEndpoint,
  mockState,
  mswParameters,
} from '../../testing';
import { expectLinkTo } from '../../testing/story-expect';
import { AccountDeletedNotice, AccountPrivacy, privacyMessages } from './account-privacy';

const EMAIL = 'maria.silva@exemplo.com.br';
const WRONG_PASSWORD = 'A senha está incorreta.';
const WRONG_CODE = 'O código informado está incorreto. Restam 4 tentativas.';

const deletion = [
  mockEndpoint('requestAccountDeletionCode', { data: codeSent(EMAIL) }),
  mockEndpoint('deleteAccount'),
];

const meta = {
  title: 'features/account/AccountPrivacy',
  component: AccountPrivacy,
  args: { onDeleted: fn() },
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('getDataExport', { data: null }),
    mockEndpoint('createDataExport', { data: makeDataExport() }),
    ...deletion,
  ),
} satisfies Meta<typeof AccountPrivacy>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No copy asked for yet: the button, and the deletion's first step. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: privacyMessages.title }),
    ).toBeVisible();
    await expect(await canvas.findByText(privacyMessages.exportIdle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: privacyMessages.exportButton })).toBeEnabled();
    await expect(
      canvas.getByRole('group', { name: `Etapa 1 de 2: ${privacyMessages.passwordStep}` }),
    ).toBeVisible();
  },
};

/** The latest export is read first. */
export const Loading: Story = {
  parameters: mswParameters(csrfCookieHandler, mockState.loading('getDataExport'), ...deletion),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: privacyMessages.title });
    await expect(heading.closest('section')?.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: privacyMessages.exportButton })).toBeNull();
  },
};

/** The read failed: its error and "Tentar de novo". */
export const LoadError: Story = loadErrorStory(
  [csrfCookieHandler, mockState.error('getDataExport', 500, 'ServerErrorException'), ...deletion],
  privacyMessages.loadError,
  15_000,
);

/** While the copy is produced, a status says so and the button waits. */
export const InProgress: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('getDataExport', { data: null }),
    mockState.loading('createDataExport'),
    ...deletion,
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: privacyMessages.exportButton }),
    );
    await expect(await canvas.findByText(privacyMessages.exportPending)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: privacyMessages.exportButton }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

let exportReads = 0;
/** Asking for a copy: the page reads the export again and offers the download link. */
export const GenerateThenReady: Story = {
  beforeEach: () => {
    exportReads = 0;
  },
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('getDataExport', () => ({ data: exportReads++ === 0 ? null : makeDataExport() })),
    mockEndpoint('createDataExport', { data: makeDataExport() }),
    ...deletion,
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: privacyMessages.exportButton }),
    );
    const link = await canvas.findByRole('link', { name: /Baixar meus dados \(JSON, 47,1 KB\)/ });
    await expect(link).toHaveAttribute('href', makeDataExport().url);
    await expect(link).toHaveAttribute('download');
  },
};

/** A copy is ready: its link, until when it works, and "Gerar nova cópia". */
export const Ready: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('getDataExport', { data: makeDataExport() }),
    ...deletion,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sua cópia está pronta\. O link vale até/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Baixar meus dados/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: privacyMessages.exportAgain })).toBeEnabled();
  },
};

/** The last copy's link expired: no link, a new copy can be asked for. */
export const Expired: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('getDataExport', { data: makeDataExport({ status: 'expired', url: null }) }),
    ...deletion,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(privacyMessages.exportExpired)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Baixar meus dados/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: privacyMessages.exportAgain })).toBeEnabled();
  },
};

/** Producing the copy failed: a pt-BR error, and the button can be pressed again. */
export const ExportError: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('getDataExport', { data: null }),
    mockState.error('createDataExport', 500, 'ServerErrorException'),
    ...deletion,
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: privacyMessages.exportButton }),
    );
    await expect(
      await canvas.findByText('Algo deu errado no sistema. Tente novamente em instantes.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: privacyMessages.exportButton })).toBeEnabled();
  },
};

type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const typePassword = async (
  canvas: Canvas,
  userEvent: UserEvent,
  password = 'minha-senha-2026',
) => {
  await userEvent.type(await canvas.findByLabelText('Senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: privacyMessages.sendCode }));
};

/** A wrong password is said on its field, in pt-BR; what was typed stays. */
export const WrongPassword: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('getDataExport', { data: null }),
    mockState.refused(
      'requestAccountDeletionCode',
      'ValidationException',
      'password',
      WRONG_PASSWORD,
    ),
    mockEndpoint('deleteAccount'),
  ),
  play: async ({ canvas, userEvent }) => {
    await typePassword(canvas, userEvent);
    await expect(await canvas.findByText(WRONG_PASSWORD)).toBeVisible();
    await expect(canvas.getByLabelText('Senha')).toHaveValue('minha-senha-2026');
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The code step: where it went; a wrong code is said on the code field. */
export const WrongCode: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('getDataExport', { data: null }),
    mockEndpoint('requestAccountDeletionCode', { data: codeSent(EMAIL) }),
    mockState.refused('deleteAccount', 'InvalidAccountDeletionCodeException', 'code', WRONG_CODE),
  ),
  play: async ({ args, canvas, userEvent }) => {
    await typePassword(canvas, userEvent);
    await expect(await canvas.findByText(/Enviamos um código de 6 dígitos para/)).toBeVisible();
    await expect(canvas.getByText(EMAIL, { selector: 'strong' })).toBeVisible();
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Código' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: privacyMessages.confirmDelete }));
    await expect(await canvas.findByText(WRONG_CODE)).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** The right code: the account is deleted, the app is told, and a confirmation shows. */
export const Deleted: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await typePassword(canvas, userEvent);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Código' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: privacyMessages.confirmDelete }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText(privacyMessages.deleted)).toBeVisible();
  },
};

/** The signed-out page a deleted account lands on. */
export const DeletedNotice: StoryObj<typeof AccountDeletedNotice> = {
  render: () => <AccountDeletedNotice homeHref="/" />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: privacyMessages.deletedTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(privacyMessages.deleted)).toBeVisible();
    await expectLinkTo(canvas, 'Ir para o início', '/');
  },
};
