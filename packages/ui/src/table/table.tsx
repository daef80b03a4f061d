import * as React from 'react';
import { Checkbox } from '../checkbox';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/controllable';
import { Skeleton } from '../skeleton';
import { nextSort, type SortValue, sortRows, type TableSort } from './table-sort';

export interface TableColumn<T> {
  id: string;
  header: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  /** Makes the column sortable by this value (sorted here unless `manualSorting`). */
  sortValue?: (row: T) => SortValue;
  /**
   * The server sorts the rows by this column: its header reports `onSortChange` and shows the
   * sort (`aria-sort`), and the rows keep the order they came in.
   */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** The cell that names the row (a `<th scope="row">`); the first column by default. */
  rowHeader?: boolean;
}

export interface TableProps<T> extends Omit<React.ComponentProps<'table'>, 'children'> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** The table's name, read first by screen readers; shown unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  sort?: TableSort | null;
  defaultSort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** The rows arrive sorted (by the server): headers only report `onSortChange`. */
  manualSorting?: boolean;
  /** Adds a checkbox per row and a select-all checkbox in the header. */
  selectable?: boolean;
  selectedIds?: readonly string[];
  defaultSelectedIds?: readonly string[];
  onSelectedIdsChange?: (ids: string[]) => void;
  /** A row's name for its checkbox ("Selecionar Aula 1"). */
  getRowLabel?: (row: T) => string;
  loading?: boolean;
  /** What an empty table shows. */
  empty?: React.ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const NO_IDS: readonly string[] = [];

/**
 * Rows of data with sortable headers (`aria-sort`), optional row selection with a select-all
 * checkbox (indeterminate when some are chosen), and loading and empty states.
 */
export function Table<T>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption = false,
  sort,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  selectable = false,
  selectedIds,
  defaultSelectedIds = NO_IDS,
  onSelectedIdsChange,
  getRowLabel,
  loading = false,
  empty,
  className,
  ...props
}: TableProps<T>) {
  const [currentSort, setSort] = useControllable<TableSort | null>(sort, defaultSort, (next) => {
    if (next) onSortChange?.(next);
  });
  const [selected, setSelected] = useControllable<readonly string[]>(
    selectedIds,
    defaultSelectedIds,
    onSelectedIdsChange ? (ids) => onSelectedIdsChange([...ids]) : undefined,
  );
  const sortColumn = columns.find((column) => column.id === currentSort?.columnId);
  const shown = React.useMemo(
    () =>
      !manualSorting && currentSort && sortColumn?.sortValue
        ? sortRows(rows, sortColumn.sortValue, currentSort.direction)
        : rows,
    [rows, manualSorting, currentSort, sortColumn],
  );
  const ids = shown.map(getRowId);
  const chosen = new Set(selected);
  const chosenCount = ids.filter((id) => chosen.has(id)).length;
  const allState = chosenCount === 0 ? false : chosenCount === ids.length ? true : 'indeterminate';
  const span = columns.length + (selectable ? 1 : 0);
  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  );

  return (
    <div data-slot="table-container" className="aula-table-container">
      <table
        data-slot="table"
        aria-busy={loading || undefined}
        className={cn('aula-table', className)}
        {...props}
      >
        <caption className={hideCaption ? 'aula-sr-only' : 'aula-table-caption'}>
          {caption}
          {loading ? <span className="aula-sr-only"> (carregando)</span> : null}
        </caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className="aula-table-select">
                <Checkbox
                  aria-label="Selecionar todas as linhas"
                  checked={allState}
                  disabled={loading || ids.length === 0}
                  onCheckedChange={() => setSelected(allState === true ? [] : ids)}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const active = currentSort?.columnId === column.id ? currentSort.direction : null;
              return (
                <th
                  key={column.id}
                  scope="col"
                  data-align={column.align ?? 'start'}
                  aria-sort={
                    column.sortValue || column.sortable || manualSorting
                      ? active
                        ? ARIA_SORT[active]
                        : 'none'
                      : undefined
                  }
                >
                  {column.sortValue || column.sortable || (manualSorting && onSortChange) ? (
                    <button
                      type="button"
                      data-slot="table-sort"
                      data-direction={active ?? 'none'}
                      className="aula-table-sort aula-focus-ring"
                      onClick={() => setSort(nextSort(currentSort, column.id))}
                    >
                      {column.header}
                      <svg aria-hidden="true" viewBox="0 0 16 16" className="aula-table-sort-icon">
                        <path
                          d="m5 6 3-3 3 3M5 10l3 3 3-3"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.5"
                        />
                      </svg>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                <tr key={index} data-slot="table-loading-row">
                  {Array.from({ length: span }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells
                    <td key={cell}>
                      <Skeleton shape="text" />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {!loading && shown.length === 0 ? (
            <tr data-slot="table-empty-row">
              <td colSpan={span} className="aula-table-empty">
                {empty ?? <EmptyState title="Nada por aqui ainda" />}
              </td>
            </tr>
          ) : null}
          {!loading
            ? shown.map((row) => {
                const id = getRowId(row);
                const isSelected = chosen.has(id);
                return (
                  <tr key={id} data-state={isSelected ? 'selected' : undefined}>
                    {selectable ? (
                      <td className="aula-table-select">
                        <Checkbox
                          aria-label={`Selecionar ${getRowLabel?.(row) ?? id}`}
                          checked={isSelected}
                          onCheckedChange={(checked) =>
                            setSelected(
                              checked === true
                                ? [...selected, id]
                                : selected.filter((s) => s !== id),
                            )
                          }
                        />
                      </td>
                    ) : null}
                    {columns.map((column, index) =>
                      index === rowHeaderIndex ? (
                        <th key={column.id} scope="row" data-align={column.align ?? 'start'}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.id} data-align={column.align ?? 'start'}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                );
              })
            : null}
        </tbody>
      </table>
    </div>
  );
}
