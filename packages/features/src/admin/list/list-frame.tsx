import type { PaginationMeta } from '@aula/contract';
import { cn, Pagination } from '@aula/ui';
import type { ReactNode } from 'react';
import { LoadError } from '../../forms/load-error';

export interface ListFrameProps {
  title: string;
  /** 1 for a page (`/admin/cursos`), 2 for a tab inside one (a course's "Alunos"). */
  level?: 1 | 2;
  intro?: string;
  /** Beside the title: "Novo curso", "Exportar CSV". */
  actions?: ReactNode;
  /** The filters' name (a `<search>` landmark) and the filters: search box, selects, dates. */
  filtersLabel: string;
  filters: ReactNode;
  filtersClassName?: string;
  /** The first answer is on its way (the section is busy). */
  loading: boolean;
  /** The list could not be read and there is nothing to show: the message and a retry. */
  loadError?: { title: string; error: unknown; onRetry: () => void } | null;
  /** "3 cursos", read out when it changes; null before the first answer. */
  count: ReactNode;
  /** Beside the count: what acts on the selected rows (its line keeps a button's height). */
  toolbar?: ReactNode;
  /** The pages of the answer (`meta`); shown when there is more than one. */
  pagination: {
    label: string;
    meta: PaginationMeta | undefined;
    onPageChange: (page: number) => void;
  };
  /** The rows: a table (with the empty state) or a list of cards. */
  children: ReactNode;
}

/** The frame of an admin list: title and actions, filters, count, rows, pages, and the states. */
export function ListFrame({
  title,
  level = 1,
  intro,
  actions,
  filtersLabel,
  filters,
  filtersClassName,
  loading,
  loadError,
  count,
  toolbar,
  pagination,
  children,
}: ListFrameProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const { meta } = pagination;
  return (
    <section aria-busy={loading || undefined} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Heading className={level === 1 ? 'text-2xl font-bold' : 'text-xl font-semibold'}>
            {title}
          </Heading>
          {intro ? <p className="text-muted-foreground text-sm">{intro}</p> : null}
        </div>
        {actions}
      </div>
      <search aria-label={filtersLabel} className={cn('grid items-start gap-3', filtersClassName)}>
        {filters}
      </search>
      {loadError ? (
        <LoadError title={loadError.title} error={loadError.error} onRetry={loadError.onRetry} />
      ) : (
        <>
          <div
            className={cn(
              'flex flex-wrap items-center justify-between gap-3',
              toolbar === undefined ? 'min-h-5' : 'min-h-9',
            )}
          >
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {count}
            </p>
            {toolbar}
          </div>
          {children}
          {meta ? (
            <Pagination
              label={pagination.label}
              page={meta.current_page}
              pageCount={meta.last_page}
              onPageChange={pagination.onPageChange}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
