import { Button } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ListFrame } from './list-frame';

const messages = {
  title: 'Cursos',
  intro: 'Os cursos da escola.',
  filters: 'Filtrar cursos',
  loadError: 'Não foi possível carregar os cursos.',
  pagination: 'Páginas de cursos',
  search: 'Buscar cursos',
  emptyTitle: 'Nenhum curso ainda',
  noMatchTitle: 'Nenhum curso encontrado',
  noMatchText: 'Tente outros filtros.',
};

const meta = {
  title: 'features/admin/list/ListFrame',
  component: ListFrame,
  args: {
    messages,
    actions: <Button>Novo curso</Button>,
    controls: {
      filtered: false,
      searchText: '',
      search: fn(),
      goToPage: fn(),
      clearFilters: fn(),
    },
    list: {
      data: { data: [], meta: { current_page: 2, last_page: 3, per_page: 15, total: 45 } },
      isLoading: false,
      mutate: fn(),
    },
    count: (total: number) => `${total} cursos`,
    children: (
      <ul aria-label="Cursos">
        <li>React do zero</li>
      </ul>
    ),
  },
} satisfies Meta<typeof ListFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, actions, the filters' landmark, the count, the rows and the pages. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Novo curso' })).toBeVisible();
    // The filters' landmark (`<search>`), named.
    const filters = canvasElement.querySelector('search') as HTMLElement;
    await expect(filters).toHaveAttribute('aria-label', 'Filtrar cursos');
    await expect(within(filters).getByRole('searchbox', { name: 'Buscar cursos' })).toBeVisible();
    await expect(canvas.getByText('45 cursos')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Cursos' })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Páginas de cursos' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));
    await expect(args.controls.goToPage).toHaveBeenCalledWith(3);
  },
};

/** A tab inside a page: its title is a level-2 heading. */
export const InATab: Story = {
  args: {
    level: 2,
    messages: { ...messages, title: 'Alunos' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alunos' })).toBeVisible();
  },
};

/** Before the first answer: the section is busy, no count yet, no pages. */
export const Loading: Story = {
  args: { list: { isLoading: true, mutate: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).closest('section')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText(/^\d+ cursos$/)).toBeNull();
  },
};

/** The list could not be read: the message and a retry instead of the rows. */
export const LoadFailed: Story = {
  args: { list: { error: new Error('offline'), isLoading: false, mutate: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Não foi possível carregar os cursos.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Cursos' })).toBeNull();
    await expect(canvas.queryByText('45 cursos')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(args.list.mutate).toHaveBeenCalledTimes(1);
  },
};

/** A selection's actions beside the count. */
export const WithToolbar: Story = {
  args: { toolbar: <Button size="sm">Excluir selecionados</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excluir selecionados' })).toBeVisible();
  },
};

/**
 * The rows as a table: its caption for screen readers, and, on a page past the last one, the
 * empty state's way back to the first page.
 */
export const TablePastTheEnd: Story = {
  args: {
    children: undefined,
    table: {
      caption: 'Cursos da escola',
      columns: [{ id: 'title', header: 'Título', cell: (row) => String(row) }],
      getRowId: (row) => String(row),
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('table', { name: 'Cursos da escola' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para a primeira página' }));
    await expect(args.controls.goToPage).toHaveBeenCalledWith(1);
  },
};
