import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  csrfCookieHandler,
  makeDataExport,
  mockEndpoint,
  mockState,
  mswParameters,
} from '../../testing';
import { makeAdminStudentProfile } from './fixtures';
import { StudentPrivacyActions, studentPrivacyMessages } from './student-privacy';

const student = makeAdminStudentProfile();
const WRONG_PASSWORD = 'A senha está incorreta.';
const ADMIN_PASSWORD = 'senha-da-admin-2026';

const meta = {
  title: 'features/admin/StudentPrivacyActions',
  component: StudentPrivacyActions,
  args: { student },
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('createAdminStudentDataExport', { data: makeDataExport() }),
    mockEndpoint('deleteAdminStudentAccount'),
  ),
} satisfies Meta<typeof StudentPrivacyActions>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Both actions, before anything is asked. */
export const Buttons: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: studentPrivacyMessages.title }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: studentPrivacyMessages.exportButton }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: studentPrivacyMessages.deleteButton }),
    ).toBeEnabled();
  },
};

/** While the export is produced, a status says so and the button waits. */
export const ExportInProgress: Story = {
  parameters: mswParameters(csrfCookieHandler, mockState.loading('createAdminStudentDataExport')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: studentPrivacyMessages.exportButton }),
    );
    await expect(await canvas.findByText(studentPrivacyMessages.exportPending)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: studentPrivacyMessages.exportButton }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The export is ready: the admin's download link, until when it works. */
export const ExportReady: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: studentPrivacyMessages.exportButton }),
    );
    await expect(
      await canvas.findByText(/A cópia dos dados de Maria da Silva está pronta\. O link vale até/),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: /Baixar dados \(JSON, 47,1 KB\)/ });
    await expect(link).toHaveAttribute('href', makeDataExport().url);
    await expect(link).toHaveAttribute('download');
    await expect(
      canvas.getByRole('button', { name: studentPrivacyMessages.exportAgain }),
    ).toBeEnabled();
  },
};

/** The export failed: a pt-BR error, and the button can be pressed again. */
export const ExportError: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockState.error('createAdminStudentDataExport', 500, 'ServerErrorException'),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: studentPrivacyMessages.exportButton }),
    );
    await expect(
      await canvas.findByText('Algo deu errado no sistema. Tente novamente em instantes.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: studentPrivacyMessages.exportButton }),
    ).toBeEnabled();
  },
};

/** Opens the dialog and answers it with the admin's password. */
async function openDialog({ canvas, canvasElement, userEvent }: Context, submit = true) {
  await userEvent.click(canvas.getByRole('button', { name: studentPrivacyMessages.deleteButton }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: studentPrivacyMessages.dialogTitle('Maria da Silva'),
  });
  const inside = within(dialog);
  if (submit) {
    await userEvent.type(inside.getByLabelText(/Sua senha/), ADMIN_PASSWORD);
    await userEvent.click(inside.getByRole('button', { name: studentPrivacyMessages.confirm }));
  }
  return { dialog, inside };
}

/** The dialog names the person (name and e-mail) and says what will happen. */
export const DeleteDialog: Story = {
  play: async (context) => {
    const { inside } = await openDialog(context, false);
    // The dialog fades in: visible once its opening animation ends.
    await waitFor(() =>
      expect(
        inside.getByText(/Maria da Silva \(aluna@aula\.dev\) deixam de existir/),
      ).toBeVisible(),
    );
    await expect(inside.getByText(/sai de todos os dispositivos/)).toBeVisible();
    await expect(inside.getByText(studentPrivacyMessages.passwordHint)).toBeVisible();
    await expect(
      inside.getByRole('button', { name: studentPrivacyMessages.confirm }),
    ).toBeEnabled();
  },
};

/** While the deletion runs, the confirm button waits and the dialog stays. */
export const DeleteInProgress: Story = {
  parameters: mswParameters(csrfCookieHandler, mockState.loading('deleteAdminStudentAccount')),
  play: async (context) => {
    const { inside } = await openDialog(context);
    await waitFor(() =>
      expect(inside.getByRole('button', { name: studentPrivacyMessages.confirm })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A wrong password is said on its field; what was typed stays. */
export const DeleteWrongPassword: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockState.refused(
      'deleteAdminStudentAccount',
      'ValidationException',
      'password',
      WRONG_PASSWORD,
    ),
  ),
  play: async (context) => {
    const { inside } = await openDialog(context);
    await expect(await inside.findByText(WRONG_PASSWORD)).toBeVisible();
    await expect(inside.getByLabelText(/Sua senha/)).toHaveValue(ADMIN_PASSWORD);
    await expect(inside.getByLabelText(/Sua senha/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The deletion answers `status` (a refusal): the dialog says `message`. */
const deleteFailsStory = (status: number, message: string): Story => ({
  parameters: mswParameters(
    csrfCookieHandler,
    mockState.error('deleteAdminStudentAccount', status, 'ServerErrorException'),
  ),
  play: async (context) => {
    const { inside } = await openDialog(context);
    await expect(await inside.findByText(message)).toBeVisible();
  },
});

/** The server refuses (an admin account): the page's pt-BR sentence in the dialog. */
export const DeleteRefused = deleteFailsStory(403, studentPrivacyMessages.refused);

/** The account was deleted meanwhile (another admin): said so, in pt-BR. */
export const DeleteAlreadyDeleted = deleteFailsStory(422, studentPrivacyMessages.alreadyDeleted);

/** The account is deleted: the dialog closes and the page says so. */
export const Deleted: Story = {
  play: async (context) => {
    await openDialog(context);
    await expect(
      await context.canvas.findByText(studentPrivacyMessages.deleted('Maria da Silva')),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(context.canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(
      context.canvas.queryByRole('button', { name: studentPrivacyMessages.deleteButton }),
    ).toBeNull();
  },
};

/** An admin account: exported, not deleted here. */
export const AdminAccount: Story = {
  args: { student: makeAdminStudentProfile({ is_admin: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(studentPrivacyMessages.adminAccount)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: studentPrivacyMessages.deleteButton }),
    ).toBeNull();
    await expect(
      canvas.getByRole('button', { name: studentPrivacyMessages.exportButton }),
    ).toBeEnabled();
  },
};
