import {
  cn,
  Dialog,
  DialogContent,
  Drawer,
  DrawerContent,
  EmptyState,
  Skeleton,
  Table,
  type TableColumn,
  type TableProps,
} from '@aula/ui';
import { Fragment, type ReactNode, useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { LoadError } from '../../forms/load-error';

/** A whole list as `useApiQuery` gives it (no pages): its rows, the error, and a way to read again. */
export interface DrawerListResponse<T> {
  data?: { data: T[] } | undefined;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface DrawerListFrameProps<T> {
  /** The frame's texts: the title and its intro, what the load error says. */
  messages: { title: string; intro: string; loadError: string };
  /** 1 for a page (`/admin/periodo-de-teste`), 2 for a tab inside one (a course's "Repositórios"). */
  level?: 1 | 2;
  list: DrawerListResponse<T>;
  /**
   * While the first answer loads, the section is busy and shows `count` placeholders of
   * `className` (its `data-testid` is `testId`). Without it the rows are drawn empty and busy (a
   * table says it is loading itself).
   */
  placeholder?: { testId: string; count: number; className: string };
  /** Beside the title ("Conceder assinatura"), in a row aligned to its top or its bottom. */
  actions?: ReactNode;
  /**
   * What adds a row ("Novo período de teste"): beside the title once there are rows, and the empty
   * state's action before.
   */
  addAction?: ReactNode;
  actionsAlign?: 'start' | 'end';
  /** With no rows: what the empty state says, and its action. */
  empty?: { title: string; description: string; action?: ReactNode } | undefined;
  /** The rows, once the list has answered (or while a table shows itself loading). */
  children: (rows: T[]) => ReactNode;
  /** The drawer or dialog the rows open (it portals out; here it lives as long as the list). */
  drawer?: ReactNode;
}

/**
 * The frame of an admin list edited in a drawer or a dialog (a course's repositories, the trial
 * periods, a student's subscriptions, the curriculum): title and actions, the placeholders while
 * it loads, the error with a retry, the empty state, then the rows.
 */
export function DrawerListFrame<T>({
  messages,
  level = 2,
  list,
  placeholder,
  actions: always,
  addAction,
  actionsAlign = 'start',
  empty,
  children,
  drawer,
}: DrawerListFrameProps<T>) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const heading = (
    <div className="flex flex-col gap-1">
      <Heading className={level === 1 ? 'text-2xl font-semibold' : 'text-xl font-semibold'}>
        {messages.title}
      </Heading>
      <p className={cn('text-muted-foreground text-sm', level === 1 && 'max-w-3xl')}>
        {messages.intro}
      </p>
    </div>
  );
  if (list.isLoading && placeholder) {
    return (
      <section className="flex flex-col gap-4" aria-busy="true" data-testid={placeholder.testId}>
        {heading}
        {Array.from({ length: placeholder.count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <Skeleton key={index} className={placeholder.className} />
        ))}
      </section>
    );
  }
  const rows = list.data?.data ?? [];
  const actions = always ?? (rows.length ? addAction : null);
  return (
    <section aria-busy={list.isLoading || undefined} className="flex flex-col gap-4">
      {actions == null ? (
        heading
      ) : (
        <div
          className={cn(
            'flex flex-wrap justify-between gap-3',
            actionsAlign === 'start' ? 'items-start' : 'items-end',
          )}
        >
          {heading}
          {actions}
        </div>
      )}
      {list.error && !list.data ? (
        <LoadError
          title={messages.loadError}
          error={list.error}
          onRetry={() => void list.mutate()}
        />
      ) : rows.length === 0 && empty ? (
        <EmptyState
          level={level === 1 ? 2 : 3}
          title={empty.title}
          description={empty.description}
          action={empty.action ?? addAction}
        />
      ) : (
        children(rows)
      )}
      {drawer}
    </section>
  );
}

/**
 * Which row a list's drawer (or dialog) is open for, `'new'` for a new one. Closed, it still
 * names the last one, so that the drawer keeps its content (and its title) while it slides out.
 */
export function useDrawerTarget<Target>(notify?: AccountNotify) {
  const [state, setState] = useState<{ open: boolean; target: Target | 'new' | null }>({
    open: false,
    target: null,
  });
  const close = () => setState((current) => ({ ...current, open: false }));
  return {
    open: state.open,
    /** What the drawer shows: the row it was opened for (kept while it closes), or `'new'`. */
    shown: state.target,
    show: (target: Target | 'new') => setState({ open: true, target }),
    close,
    /** What the drawer's form calls once saved: it closes, and a toast says `message`. */
    saved: (message: string) => {
      close();
      notify?.('success', message);
    },
    /** For the drawer's `onOpenChange`: Escape, the overlay and the close button close it. */
    onOpenChange: (open: boolean) => {
      if (!open) close();
    },
  };
}

/** What `useDrawerTarget` gives: which row the drawer is open for, and how it opens and closes. */
export type DrawerTarget<Target> = ReturnType<typeof useDrawerTarget<Target>>;

/**
 * A list's editor: the drawer (at the right) or the dialog that `target` opens, holding the form
 * `children` renders for the row (`null` for a new one). The form is made anew for each row, so a
 * form left half-typed for one row never shows in another's.
 */
export function ListEditor<Target extends { id: number | string }>({
  target,
  kind = 'drawer',
  className = 'sm:max-w-lg',
  children,
}: {
  target: DrawerTarget<Target>;
  kind?: 'drawer' | 'dialog';
  /** The drawer's width (`sm:max-w-lg` by default); unused by a dialog. */
  className?: string;
  children: (row: Target | null) => ReactNode;
}) {
  const { shown } = target;
  const form = shown ? (
    <Fragment key={shown === 'new' ? 'new' : shown.id}>
      {children(shown === 'new' ? null : shown)}
    </Fragment>
  ) : null;
  return kind === 'dialog' ? (
    <Dialog open={target.open} onOpenChange={target.onOpenChange}>
      <DialogContent>{form}</DialogContent>
    </Dialog>
  ) : (
    <Drawer open={target.open} onOpenChange={target.onOpenChange}>
      <DrawerContent side="right" className={className}>
        {form}
      </DrawerContent>
    </Drawer>
  );
}

/**
 * The rows in the ui `Table` (its caption for screen readers only), busy while they load, with the
 * empty state inside it (for a list whose table shows its own loading: no `placeholder`).
 */
export function DrawerListTable<T>({
  empty,
  ...props
}: Omit<TableProps<T>, 'hideCaption' | 'empty'> & {
  empty: { title: string; description: string };
}) {
  return (
    <Table
      hideCaption
      {...props}
      empty={<EmptyState level={3} title={empty.title} description={empty.description} />}
    />
  );
}

/**
 * The rows as cards, one bordered `<li>` each, in a list named `label` (a list that is only cards,
 * or a table's cards on phones): `className` adds to the list's, `cardClassName` to each card's.
 */
export function DrawerListCards<T extends { id: number }>({
  rows,
  label,
  testId,
  className,
  cardClassName,
  children,
}: {
  rows: readonly T[];
  label: string;
  testId: string;
  className?: string;
  cardClassName?: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <ul className={cn('flex flex-col gap-3', className)} aria-label={label}>
      {rows.map((row) => (
        <li
          key={row.id}
          data-testid={testId}
          className={cn('border-border flex flex-col rounded-lg border p-4', cardClassName)}
        >
          {children(row)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The rows as a table from `md` up and as cards on phones, where the table would scroll sideways:
 * `card` stacks a row's cells (the columns' own `cell`s, so both say the same).
 */
export function DrawerListTableOrCards<T extends { id: number }>({
  rows,
  caption,
  columns,
  testId,
  card,
}: {
  rows: readonly T[];
  caption: string;
  columns: TableColumn<T>[];
  testId: string;
  card: (row: T) => ReactNode;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <Table
          caption={caption}
          hideCaption
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
        />
      </div>
      <DrawerListCards
        rows={rows}
        label={caption}
        testId={testId}
        className="md:hidden"
        cardClassName="gap-2"
      >
        {card}
      </DrawerListCards>
    </>
  );
}
