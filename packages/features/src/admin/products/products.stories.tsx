import { type AdminProduct, type ProductInput, platformIdTakenMessage } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint } from '../../testing';
import { errorResponse } from '../../testing/mock';
import { expectLinkTo } from '../../testing/story-expect';
import {
  loadFailedStory,
  loadingStory,
  resetStoryServers,
  storyServerState,
} from '../list/drawer-list-stories';
import { adminProductFixtures, productDeletePreviewFixture } from './fixtures';
import { AdminProducts, productMessages } from './products';

/** A server holding `initial`, refusing a platform id another product has, as the API does. */
function server(initial: AdminProduct[]) {
  const state = storyServerState(() => [...initial]);
  const save = (body: ProductInput, id: number) => {
    for (const one of body.platform_ids) {
      const owner = state.rows.find(
        (row) =>
          row.id !== id &&
          row.platform_ids.some(
            (x) => x.platform === one.platform && x.external_id === one.external_id,
          ),
      );
      if (owner) {
        return errorResponse(422, 'ValidationException', {
          errors: {
            platform_ids: [platformIdTakenMessage(one.platform, one.external_id, owner.title)],
          },
        });
      }
    }
    const before = state.rows.find((row) => row.id === id);
    const row: AdminProduct = {
      id,
      slug: body.slug,
      title: body.title,
      description: body.description ?? null,
      cover_url: body.cover_url ?? null,
      can_comment: body.can_comment,
      price_text: body.price_text ?? null,
      offer_url: body.offer_url ?? null,
      platform_ids: body.platform_ids,
      courses: before?.courses ?? [],
      students_count: before?.students_count ?? 0,
    };
    state.rows = [...state.rows.filter((r) => r.id !== id), row].sort((a, b) =>
      a.title.localeCompare(b.title),
    );
    return { data: row };
  };
  return [
    csrfCookieHandler,
    meHandlers.user(),
    mockEndpoint('listAdminProducts', () => ({ data: state.rows })),
    mockEndpoint('createProduct', async ({ request }) =>
      save((await request.json()) as ProductInput, state.next++),
    ),
    mockEndpoint('updateProduct', async ({ request, params }) =>
      save((await request.json()) as ProductInput, Number(params.id)),
    ),
    mockEndpoint('productDeletePreview', { data: productDeletePreviewFixture }),
    mockEndpoint('deleteProduct', ({ params }) => {
      state.rows = state.rows.filter((row) => row.id !== Number(params.id));
      return undefined;
    }),
  ];
}

const meta = {
  title: 'features/admin/AdminProducts',
  component: AdminProducts,
  args: { notify: fn() },
  parameters: { msw: { handlers: server(adminProductFixtures) } },
  beforeEach: resetStoryServers,
} satisfies Meta<typeof AdminProducts>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const rowOf = async (canvas: ReturnType<typeof within>, text: string) => {
  const table = within(await canvas.findByRole('table', { name: productMessages.caption }));
  return within((await table.findByText(text)).closest('tr') as HTMLElement);
};

/** The list: price text, offer link's host, courses, students; closed comments say so. */
export const List: Story = {
  play: async ({ canvas }) => {
    const front = await rowOf(canvas, 'Formação Front-end');
    await expect(front.getByText('12x de R$ 49,70')).toBeVisible();
    await expectLinkTo(front, 'pay.hotmart.com', 'https://pay.hotmart.com/F100000001A');
    await expect(front.getByText('2 cursos')).toBeVisible();
    await expect(front.getByText('42 alunos')).toBeVisible();
    const career = await rowOf(canvas, 'Carreira em Tecnologia');
    await expect(career.getByText(productMessages.noPrice)).toBeVisible();
    await expect(career.getByText(productMessages.commentsClosed)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: server([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(productMessages.emptyTitle)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = loadingStory('listAdminProducts', 'products-loading');

export const LoadFailed: Story = loadFailedStory('listAdminProducts', productMessages.loadError);

async function openCreate(canvas: ReturnType<typeof within>, element: HTMLElement) {
  await userEvent.click(await canvas.findByRole('button', { name: productMessages.add }));
  return within(await body(element).findByRole('dialog', { name: productMessages.addTitle }));
}

async function type(drawer: ReturnType<typeof within>, name: RegExp, value: string) {
  const input = drawer.getByRole('textbox', { name });
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

/** Creating: name, slug, price, an https offer link and a Hotmart id; listed after saving. */
export const DrawerCreate: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const drawer = await openCreate(canvas, canvasElement);
    await type(drawer, /^Nome/, 'Mentoria');
    await type(drawer, /Endereço \(slug\)/, 'mentoria');
    await type(drawer, /Preço mostrado/, 'R$ 497,00');
    await type(drawer, /Link da oferta/, 'https://pay.hotmart.com/M1');
    await type(drawer, /Ids do produto na Hotmart/, '3456789');
    await userEvent.click(drawer.getByRole('button', { name: productMessages.save }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', productMessages.added));
    const row = await rowOf(canvas, 'Mentoria');
    await expect(row.getByText('R$ 497,00')).toBeVisible();
  },
};

/** An http offer link is refused on its field in pt-BR before anything is sent. */
export const DrawerInvalidOffer: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const drawer = await openCreate(canvas, canvasElement);
    await type(drawer, /^Nome/, 'Mentoria');
    await type(drawer, /Endereço \(slug\)/, 'mentoria');
    await type(drawer, /Link da oferta/, 'http://pay.hotmart.com/M1');
    await userEvent.click(drawer.getByRole('button', { name: productMessages.save }));
    await expect(
      drawer.getByRole('textbox', { name: /Link da oferta/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Use o endereço https://'));
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** A Hotmart id another product has comes back in pt-BR; everything typed stays. */
export const PlatformIdConflict: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const drawer = await openCreate(canvas, canvasElement);
    await type(drawer, /^Nome/, 'Mentoria');
    await type(drawer, /Endereço \(slug\)/, 'mentoria');
    await type(drawer, /Ids do produto na Hotmart/, '1000001');
    await userEvent.click(drawer.getByRole('button', { name: productMessages.save }));
    await expect(await drawer.findByTestId('platform-error')).toHaveTextContent(
      'O id 1000001 da Hotmart já pertence ao produto “Formação Front-end”.',
    );
    await expect(drawer.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Mentoria');
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** Editing opens the drawer filled in; comments can be opened on a closed product. */
export const EditOpensComments: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: productMessages.edit('Carreira em Tecnologia') }),
    );
    const drawer = within(
      await body(canvasElement).findByRole('dialog', { name: productMessages.editTitle }),
    );
    const comments = drawer.getByRole('checkbox', { name: productMessages.canComment });
    await expect(comments).not.toBeChecked();
    await expect(drawer.getByText('Primeiro emprego em tech')).toBeVisible();
    await userEvent.click(comments);
    await userEvent.click(drawer.getByRole('button', { name: productMessages.save }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', productMessages.saved));
    const row = await rowOf(canvas, 'Carreira em Tecnologia');
    await waitFor(() => expect(row.queryByText(productMessages.commentsClosed)).toBeNull());
  },
};

/** "Excluir" says first how many students lose access and what goes with it. */
export const DeleteSaysWhatItTakes: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: productMessages.remove('Formação Front-end') }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', {
        name: productMessages.confirmTitle('Formação Front-end'),
      }),
    );
    // Retried: the dialog may still be fading in (opacity) when the preview's answer lands.
    await waitFor(() => expect(dialog.getByText(/42 alunos perderão acesso/)).toBeVisible());
    await expect(dialog.getByText(/2 cursos e 18 aulas serão excluídos/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', productMessages.removed),
    );
    const table = within(canvas.getByRole('table', { name: productMessages.caption }));
    await waitFor(() => expect(table.queryByText('Formação Front-end')).toBeNull());
  },
};
