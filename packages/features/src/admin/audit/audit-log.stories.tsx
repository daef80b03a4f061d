import type { AuditEntry } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadErrorStory } from '../../shared/query-state.story-helpers';
import { mockEndpoint, mockState, mswParameters, signedIn } from '../../testing';
import { expectLinkTo } from '../../testing/story-expect';
import { AuditLog, auditMessages as m } from './audit-log';

const admin = { id: 1, name: 'Equipe Aula', email: 'admin@aula.dev' };
const entries: AuditEntry[] = [
  {
    id: 3,
    action: 'subscription.cancel',
    admin,
    target: { id: 2, name: 'Maria da Silva', email: 'aluna@aula.dev' },
    details: { product_id: 4 },
    created_at: '2026-11-26T17:30:00.000Z',
  },
  {
    id: 2,
    action: 'subscription.end_date',
    admin,
    target: { id: 5, name: '<img src=x onerror=alert(1)>', email: 'ana@aula.dev' },
    details: { product_id: 3, from: null, to: '2027-01-31' },
    created_at: '2026-11-25T12:00:00.000Z',
  },
  {
    id: 1,
    action: 'subscription.grant',
    admin: null,
    target: null,
    details: { product_id: 3, ends_at: null },
    created_at: '2026-11-20T09:15:00.000Z',
  },
];

/** `/admin/auditoria` (ADR 047): who did what to whom, and when. */
const listed = mswParameters(
  ...signedIn({ ...admin, is_admin: true, is_student: false }),
  mockEndpoint('listAdminAudit', { data: entries }),
);
const meta = {
  title: 'features/admin/AuditLog',
  component: AuditLog,
  args: { studentHref: (id: number) => `/admin/estudantes/${id}` },
  parameters: listed,
} satisfies Meta<typeof AuditLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The entries, newest first, in pt-BR: the action, its facts, the people as links. */
export const List: Story = {
  parameters: listed,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    // The time is the browser's own zone: only the day is fixed here.
    await expect(first.getByText(/^26\/11\/2026 às \d{2}:\d{2}$/)).toBeVisible();
    await expect(first.getByText('Cancelou uma assinatura')).toBeVisible();
    await expect(first.getByText('produto nº 4')).toBeVisible();
    await expectLinkTo(first, 'Maria da Silva', '/admin/estudantes/2');
    const second = within(rows[1] as HTMLElement);
    await expect(second.getByText('produto nº 3 · nova data: 31/01/2027')).toBeVisible();
    // A name is text, never markup.
    await expect(second.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    const third = within(rows[2] as HTMLElement);
    await expect(third.getAllByText(m.removed)).toHaveLength(2);
    await expect(third.getByText('produto nº 3 · sem data de término')).toBeVisible();
  },
};

/**
 * A product's changes (ADR 047): no person is named; an edit lists what it changed, a deletion
 * how many students lost their access with it. A product's name is text, never markup.
 */
export const ProductChanges: Story = {
  parameters: mswParameters(
    ...signedIn({ ...admin, is_admin: true, is_student: false }),
    mockEndpoint('listAdminAudit', {
      data: [
        {
          id: 12,
          action: 'product.delete',
          admin,
          target: null,
          details: { product_id: 7, title: 'Plano antigo', students_count: 12, courses_count: 2 },
          created_at: '2026-11-27T10:00:00.000Z',
        },
        {
          id: 11,
          action: 'product.update',
          admin,
          target: null,
          details: {
            product_id: 3,
            title: '<b>Plano Anual</b>',
            changed: ['price_text', 'offer_url'],
          },
          created_at: '2026-11-26T10:00:00.000Z',
        },
        {
          id: 10,
          action: 'product.create',
          admin,
          target: null,
          details: { product_id: 8, title: 'Mentoria' },
          created_at: '2026-11-25T10:00:00.000Z',
        },
      ],
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const [deleted, edited, created] = rows.map((row) => within(row as HTMLElement));
    await expect(deleted?.getByText('Excluiu um produto')).toBeVisible();
    await expect(
      deleted?.getByText(
        'Plano antigo (produto nº 7) · 12 pessoas perderam o acesso · 2 cursos excluídos',
      ),
    ).toBeVisible();
    await expect(edited?.getByText('Alterou um produto')).toBeVisible();
    await expect(
      edited?.getByText('<b>Plano Anual</b> (produto nº 3) · alterou: preço, link de compra'),
    ).toBeVisible();
    await expect(created?.getByText('Mentoria (produto nº 8)')).toBeVisible();
    // No person, and not "Conta excluída": nobody's account was acted upon.
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByText(m.noPerson)).toHaveLength(3);
    await expect(table.queryByText(m.removed)).toBeNull();
  },
};

/**
 * On a phone (375 px) each entry is a card: when, what, who and "Pessoa", all on the screen with
 * nothing to scroll sideways (the table hid "Pessoa" past the right edge).
 */
export const OnAPhone: Story = {
  parameters: { ...listed, testViewport: { width: 375, height: 720 } },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: m.list });
    await expect(list).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText('Cancelou uma assinatura')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Maria da Silva' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Equipe Aula' })).toBeVisible();
    await expect(first.getByText(m.whom)).toBeVisible();
    // A name is text, never markup, in a card too.
    await expect(
      within(cards[1] as HTMLElement).getByText('<img src=x onerror=alert(1)>'),
    ).toBeVisible();
    // Nothing wider than the screen.
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Empty: Story = {
  parameters: mswParameters(
    ...signedIn({ ...admin, is_admin: true, is_student: false }),
    mockEndpoint('listAdminAudit', { data: [] }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.emptyTitle)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: mswParameters(
    ...signedIn({ ...admin, is_admin: true, is_student: false }),
    mockState.loading('listAdminAudit'),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.loading)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  },
};

export const LoadError: Story = loadErrorStory(
  [
    ...signedIn({ ...admin, is_admin: true, is_student: false }),
    mockState.serverErrorHtml('listAdminAudit'),
  ],
  m.loadError,
  8000,
);
