import type { PaginationMeta } from '@aula/contract';
import { cn, Pagination, Table, type TableProps } from '@aula/ui';
import type { ReactNode } from 'react';
import { LoadError } from '../../forms/load-error';
import { ListEmpty, type ListEmptyMessages, type ListEmptyProps } from './list-empty';
import { ListSearch, type ListSearchProps } from './list-search';
import type { ListControls } from './use-list-query';

/** A list's answer as `useApiQuery` gives it: the rows of a page and its `meta`. */
export interface ListResponse<T = unknown> {
  data?: { data: T[]; meta: PaginationMeta } | undefined;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface ListFrameProps<T> {
  /**
   * The frame's texts: title, intro, the filters' name, the load error, the pages' name, the search
   * box's label and hint, and the empty states' (`ListEmpty`).
   */
  messages: {
    title: string;
    intro?: string;
    filters: string;
    loadError: string;
    pagination: string;
  } & ListSearchProps['messages'] &
    ListEmptyMessages;
  /** 1 for a page (`/admin/cursos`), 2 for a tab inside one (a course's "Alunos"). */
  level?: 1 | 2;
  /** Beside the title: "Novo curso", "Exportar CSV". */
  actions?: ReactNode;
  /** The list's state (`listControls`): the search box, the pages and the empty state use it. */
  controls: ListControls;
  /**
   * The filters (selects, dates), in a `<search>` landmark after the search box; or, with
   * `ownSearch`, all of them, the list placing its search box itself.
   */
  filters?: ReactNode;
  ownSearch?: boolean;
  filtersClassName?: string;
  /** The answer: busy while the first one loads, the error and a retry when it fails. */
  list: ListResponse<T>;
  /** "3 cursos", read out when it changes. */
  count: (total: number) => ReactNode;
  /** Beside the count: what acts on the selected rows (its line keeps a button's height). */
  toolbar?: ReactNode;
  /**
   * The rows in the ui `Table` (its caption for screen readers only), busy while loading, with
   * the empty state's ladder when a page has none.
   */
  table?: Omit<ListTableProps<T>, 'list' | 'empty'>;
  /** With no rows at all yet: how to add the first one (the table's empty state). */
  emptyAction?: ReactNode;
  /** The rows when they are not a table (a list of cards, with its own empty state). */
  children?: ReactNode;
}

/** The frame of an admin list: title and actions, filters, count, rows, pages, and the states. */
export function ListFrame<T>({
  messages,
  level = 1,
  actions,
  controls,
  filters,
  ownSearch = false,
  filtersClassName,
  list,
  count,
  toolbar,
  table,
  emptyAction,
  children,
}: ListFrameProps<T>) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const meta = list.data?.meta;
  return (
    <section aria-busy={list.isLoading || undefined} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Heading className={level === 1 ? 'text-2xl font-bold' : 'text-xl font-semibold'}>
            {messages.title}
          </Heading>
          {messages.intro ? (
            <p className="text-muted-foreground text-sm">{messages.intro}</p>
          ) : null}
        </div>
        {actions}
      </div>
      <search
        aria-label={messages.filters}
        className={cn('grid items-start gap-3', filtersClassName)}
      >
        {ownSearch ? null : (
          <ListSearch value={controls.searchText} onSearch={controls.search} messages={messages} />
        )}
        {filters}
      </search>
      {list.error && !list.data ? (
        <LoadError
          title={messages.loadError}
          error={list.error}
          onRetry={() => void list.mutate()}
        />
      ) : (
        <>
          <div
            className={cn(
              'flex flex-wrap items-center justify-between gap-3',
              toolbar === undefined ? 'min-h-5' : 'min-h-9',
            )}
          >
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {meta ? count(meta.total) : null}
            </p>
            {toolbar}
          </div>
          {table ? (
            <ListTable
              list={list}
              empty={{ controls, messages, level: level === 1 ? 2 : 3, action: emptyAction }}
              {...table}
            />
          ) : null}
          {children}
          {meta ? (
            <Pagination
              label={messages.pagination}
              page={meta.current_page}
              pageCount={meta.last_page}
              onPageChange={controls.goToPage}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

export type ListTableProps<T> = Omit<
  TableProps<T>,
  'rows' | 'loading' | 'hideCaption' | 'empty'
> & {
  list: ListResponse<T>;
  /** The empty state's ladder (`ListEmpty`), the answer's total read from `list`. */
  empty: Omit<ListEmptyProps, 'total'>;
};

/**
 * The list's rows in the ui `Table` (its caption for screen readers only), busy while loading,
 * and its empty state when a page has no rows.
 */
function ListTable<T>({ list, empty, ...props }: ListTableProps<T>) {
  return (
    <Table
      hideCaption
      rows={list.data?.data ?? []}
      loading={list.isLoading}
      empty={<ListEmpty total={list.data?.meta.total} {...empty} />}
      {...props}
    />
  );
}
