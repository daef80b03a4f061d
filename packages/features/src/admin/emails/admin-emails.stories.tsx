import type { AdminEmail } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoadError } from '../../shared/query-state.story-helpers';
import { mockEndpoint, mockState, mswParameters } from '../../testing';
import { rowsOf } from '../list/list-stories';
import { AdminEmails, adminEmailMessages } from './admin-emails';
import { adminEmailFixtures, failedAdminEmail } from './fixtures';

const list = (emails: AdminEmail[]) =>
  mockEndpoint('listAdminEmails', () => ({
    data: {
      failed_count: emails.filter((email) => email.status === 'failed').length,
      emails,
    },
  }));

const meta = {
  title: 'features/admin/AdminEmails',
  component: AdminEmails,
  parameters: { msw: { handlers: [list(adminEmailFixtures)] } },
} satisfies Meta<typeof AdminEmails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: to whom, what kind, the subject, the pt-BR status and when. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
    const rows = await rowsOf(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByText('3 mensagens')).toBeVisible();
    const queued = within(rows[0] as HTMLElement);
    await expect(queued.getByText('carla@example.com')).toBeVisible();
    // An address takes at least 12rem before it breaks: on a phone it would go a letter a line.
    await expect(
      queued.getByText('carla@example.com').getBoundingClientRect().width,
    ).toBeGreaterThanOrEqual(192);
    await expect(queued.getByText('Resposta a comentário')).toBeVisible();
    await expect(queued.getByText('Na fila')).toBeVisible();
    await expect(queued.getByText('2 tentativas')).toBeVisible();
    await expect(queued.getByText(/ECONNREFUSED/)).toBeVisible();
    const sent = within(rows[1] as HTMLElement);
    await expect(sent.getByText('Segurança')).toBeVisible();
    await expect(sent.getByText('Enviado')).toBeVisible();
    // The time it went, once: the queueing's date and time are beside it.
    await expect(sent.getByText(/^Enviado às \d{2}:\d{2}$/)).toBeVisible();
    // Sent the minute it was queued: said so, not the same time twice.
    await expect(within(rows[2] as HTMLElement).getByText('Enviado na hora')).toBeVisible();
    await expect(sent.getByText(/^\d{2}\/11\/2026 às \d{2}:\d{2}$/)).toHaveAttribute(
      'datetime',
      '2026-11-21T11:00:00.000Z',
    );
    // No failure: no alert on top.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A message given up after its 8 tries: the alert on top counts it, its row says why. */
export const Failed: Story = {
  parameters: { msw: { handlers: [list([failedAdminEmail, ...adminEmailFixtures])] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(adminEmailMessages.failedTitle(1))).toBeVisible();
    await expect(adminEmailMessages.failedTitle(1)).toBe('1 mensagem não foi entregue');
    const failed = within((await rowsOf(canvasElement))[0] as HTMLElement);
    await expect(failed.getByText('daniel@example.com')).toBeVisible();
    await expect(failed.getByText('Falhou')).toBeVisible();
    await expect(failed.getByText('14 tentativas')).toBeVisible();
    await expect(failed.getByText(/recusou a mensagem \(550\)/)).toBeVisible();
  },
};

/** Nothing sent yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [list([])] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: adminEmailMessages.emptyTitle }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: mswParameters(mockState.loading('listAdminEmails')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(adminEmailMessages.loading)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: mswParameters(mockState.error('listAdminEmails', 500, 'ServerErrorException')),
  play: async ({ canvas }) => {
    await expectLoadError(canvas, adminEmailMessages.loadError);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(await canvas.findByText(adminEmailMessages.loadError)).toBeVisible();
  },
};
