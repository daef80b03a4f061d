import type { BookmarkedLecture } from '@aula/contract';
import { Button, buttonVariants, EmptyState, Pagination, Skeleton } from '@aula/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../api/api-provider';
import { useApiQuery } from '../../api/hooks';
import { formatDate } from '../../i18n/dates';
import { FeatureLink } from '../../navigation/link';
import { PageHeader } from '../../shared/page-header';
import { LoadingBlock, QueryState } from '../../shared/query-state';
import type { AccountNotify } from '../notify';

export const favoritesMessages = {
  removed: (title: string) => `“${title}” saiu dos seus favoritos.`,
  restored: (title: string) => `“${title}” voltou para os seus favoritos.`,
  removeFailed: 'Não foi possível remover a aula dos favoritos. Tente novamente.',
  restoreFailed: 'Não foi possível devolver a aula aos favoritos. Tente novamente.',
  loadFailed: 'Não foi possível carregar seus favoritos.',
} as const;

export const FAVORITES_PER_PAGE = 20;

export interface AccountFavoritesProps {
  /** The player of a course (`/{course}`). */
  courseHref: (course: { slug: string }) => string;
  /** A lecture's page (`/{course}/aula/{position}`). */
  lectureHref: (course: { slug: string }, lecture: { position: number }) => string;
  /** Where the empty state sends the student to find lectures. */
  catalogueHref: string;
  notify: AccountNotify;
  perPage?: number;
}

interface CourseGroup {
  course: BookmarkedLecture['course'];
  items: BookmarkedLecture[];
}

/** The page's items by course, in the server's order (course title, then lecture position). */
export function groupByCourse(items: readonly BookmarkedLecture[]): CourseGroup[] {
  const groups: CourseGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.course.id === item.course.id) last.items.push(item);
    else groups.push({ course: item.course, items: [item] });
  }
  return groups;
}

/**
 * The student's bookmarked lectures, a page at a time from the server, grouped by course. "Remover"
 * uses the lecture's bookmark toggle and offers to undo it in a toast.
 */
export function AccountFavorites({
  courseHref,
  lectureHref,
  catalogueHref,
  notify,
  perPage = FAVORITES_PER_PAGE,
}: AccountFavoritesProps) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);
  const query = useApiQuery(
    'myBookmarks',
    { query: { page, per_page: perPage } },
    { keepPreviousData: true },
  );
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const list = query.data;
  const lastPage = list?.meta.last_page ?? 1;
  // The last item of the last page removed: show the page before it.
  if (list && list.data.length === 0 && page > lastPage) setPage(lastPage);

  /** Sets the lecture's bookmark to `wanted` (the state, not a toggle: a retry changes nothing). */
  const setBookmarked = async (lectureId: number, wanted: boolean) => {
    await api.bookmarkLecture({ params: { id: lectureId }, body: { bookmarked: wanted } });
    // The list and any player already loaded show the new state.
    await mutate(
      (key) => Array.isArray(key) && (key[0] === 'myBookmarks' || key[0] === 'courseBySlug'),
    );
  };

  const restore = async (item: BookmarkedLecture) => {
    try {
      await setBookmarked(item.lecture.id, true);
      notify('success', favoritesMessages.restored(item.lecture.title), {
        id: `favorito-${item.lecture.id}`,
      });
    } catch {
      notify('error', favoritesMessages.restoreFailed, { id: `favorito-${item.lecture.id}` });
    }
  };

  const remove = async (item: BookmarkedLecture) => {
    setRemoving((current) => new Set(current).add(item.lecture.id));
    try {
      await setBookmarked(item.lecture.id, false);
      notify('success', favoritesMessages.removed(item.lecture.title), {
        id: `favorito-${item.lecture.id}`,
        action: { label: 'Desfazer', onClick: () => void restore(item) },
      });
    } catch {
      notify('error', favoritesMessages.removeFailed, { id: `favorito-${item.lecture.id}` });
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(item.lecture.id);
        return next;
      });
    }
  };

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="Favoritos" intro="As aulas que você marcou como favoritas." compact />
      <QueryState
        query={query}
        errorTitle={favoritesMessages.loadFailed}
        loading={
          <LoadingBlock label="Carregando seus favoritos…" className="flex flex-col gap-3">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </LoadingBlock>
        }
      >
        {(list) =>
          list.meta.total === 0 ? (
            <EmptyState
              level={2}
              title="Nenhuma aula favorita ainda"
              description="Marque uma aula como favorita no player para encontrá-la aqui."
              action={
                <FeatureLink
                  href={catalogueHref}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  Explorar cursos
                </FeatureLink>
              }
            />
          ) : (
            <>
              {groupByCourse(list.data).map((group) => (
                <section
                  key={group.course.id}
                  aria-labelledby={`favoritos-curso-${group.course.id}`}
                  className="flex flex-col gap-2"
                >
                  <h2 id={`favoritos-curso-${group.course.id}`} className="text-lg font-semibold">
                    <FeatureLink href={courseHref(group.course)} className="hover:underline">
                      {group.course.title}
                    </FeatureLink>
                  </h2>
                  <ul className="border-border divide-border divide-y rounded-md border">
                    {group.items.map((item) => (
                      <li
                        key={item.lecture.id}
                        className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                      >
                        <div className="flex min-w-0 flex-col">
                          <FeatureLink
                            href={lectureHref(group.course, item.lecture)}
                            className="font-medium hover:underline"
                          >
                            {`Aula ${item.lecture.position}: ${item.lecture.title}`}
                          </FeatureLink>
                          <span className="text-muted-foreground text-xs">
                            Favoritada em {formatDate(item.bookmarked_at)}
                          </span>
                        </div>
                        <Button
                          size="sm"
                          variant="outline"
                          loading={removing.has(item.lecture.id)}
                          aria-label={`Remover “${item.lecture.title}” dos favoritos`}
                          onClick={() => void remove(item)}
                        >
                          Remover
                        </Button>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              <Pagination
                page={list.meta.current_page}
                pageCount={lastPage}
                onPageChange={setPage}
                label="Páginas dos favoritos"
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
