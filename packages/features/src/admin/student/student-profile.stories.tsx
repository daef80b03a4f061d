import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { csrfCookieHandler, FIXTURE_NOW, mockEndpoint } from '../../testing';
import { loadFailedStory } from '../list/drawer-list-stories';
import { makeAdminStudentProfile } from './fixtures';
import { formatWhatsapp, StudentProfile, studentProfileMessages } from './student-profile';

const profile = (overrides = {}) =>
  mockEndpoint('getAdminStudent', { data: makeAdminStudentProfile(overrides) });

const meta = {
  title: 'features/admin/StudentProfile',
  component: StudentProfile,
  args: { studentId: 2, now: FIXTURE_NOW },
  parameters: { msw: { handlers: [csrfCookieHandler, profile()] } },
} satisfies Meta<typeof StudentProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field: verified e-mail, WhatsApp, Discord, dates, devices. */
export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('aluna@aula.dev')).toBeVisible();
    await expect(canvas.getByText(studentProfileMessages.verified)).toBeVisible();
    await expect(canvas.getByText('+55 (11) 98765-4321')).toBeVisible();
    await expect(canvas.getByText('maria.dev')).toBeVisible();
    await expect(canvas.getByText('10/03/2026')).toBeVisible();
    await expect(canvas.getByText('há 2 dias')).toBeVisible();
    await expect(canvas.getByText(studentProfileMessages.devices)).toBeVisible();
    await expect(canvas.getByText('2')).toBeVisible();
    await expect(formatWhatsapp('+4915112345678')).toBe('+4915112345678');
  },
};

/** A new account: e-mail not verified, no WhatsApp, no Discord, never back, no device. */
export const Sparse: Story = {
  parameters: {
    msw: {
      handlers: [
        csrfCookieHandler,
        profile({
          email_verified: false,
          whatsapp: null,
          discord_username: null,
          last_access_at: null,
          devices_count: 0,
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(studentProfileMessages.notVerified)).toBeVisible();
    await expect(canvas.getByText(studentProfileMessages.none)).toBeVisible();
    await expect(canvas.getByText(studentProfileMessages.notConnected)).toBeVisible();
    await expect(canvas.getByText(studentProfileMessages.never)).toBeVisible();
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

/** A deleted account (LGPD): said at the top, with its date; no export or deletion left to do. */
export const DeletedAccount: Story = {
  parameters: {
    msw: {
      handlers: [
        csrfCookieHandler,
        profile({
          name: 'Conta excluída',
          email: 'excluida-0123456789abcdef01234567@conta-excluida.invalid',
          whatsapp: null,
          discord_username: null,
          devices_count: 0,
          deleted_at: '2026-11-20T15:00:00.000Z',
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByTestId('account-deleted');
    await expect(notice).toHaveTextContent('Conta excluída em 20/11/2026.');
    await expect(canvas.queryByRole('button', { name: /Exportar|Excluir/ })).toBeNull();
  },
};

/** An account that exists: no deletion notice, and the privacy actions are there. */
export const NotDeleted: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('aluna@aula.dev')).toBeVisible();
    await expect(canvas.queryByTestId('account-deleted')).toBeNull();
    await expect(await canvas.findByRole('button', { name: /Excluir/ })).toBeVisible();
  },
};

/** The profile fails to load: the message and "Tentar de novo". */
export const LoadFailed: Story = loadFailedStory(
  'getAdminStudent',
  studentProfileMessages.loadError,
);
