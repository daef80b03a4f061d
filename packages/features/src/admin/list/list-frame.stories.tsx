import { Button, FormField, Input } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ListFrame } from './list-frame';

const meta = {
  title: 'features/admin/list/ListFrame',
  component: ListFrame,
  args: {
    title: 'Cursos',
    intro: 'Os cursos da escola.',
    actions: <Button>Novo curso</Button>,
    filtersLabel: 'Filtrar cursos',
    filters: (
      <FormField label="Buscar cursos">
        <Input type="search" size="md" />
      </FormField>
    ),
    loading: false,
    count: '45 cursos',
    pagination: {
      label: 'Páginas de cursos',
      meta: { current_page: 2, last_page: 3, per_page: 15, total: 45 },
      onPageChange: fn(),
    },
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
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Novo curso' })).toBeVisible();
    const filters = canvas.getByRole('search', { name: 'Filtrar cursos' });
    await expect(within(filters).getByRole('searchbox', { name: 'Buscar cursos' })).toBeVisible();
    await expect(canvas.getByText('45 cursos')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Cursos' })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Páginas de cursos' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));
    await expect(args.pagination.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** A tab inside a page: its title is a level-2 heading. */
export const InATab: Story = {
  args: { level: 2, title: 'Alunos', actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alunos' })).toBeVisible();
  },
};

/** Before the first answer: the section is busy, no count yet, no pages. */
export const Loading: Story = {
  args: {
    loading: true,
    count: null,
    pagination: { label: 'Páginas de cursos', meta: undefined, onPageChange: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).closest('section')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The list could not be read: the message and a retry instead of the rows. */
export const LoadFailed: Story = {
  args: {
    loadError: {
      title: 'Não foi possível carregar os cursos.',
      error: new Error('x'),
      onRetry: fn(),
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Não foi possível carregar os cursos.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Cursos' })).toBeNull();
    await expect(canvas.queryByText('45 cursos')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(args.loadError?.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A selection's actions beside the count. */
export const WithToolbar: Story = {
  args: { toolbar: <Button size="sm">Excluir selecionados</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excluir selecionados' })).toBeVisible();
  },
};
