import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn, type TableProps } from './table';

interface Row {
  id: string;
  title: string;
  views: number;
}
const rows: Row[] = [
  { id: 'a', title: 'Aula 10', views: 5 },
  { id: 'b', title: 'Aula 2', views: 50 },
];
const columns: TableColumn<Row>[] = [
  { id: 'title', header: 'Título', cell: (r) => r.title, sortValue: (r) => r.title },
  { id: 'views', header: 'Visualizações', cell: (r) => r.views, sortValue: (r) => r.views },
];

function renderTable(props: Partial<TableProps<Row>> = {}) {
  return render(
    <Table caption="Aulas" columns={columns} rows={rows} getRowId={(r) => r.id} {...props} />,
  );
}

describe('Table', () => {
  it('sorts text with numbers the natural way and reports the sort', async () => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    await userEvent.click(screen.getByRole('button', { name: 'Título' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'title', direction: 'asc' });
    const titles = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    expect(titles).toEqual(['Aula 2', 'Aula 10']);
  });

  it('given server-sorted columns, sorts only those, and keeps the rows in the order given', async () => {
    const onSortChange = vi.fn();
    const serverColumns: TableColumn<Row>[] = [
      { id: 'title', header: 'Título', cell: (r) => r.title, sortable: true },
      { id: 'views', header: 'Visualizações', cell: (r) => r.views },
    ];
    renderTable({
      columns: serverColumns,
      sort: { columnId: 'title', direction: 'desc' },
      onSortChange,
    });
    expect(screen.getByRole('columnheader', { name: /Título/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Visualizações' })).not.toHaveAttribute(
      'aria-sort',
    );
    expect(screen.queryByRole('button', { name: 'Visualizações' })).toBeNull();
    // The rows are the server's order: 'Aula 10' stays first though it sorts after 'Aula 2'.
    const titles = () =>
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    expect(titles()).toEqual(['Aula 10', 'Aula 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Título' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'title', direction: 'asc' });
    expect(titles()).toEqual(['Aula 10', 'Aula 2']);
  });

  it('selects one row, then all, then none', async () => {
    const onSelectedIdsChange = vi.fn();
    renderTable({ getRowLabel: (r) => r.title, selectable: true, onSelectedIdsChange });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Aula 2' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['b']);
    const all = screen.getByRole('checkbox', { name: 'Selecionar todas as linhas' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['a', 'b']);
    await userEvent.click(all);
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([]);
  });

  it('given no rows, shows the empty state across every column', () => {
    renderTable({ rows: [], empty: 'Sem aulas', selectable: true });
    expect(screen.getByText('Sem aulas').closest('td')).toHaveAttribute('colspan', '3');
  });

  it('renders user text as text', () => {
    const evil = [{ id: 'x', title: '<img src=x onerror=alert(1)>', views: 0 }];
    renderTable({ rows: evil });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
