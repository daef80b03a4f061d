import { Button, EmptyState } from '@aula/ui';
import type { ReactNode } from 'react';
import type { ListControls } from './use-list-query';

export const listMessages = {
  clearFilters: 'Limpar filtros',
  pastTheEndTitle: 'Esta página não existe mais',
  firstPage: 'Ir para a primeira página',
} as const;

/** Which empty state a list with no rows shows. */
export type ListEmptyKind = 'none-yet' | 'no-match' | 'past-the-end';

/**
 * The ladder: rows exist but not on this page (an old link, `?pagina=99`) → past the end; the
 * filters narrowed it → no match; otherwise there is nothing yet.
 */
export function listEmptyKind(total: number | undefined, filtered: boolean): ListEmptyKind {
  if (total !== undefined && total > 0) return 'past-the-end';
  return filtered ? 'no-match' : 'none-yet';
}

/** A list's empty-state texts (its messages object holds them under these names). */
export interface ListEmptyMessages {
  /** Nothing at all yet: what the list holds. */
  emptyTitle: string;
  emptyText?: string | undefined;
  /** The filters match nothing. */
  noMatchTitle: string;
  noMatchText: string;
  /** The way back to every row ("Limpar filtros", "Limpar busca"). */
  clearFilters?: string;
}

export interface ListEmptyProps {
  /** The answer's total (every page); undefined before the first answer. */
  total: number | undefined;
  /** The list's controls: whether it is filtered, clearing the filters, going to page 1. */
  controls: Pick<ListControls, 'filtered' | 'clearFilters' | 'goToPage'>;
  messages: ListEmptyMessages;
  /** With nothing yet: how to add the first one. */
  action?: ReactNode;
  /** The titles' heading level: 2 on a page, 3 in a tab. */
  level?: 2 | 3;
}

/** An admin list's empty state, one of three (see `listEmptyKind`). */
export function ListEmpty({ total, controls, messages, action, level = 2 }: ListEmptyProps) {
  const kind = listEmptyKind(total, controls.filtered);
  const states = {
    'past-the-end': {
      title: listMessages.pastTheEndTitle,
      description: undefined,
      action: (
        <Button variant="outline" onClick={() => controls.goToPage(1)}>
          {listMessages.firstPage}
        </Button>
      ),
    },
    'no-match': {
      title: messages.noMatchTitle,
      description: messages.noMatchText,
      action: (
        <Button variant="outline" onClick={controls.clearFilters}>
          {messages.clearFilters ?? listMessages.clearFilters}
        </Button>
      ),
    },
    'none-yet': { title: messages.emptyTitle, description: messages.emptyText, action },
  } satisfies Record<
    ListEmptyKind,
    { title: string; description: string | undefined; action: ReactNode }
  >;
  const state = states[kind];
  return (
    <EmptyState
      level={level}
      data-kind={kind}
      title={state.title}
      description={state.description}
      action={state.action}
    />
  );
}
