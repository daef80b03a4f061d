import type { PurchaseEvent } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, mockEndpoint } from '../../testing';
import { listServer, renderWithStoryListQuery, rowsOf, searchMatches } from '../list/list-stories';
import { purchaseEventFixtures } from './fixtures';
import { Sales, salesMessages } from './sales';
import { DEFAULT_SALES_QUERY } from './sales-query';

/**
 * A small server over `rows`: filters as the API does, and a reprocess that succeeds once
 * `mapped` (the admin fixed the product's mapping) and leaves the event failed otherwise.
 */
function server(initial: PurchaseEvent[] = purchaseEventFixtures, options = { mapped: true }) {
  let rows = initial.map((event) => ({ ...event }));
  const seen: string[] = [];
  return {
    seen,
    handlers: [
      csrfCookieHandler,
      listServer(
        'listPurchaseEvents',
        () => rows,
        (event, params) =>
          (!params.get('platform') || event.platform === params.get('platform')) &&
          (!params.get('status') || event.status === params.get('status')) &&
          searchMatches(params, event.buyer_email ?? '', event.buyer_name ?? ''),
        { seen, perPage: 25 },
      ),
      mockEndpoint('reprocessPurchaseEvent', ({ params }) => {
        const id = Number(params.id);
        rows = rows.map((event) =>
          event.id === id && options.mapped
            ? {
                ...event,
                status: 'processed' as const,
                error: null,
                product: { id: 2, slug: 'dados-com-python', title: 'Dados com Python' },
                outcome: 'Conta criada e convite enviado: acesso vitalício a Dados com Python.',
                attempts: event.attempts + 1,
              }
            : event.id === id
              ? { ...event, attempts: event.attempts + 1 }
              : event,
        );
        return { data: rows.find((event) => event.id === id) as PurchaseEvent };
      }),
    ],
  };
}

const notify = fn();

const meta = {
  title: 'features/admin/Sales',
  component: Sales,
  render: renderWithStoryListQuery(Sales),
  args: { query: DEFAULT_SALES_QUERY, onQueryChange: fn(), notify },
  beforeEach: () => {
    notify.mockClear();
  },
  parameters: { msw: { handlers: server().handlers } },
} satisfies Meta<typeof Sales>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The latest events: platform, buyer, product, status and what Aula did, the error in its row. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vendas' })).toBeVisible();
    await expect(await canvas.findByText('3 eventos')).toBeVisible();
    const rows = await rowsOf(canvasElement);
    await expect(rows).toHaveLength(3);
    const failed = within(rows[0] as HTMLElement);
    await expect(failed.getByText('Carla Mendes')).toBeVisible();
    await expect(failed.getByText('Kiwify')).toBeVisible();
    await expect(failed.getByText('Com erro')).toBeVisible();
    await expect(failed.getByText(/kw-novo-123 da Kiwify não está ligado/)).toBeVisible();
    await expect(
      failed.getByRole('button', { name: 'Reprocessar o evento de carla@example.com' }),
    ).toBeEnabled();
    // An applied event has nothing to reprocess.
    await expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(
      within(rows[1] as HTMLElement).getByText('Reembolso: acesso a Dados com Python removido.'),
    ).toBeVisible();
  },
};

const filtering = server();
/** Platform and status go to the URL (onQueryChange) and to the server. */
export const Filters: Story = {
  parameters: { msw: { handlers: filtering.handlers } },
  play: async ({ args, canvas }) => {
    await canvas.findByText('3 eventos');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: salesMessages.platform }),
      'hotmart',
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SALES_QUERY,
      platform: 'hotmart',
    });
    await expect(await canvas.findByText('1 evento')).toBeVisible();
    await expect(filtering.seen.at(-1)).toContain('platform=hotmart');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: salesMessages.status }),
      'failed',
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SALES_QUERY,
      platform: 'hotmart',
      status: 'failed',
    });
    await expect(await canvas.findByText(salesMessages.noMatchTitle)).toBeVisible();
  },
};

/** "Reprocessar" after the mapping was fixed: the row is applied, and a toast says so. */
export const Reprocess: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reprocessar o evento de carla@example.com' }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', salesMessages.reprocessed));
    const rows = await rowsOf(canvasElement);
    await waitFor(() => expect(within(rows[0] as HTMLElement).getByText('Aplicado')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /^Reprocessar/ })).toBeNull();
  },
};

/** Still unmapped: the event stays failed and the toast says to read the row's message. */
export const ReprocessStillFailing: Story = {
  parameters: { msw: { handlers: server(purchaseEventFixtures, { mapped: false }).handlers } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reprocessar o evento de carla@example.com' }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', salesMessages.stillFailing));
    await expect(
      within((await rowsOf(canvasElement))[0] as HTMLElement).getByText('Com erro'),
    ).toBeVisible();
  },
};

/** No event yet: what the page will hold. */
export const Empty: Story = {
  parameters: { msw: { handlers: server([]).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(salesMessages.emptyTitle)).toBeVisible();
  },
};
