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

export interface ListEmptyProps {
  /** The answer's total (every page); undefined before the first answer. */
  total: number | undefined;
  /** The list's controls: whether it is filtered, clearing the filters, going to page 1. */
  controls: Pick<ListControls, 'filtered' | 'clearFilters' | 'goToPage'>;
  /** Nothing at all yet: what it is and, maybe, how to add the first one. */
  noneYet: { title: string; description?: string; action?: ReactNode };
  /** The filters match nothing: a way back to every row. */
  noMatch: { title: string; description: string; clearLabel?: string };
  /** The titles' heading level: 2 on a page, 3 in a tab. */
  level?: 2 | 3;
}

/** An admin list's empty state, one of three (see `listEmptyKind`). */
export function ListEmpty({ total, controls, noneYet, noMatch, level = 2 }: ListEmptyProps) {
  const kind = listEmptyKind(total, controls.filtered);
  if (kind === 'past-the-end') {
    return (
      <EmptyState
        level={level}
        data-kind={kind}
        title={listMessages.pastTheEndTitle}
        action={
          <Button variant="outline" onClick={() => controls.goToPage(1)}>
            {listMessages.firstPage}
          </Button>
        }
      />
    );
  }
  if (kind === 'no-match') {
    return (
      <EmptyState
        level={level}
        data-kind={kind}
        title={noMatch.title}
        description={noMatch.description}
        action={
          <Button variant="outline" onClick={controls.clearFilters}>
            {noMatch.clearLabel ?? listMessages.clearFilters}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      level={level}
      data-kind={kind}
      title={noneYet.title}
      description={noneYet.description}
      action={noneYet.action}
    />
  );
}
