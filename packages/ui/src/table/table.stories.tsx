import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../badge';
import { Table, type TableColumn } from './table';

interface Student {
  id: string;
  name: string;
  email: string;
  progress: number;
  since: Date;
}

const students: Student[] = [
  {
    id: '1',
    name: 'Maria da Silva',
    email: 'maria@aula.dev',
    progress: 80,
    since: new Date(2026, 2, 10),
  },
  {
    id: '2',
    name: 'Álvaro Souza',
    email: 'alvaro@aula.dev',
    progress: 15,
    since: new Date(2026, 8, 1),
  },
  {
    id: '3',
    name: 'Zuleica Prado',
    email: 'zuleica@aula.dev',
    progress: 100,
    since: new Date(2025, 11, 20),
  },
  {
    id: '4',
    name: 'bruno Lima',
    email: 'bruno@aula.dev',
    progress: 45,
    since: new Date(2026, 5, 5),
  },
];

const columns: TableColumn<Student>[] = [
  { id: 'name', header: 'Nome', cell: (s) => s.name, sortValue: (s) => s.name },
  { id: 'email', header: 'E-mail', cell: (s) => s.email },
  {
    id: 'progress',
    header: 'Progresso',
    align: 'end',
    cell: (s) => (s.progress === 100 ? <Badge color="success">Concluído</Badge> : `${s.progress}%`),
    sortValue: (s) => s.progress,
  },
  {
    id: 'since',
    header: 'Desde',
    cell: (s) => s.since.toLocaleDateString('pt-BR'),
    sortValue: (s) => s.since,
  },
];

const meta = {
  title: 'ui/Table',
  component: Table<Student>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Linhas de dados com cabeçalhos ordenáveis (\`aria-sort\`), seleção opcional de linhas com "selecionar todos" (indeterminado quando só algumas estão escolhidas), e estados de carregamento e vazio.

**Faça:** dê \`caption\` à tabela e \`getRowLabel\` às linhas (o nome das caixas de seleção). **Não faça:** use tabela para layout.`,
      },
    },
  },
  args: {
    caption: 'Alunos do curso',
    columns,
    rows: students,
    getRowId: (s: Student) => s.id,
    getRowLabel: (s: Student) => s.name,
  },
} satisfies Meta<typeof Table<Student>>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Alunos do curso' });
    const nameHeader = canvas.getByRole('columnheader', { name: /Nome/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Nome' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(table)).toEqual([
      'Álvaro Souza',
      'bruno Lima',
      'Maria da Silva',
      'Zuleica Prado',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Nome' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(table)[0]).toBe('Zuleica Prado');
    // Not sortable: plain header, no aria-sort.
    await expect(canvas.getByRole('columnheader', { name: 'E-mail' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const Playground: Story = { args: { selectable: true } };

export const SortedByProgress: Story = {
  args: { defaultSort: { columnId: 'progress', direction: 'desc' } },
  play: async ({ canvas }) => {
    await expect(firstColumn(canvas.getByRole('table'))).toEqual([
      'Zuleica Prado',
      'Maria da Silva',
      'bruno Lima',
      'Álvaro Souza',
    ]);
  },
};

const onSelected = fn();

export const Selection: Story = {
  args: { selectable: true, onSelectedIdsChange: onSelected },
  play: async ({ canvas, userEvent }) => {
    onSelected.mockClear();
    const all = canvas.getByRole('checkbox', { name: 'Selecionar todas as linhas' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar Maria da Silva' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(onSelected).toHaveBeenLastCalledWith(['1']);
    await userEvent.click(all);
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await expect(onSelected).toHaveBeenLastCalledWith(['1', '2', '3', '4']);
    await expect(canvas.getByRole('checkbox', { name: 'Selecionar bruno Lima' })).toBeChecked();
    await userEvent.click(all);
    await expect(onSelected).toHaveBeenLastCalledWith([]);
    await expect(all).toHaveAttribute('aria-checked', 'false');
  },
};

export const ServerSorted: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<{ columnId: string; direction: 'asc' | 'desc' } | null>(null);
    return (
      <Table
        {...args}
        manualSorting
        sort={sort}
        onSortChange={setSort}
        rows={sort?.direction === 'desc' ? [...students].reverse() : students}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nome' }));
    // Rows are the server's order: the table does not re-sort them.
    await expect(firstColumn(canvas.getByRole('table'))[0]).toBe('Maria da Silva');
    await userEvent.click(canvas.getByRole('button', { name: 'Nome' }));
    await expect(firstColumn(canvas.getByRole('table'))[0]).toBe('bruno Lima');
  },
};

/** Per column: only "Nome" is sorted by the server; the other headers are plain text. */
export const ServerSortedColumn: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<{ columnId: string; direction: 'asc' | 'desc' } | null>({
      columnId: 'name',
      direction: 'asc',
    });
    const byServer = args.columns.map((column, index) => {
      const { sortValue: _local, ...rest } = column;
      return index === 0 ? { ...rest, sortable: true } : rest;
    });
    return (
      <Table
        {...args}
        columns={byServer}
        sort={sort}
        onSortChange={setSort}
        rows={sort?.direction === 'desc' ? [...students].reverse() : students}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getAllByRole('columnheader')[0] as HTMLElement;
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    for (const other of canvas.getAllByRole('columnheader').slice(1)) {
      await expect(other).not.toHaveAttribute('aria-sort');
    }
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Nome' }));
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(canvas.getByRole('table'))[0]).toBe('bruno Lima');
  },
};

export const Loading: Story = {
  args: { loading: true, selectable: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Alunos do curso/ });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('checkbox', { name: 'Selecionar todas as linhas' }),
    ).toBeDisabled();
    await expect(canvas.queryByText('Maria da Silva')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nada por aqui ainda' })).toBeVisible();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <Table {...args} caption="Com seleção" selectable defaultSelectedIds={['2']} />
      <Table {...args} caption="Carregando" loading />
      <Table {...args} caption="Vazia" rows={[]} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: 'Selecionar Álvaro Souza' })).toBeChecked();
  },
};
