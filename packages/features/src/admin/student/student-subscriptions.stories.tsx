import type { Subscription } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, makeProduct, mockEndpoint, mockState } from '../../testing';
import { errorResponse } from '../../testing/mock';
import { loadFailedStory } from '../list/drawer-list-stories';
import { frontEnd, makeAdminSubscription, python, studentSubscriptions } from './fixtures';
import {
  formatSchoolDate,
  studentSubscriptionsMessages as m,
  StudentSubscriptions,
} from './student-subscriptions';

/** A small server keeping the student's subscriptions, so the drawer's changes come back. */
function server(initial: Subscription[] = studentSubscriptions, bodies: unknown[] = []) {
  let rows = initial.map((s) => ({ ...s }));
  const pick = (url: string) => Number(/subscriptions\/(\d+)/.exec(url)?.[1]);
  return [
    csrfCookieHandler,
    mockEndpoint('listProducts', {
      data: [makeProduct(frontEnd), makeProduct(python)],
    }),
    mockEndpoint('listAdminStudentSubscriptions', () => ({ data: rows })),
    mockEndpoint('updateAdminStudentSubscription', async ({ request }) => {
      const body = (await request.json()) as { ends_at: string | null };
      bodies.push(body);
      const id = pick(request.url);
      rows = rows.map((s) =>
        s.product.id === id
          ? {
              ...s,
              ends_at: body.ends_at ? `${body.ends_at}T23:59:59.999-03:00` : null,
              status: 'active',
            }
          : s,
      );
      const updated = rows.find((s) => s.product.id === id) as Subscription;
      return {
        data: { ...updated, ends_at: updated.ends_at && new Date(updated.ends_at).toISOString() },
      };
    }),
    mockEndpoint('cancelAdminStudentSubscription', ({ request }) => {
      const id = pick(request.url);
      rows = rows.map((s) =>
        s.product.id === id ? { ...s, status: 'canceled', ends_at: new Date().toISOString() } : s,
      );
      return { data: rows.find((s) => s.product.id === id) as Subscription };
    }),
    mockEndpoint('grantAdminStudentSubscription', async ({ request }) => {
      const body = (await request.json()) as { product_id: number; ends_at: string | null };
      bodies.push(body);
      if (rows.some((s) => s.product.id === body.product_id && s.status === 'active')) {
        return errorResponse(422, 'ValidationException', {
          errors: { product_id: ['Este estudante já tem uma assinatura ativa deste produto.'] },
        });
      }
      const granted = makeAdminSubscription({
        product: body.product_id === python.id ? python : frontEnd,
        provider: 'manual',
        ends_at: null,
      });
      rows = [granted, ...rows.filter((s) => s.product.id !== body.product_id)];
      return { data: granted };
    }),
  ];
}

const meta = {
  title: 'features/admin/StudentSubscriptions',
  component: StudentSubscriptions,
  args: { studentId: 2, notify: fn() },
  parameters: { msw: { handlers: server() } },
} satisfies Meta<typeof StudentSubscriptions>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvas: ReturnType<typeof within>, product: string) => {
  const cell = await canvas.findByRole('rowheader', { name: product });
  return within(cell.closest('tr') as HTMLElement);
};
const openDrawer = async (canvas: ReturnType<typeof within>, product: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: m.manageLabel(product) }));
  return within(await within(document.body).findByRole('dialog', { name: product }));
};

/** Opens `product`'s drawer, types a new end date (`ddmmyyyy`) and saves it. */
const saveNewEnd = async (canvas: ReturnType<typeof within>, product: string, date: string) => {
  const drawer = await openDrawer(canvas, product);
  const field = drawer.getByRole('textbox', { name: m.newEnd });
  await userEvent.clear(field);
  await userEvent.type(field, date);
  await userEvent.click(drawer.getByRole('button', { name: m.saveEnd }));
  return { drawer, field };
};

/** Each subscription: state, provider, start and end (in the school's calendar). */
export const List: Story = {
  play: async ({ canvas }) => {
    const front = await rowOf(canvas, 'Formação Front-end');
    await expect(front.getByText('ativa')).toBeVisible();
    await expect(front.getByText('Hotmart')).toBeVisible();
    await expect(front.getByText('10/03/2026')).toBeVisible();
    await expect(front.getByText('10/03/2027')).toBeVisible();
    const career = await rowOf(canvas, 'Carreira em Tecnologia');
    await expect(career.getByText('em teste')).toBeVisible();
    await expect(career.getByText('Equipe Aula')).toBeVisible();
    await expect((await rowOf(canvas, 'Dados com Python')).getByText('expirada')).toBeVisible();
  },
};

/** The drawer: state, provider, dates; the end date field starts on the current end. */
export const DrawerOpen: Story = {
  play: async ({ canvas }) => {
    const drawer = await openDrawer(canvas, 'Formação Front-end');
    await expect(drawer.getByText('Hotmart')).toBeVisible();
    await expect(drawer.getByTestId('subscription-ends-at')).toHaveTextContent('10/03/2027');
    await expect(drawer.getByRole('textbox', { name: m.newEnd })).toHaveValue('10/03/2027');
    await expect(drawer.getByRole('button', { name: m.cancel })).toBeVisible();
  },
};

const endBodies: unknown[] = [];
/** A new end date: the day goes to the API, the drawer and the list show it, a toast says so. */
export const EditEndDate: Story = {
  parameters: { msw: { handlers: server(studentSubscriptions, endBodies) } },
  play: async ({ args, canvas }) => {
    const { drawer } = await saveNewEnd(canvas, 'Formação Front-end', '31012030');
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', m.endSaved('Formação Front-end')),
    );
    await expect(endBodies.at(-1)).toEqual({ ends_at: '2030-01-31' });
    await waitFor(() =>
      expect(drawer.getByTestId('subscription-ends-at')).toHaveTextContent('31/01/2030'),
    );
    await userEvent.keyboard('{Escape}');
    await expect((await rowOf(canvas, 'Formação Front-end')).getByText('31/01/2030')).toBeVisible();
  },
};

/** The server refuses the date: its pt-BR message on the field, the typed date kept. */
export const EditEndDateRefused: Story = {
  parameters: {
    msw: {
      // The first handler that matches answers: the refusal before the small server.
      handlers: [
        mockEndpoint('updateAdminStudentSubscription', () =>
          errorResponse(422, 'ValidationException', {
            errors: { ends_at: ['Uma assinatura vitalícia não tem data de término.'] },
          }),
        ),
        ...server(),
      ],
    },
  },
  play: async ({ args, canvas }) => {
    const { drawer, field } = await saveNewEnd(canvas, 'Formação Front-end', '31012030');
    await expect(
      await drawer.findByText('Uma assinatura vitalícia não tem data de término.'),
    ).toBeVisible();
    await expect(field).toHaveValue('31/01/2030');
    await expect(drawer.getByTestId('subscription-ends-at')).toHaveTextContent('10/03/2027');
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** Cancel asks first; confirmed, the state is canceled and a toast says so. */
export const CancelConfirm: Story = {
  parameters: { msw: { handlers: server() } },
  play: async ({ args, canvas }) => {
    const drawer = await openDrawer(canvas, 'Formação Front-end');
    await userEvent.click(drawer.getByRole('button', { name: m.cancel }));
    const confirm = within(
      await within(document.body).findByRole('alertdialog', {
        name: m.cancelTitle('Formação Front-end'),
      }),
    );
    await expect(confirm.getByText(m.cancelText)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: m.cancelConfirm }));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', m.canceled('Formação Front-end')),
    );
    await waitFor(() => expect(drawer.getByText('cancelada')).toBeVisible());
    await expect(drawer.queryByRole('button', { name: m.cancel })).toBeNull();
  },
};

const grantBodies: unknown[] = [];
/** Granting a manual subscription: product and optional end; the list shows it. */
export const Grant: Story = {
  parameters: {
    msw: {
      handlers: server(
        studentSubscriptions.filter((s) => s.product.id !== python.id),
        grantBodies,
      ),
    },
  },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('rowheader', { name: 'Formação Front-end' });
    await userEvent.click(canvas.getByRole('button', { name: m.grant }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: m.grantTitle }));
    await userEvent.click(drawer.getByRole('button', { name: m.grantSubmit }));
    await expect(await drawer.findByText(m.productRequired)).toBeVisible();
    const product = drawer.getByRole('combobox', { name: m.grantProduct });
    await waitFor(() => expect(within(product).getByText('Dados com Python')).toBeTruthy());
    await userEvent.selectOptions(product, String(python.id));
    await userEvent.click(drawer.getByRole('button', { name: m.grantSubmit }));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', m.granted('Dados com Python')),
    );
    await expect(grantBodies.at(-1)).toEqual({ product_id: python.id, ends_at: null });
    await expect(await canvas.findByRole('rowheader', { name: 'Dados com Python' })).toBeVisible();
  },
};

/** A product the student already has active: the server's pt-BR 422 on the product field. */
export const GrantAlreadyActive: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('rowheader', { name: 'Formação Front-end' });
    await userEvent.click(canvas.getByRole('button', { name: m.grant }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: m.grantTitle }));
    const product = drawer.getByRole('combobox', { name: m.grantProduct });
    await waitFor(() => expect(within(product).getByText('Formação Front-end')).toBeTruthy());
    await userEvent.selectOptions(product, String(frontEnd.id));
    await userEvent.click(drawer.getByRole('button', { name: m.grantSubmit }));
    await expect(
      await drawer.findByText('Este estudante já tem uma assinatura ativa deste produto.'),
    ).toBeVisible();
    await expect(product).toHaveValue(String(frontEnd.id));
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** No subscription yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: server([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.emptyTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.grant })).toBeEnabled();
  },
};

/** The list fails to load. */
export const LoadFailed: Story = loadFailedStory('listAdminStudentSubscriptions', m.loadError);

/** Waiting for the server: a busy table. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [csrfCookieHandler, mockState.loading('listAdminStudentSubscriptions')] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(formatSchoolDate('2030-02-01T02:59:59.999Z')).toBe('31/01/2030');
  },
};
