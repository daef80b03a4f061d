import { TRIAL_OVERLAP_MESSAGE, type TrialPeriod, type TrialPeriodInput } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint } from '../../testing';
import { FIXTURE_NOW } from '../../testing/fixtures';
import { errorResponse } from '../../testing/mock';
import {
  loadFailedStory,
  loadingStory,
  resetStoryServers,
  storyServerState,
} from '../list/drawer-list-stories';
import { makeTrialPeriod, trialPeriodFixtures } from './fixtures';
import { TrialPeriods, trialMessages } from './trial-periods';

const PRODUCTS = [
  { id: 1, slug: 'formacao-front-end', title: 'Formação Front-end' },
  { id: 2, slug: 'dados-com-python', title: 'Dados com Python' },
  { id: 3, slug: 'carreira-em-tecnologia', title: 'Carreira em Tecnologia' },
];

/** A server holding `initial`, refusing overlapping ranges of one product as the API does. */
function server(initial: TrialPeriod[]) {
  const state = storyServerState(() => [...initial]);
  const save = (body: TrialPeriodInput, id: number) => {
    const overlaps = state.rows.some(
      (row) =>
        row.id !== id &&
        row.product.id === body.product_id &&
        row.starts_on <= body.ends_on &&
        row.ends_on >= body.starts_on,
    );
    if (overlaps) {
      return errorResponse(422, 'ValidationException', {
        errors: { starts_on: [TRIAL_OVERLAP_MESSAGE] },
      });
    }
    const product = PRODUCTS.find((p) => p.id === body.product_id) ?? PRODUCTS[0];
    const row: TrialPeriod = {
      id,
      product: product as TrialPeriod['product'],
      starts_on: body.starts_on,
      ends_on: body.ends_on,
      days: body.days,
      is_active: body.starts_on <= '2026-11-21' && body.ends_on >= '2026-11-21',
      granted_count: 0,
    };
    state.rows = [...state.rows.filter((r) => r.id !== id), row].sort((a, b) =>
      b.starts_on.localeCompare(a.starts_on),
    );
    return { data: row };
  };
  return [
    csrfCookieHandler,
    meHandlers.user(),
    mockEndpoint('listProducts', {
      data: PRODUCTS.map((p) => ({
        ...p,
        description: null,
        cover_url: null,
        can_comment: true,
        courses_count: 1,
      })),
    }),
    mockEndpoint('listTrialPeriods', () => ({ data: state.rows })),
    mockEndpoint('createTrialPeriod', async ({ request }) =>
      save((await request.json()) as TrialPeriodInput, state.next++),
    ),
    mockEndpoint('updateTrialPeriod', async ({ request, params }) =>
      save((await request.json()) as TrialPeriodInput, Number(params.id)),
    ),
    mockEndpoint('deleteTrialPeriod', async ({ params }) => {
      await delay(50);
      state.rows = state.rows.filter((row) => row.id !== Number(params.id));
      return undefined;
    }),
  ];
}

const meta = {
  title: 'features/admin/TrialPeriods',
  component: TrialPeriods,
  args: { notify: fn(), now: FIXTURE_NOW },
  parameters: { msw: { handlers: server(trialPeriodFixtures) } },
  beforeEach: resetStoryServers,
} satisfies Meta<typeof TrialPeriods>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
/** The table's row naming `text` (phones get cards instead, hidden at this width). */
const rowOf = async (canvas: ReturnType<typeof within>, text: string) => {
  const table = within(await canvas.findByRole('table', { name: trialMessages.caption }));
  return within((await table.findByText(text)).closest('tr') as HTMLElement);
};

/** The list: product, the interval in pt-BR, the days and whether it is active now or scheduled. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: trialMessages.caption });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    const career = await rowOf(canvas, 'Carreira em Tecnologia');
    await expect(career.getByText('1 de dez. de 2026 a 31 de dez. de 2026')).toBeVisible();
    await expect(career.getByText('7 dias')).toBeVisible();
    // It starts on 1 Dec, after FIXTURE_NOW (21 Nov): scheduled, not "out of range".
    await expect(career.getByText(trialMessages.scheduled)).toBeVisible();
    await expect(career.queryByText('fora do intervalo')).toBeNull();
    const frontEnd = await rowOf(canvas, 'Formação Front-end');
    await expect(frontEnd.getByText('15 de nov. de 2026 a 30 de nov. de 2026')).toBeVisible();
    await expect(frontEnd.getByText(trialMessages.active)).toBeVisible();
    await expect(frontEnd.getByText(trialMessages.granted(12))).toBeVisible();
  },
};

/** A period whose interval is over reads "encerrado"; one still to come "agendado". */
export const Ended: Story = {
  parameters: {
    msw: {
      handlers: server([
        ...trialPeriodFixtures,
        makeTrialPeriod({
          id: 3,
          product: { id: 2, slug: 'dados-com-python', title: 'Dados com Python' },
          starts_on: '2026-10-01',
          ends_on: '2026-10-31',
          is_active: false,
        }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    const python = await rowOf(canvas, 'Dados com Python');
    await expect(python.getByText(trialMessages.ended)).toBeVisible();
    const career = await rowOf(canvas, 'Carreira em Tecnologia');
    await expect(career.getByText(trialMessages.scheduled)).toBeVisible();
  },
};

/** No period: the empty state offers to create one. */
export const Empty: Story = {
  parameters: { msw: { handlers: server([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(trialMessages.emptyTitle)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: trialMessages.add })).toHaveLength(1);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByTestId('trial-card')).toBeNull();
  },
};

export const Loading: Story = loadingStory('listTrialPeriods', 'trials-loading');

export const LoadFailed: Story = loadFailedStory('listTrialPeriods', trialMessages.loadError);

async function openCreate(canvas: ReturnType<typeof within>, element: HTMLElement) {
  await userEvent.click(await canvas.findByRole('button', { name: trialMessages.add }));
  return within(await body(element).findByRole('dialog', { name: trialMessages.addTitle }));
}

async function fill(
  drawer: ReturnType<typeof within>,
  values: { product?: string; starts: string; ends: string; days: string },
) {
  if (values.product) {
    const select = drawer.getByRole('combobox', { name: /Produto/ });
    await waitFor(() => expect(within(select).getByText(values.product as string)).toBeTruthy());
    await userEvent.selectOptions(select, values.product);
  }
  const starts = drawer.getByRole('textbox', { name: /Início/ });
  await userEvent.clear(starts);
  await userEvent.type(starts, values.starts);
  await userEvent.tab();
  const ends = drawer.getByRole('textbox', { name: /Término/ });
  await userEvent.clear(ends);
  await userEvent.type(ends, values.ends);
  await userEvent.tab();
  const days = drawer.getByRole('spinbutton', { name: /Dias de teste/ });
  await userEvent.clear(days);
  await userEvent.type(days, values.days);
}

/** Fills the drawer's fields and saves. */
async function fillAndSave(drawer: ReturnType<typeof within>, values: Parameters<typeof fill>[1]) {
  await fill(drawer, values);
  await userEvent.click(drawer.getByRole('button', { name: trialMessages.save }));
}

/** The drawer creates a period: it is listed, and a toast says so. */
export const DrawerCreate: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const drawer = await openCreate(canvas, canvasElement);
    await fillAndSave(drawer, {
      product: 'Dados com Python',
      starts: '01012027',
      ends: '31012027',
      days: '10',
    });
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', trialMessages.added));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const row = await rowOf(canvas, 'Dados com Python');
    await expect(row.getByText('1 de jan. de 2027 a 31 de jan. de 2027')).toBeVisible();
    await expect(row.getByText('10 dias')).toBeVisible();
  },
};

/** Days out of 1–30 and an end before the start are refused on their fields before sending. */
export const DrawerInvalid: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const drawer = await openCreate(canvas, canvasElement);
    await fillAndSave(drawer, {
      product: 'Dados com Python',
      starts: '10012027',
      ends: '05012027',
      days: '31',
    });
    await expect(drawer.getByRole('textbox', { name: /Término/ })).toHaveAccessibleDescription(
      // The picker itself refuses a day before the start.
      expect.stringContaining('Escolha uma data a partir de 10/01/2027.'),
    );
    await expect(
      drawer.getByRole('spinbutton', { name: /Dias de teste/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('O teste dura de 1 a 30 dias.'));
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** An interval overlapping another of the product comes back on "Início"; the form keeps it all. */
export const OverlapError: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const drawer = await openCreate(canvas, canvasElement);
    await fillAndSave(drawer, {
      product: 'Carreira em Tecnologia',
      starts: '20122026',
      ends: '10012027',
      days: '7',
    });
    const starts = drawer.getByRole('textbox', { name: /Início/ });
    await waitFor(() =>
      expect(starts).toHaveAccessibleDescription(expect.stringContaining(TRIAL_OVERLAP_MESSAGE)),
    );
    await expect(starts).toHaveValue('20/12/2026');
    await expect(drawer.getByRole('textbox', { name: /Término/ })).toHaveValue('10/01/2027');
    await expect(drawer.getByRole('combobox', { name: /Produto/ })).toHaveValue('3');
    await expect(args.notify).not.toHaveBeenCalled();
    // Moved after the other period, it is saved.
    await fillAndSave(drawer, { starts: '01012027', ends: '10012027', days: '7' });
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', trialMessages.added));
  },
};

/** "Editar" opens the drawer filled in; saving shows the new days (it does not overlap itself). */
export const Edit: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: trialMessages.edit('Carreira em Tecnologia') }),
    );
    const drawer = within(
      await body(canvasElement).findByRole('dialog', { name: trialMessages.editTitle }),
    );
    await expect(drawer.getByRole('textbox', { name: /Início/ })).toHaveValue('01/12/2026');
    await expect(drawer.getByRole('textbox', { name: /Término/ })).toHaveValue('31/12/2026');
    const days = drawer.getByRole('spinbutton', { name: /Dias de teste/ });
    await expect(days).toHaveValue(7);
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(drawer.getByRole('button', { name: trialMessages.save }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', trialMessages.saved));
    const row = await rowOf(canvas, 'Carreira em Tecnologia');
    await waitFor(() => expect(row.getByText('14 dias')).toBeVisible());
  },
};

/** "Excluir" asks first; confirmed, the row goes and a toast says so. */
export const DeleteConfirm: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: trialMessages.remove('Formação Front-end') }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', {
        name: trialMessages.confirmTitle('Formação Front-end'),
      }),
    );
    await waitFor(() => expect(dialog.getByText(trialMessages.confirmDescription)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    const table = within(canvas.getByRole('table', { name: trialMessages.caption }));
    await waitFor(() => expect(table.queryByText('Formação Front-end')).toBeNull());
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', trialMessages.removed));
    await expect(table.getByText('Carreira em Tecnologia')).toBeVisible();
  },
};
