import type { AdminComment, AdminCommentState, PaginationMeta } from '@aula/contract';
import { Button, cn, EmptyState, FormField, Input, Pagination, Select, Skeleton } from '@aula/ui';
import { useId, useRef, useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { LoadError } from '../../forms/load-error';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../use-debounced';
import { CommentCard } from './comment-card';
import {
  type AdminCommentsQuery,
  COMMENTS_PER_PAGE,
  DEFAULT_ADMIN_COMMENTS_QUERY,
  isAdminCommentsFiltered,
  listAdminCommentsInput,
} from './comments-query';

export const adminCommentsMessages = {
  title: 'Comentários',
  intro:
    'Os comentários dos alunos nas aulas: responda como equipe, marque como respondido ou exclua.',
  filters: 'Filtrar comentários',
  state: 'Situação',
  states: { unanswered: 'Sem resposta', answered: 'Respondidos', all: 'Todos' } satisfies Record<
    AdminCommentState,
    string
  >,
  course: 'Curso',
  allCourses: 'Todos os cursos',
  search: 'Buscar no texto',
  searchHint: 'Parte do comentário.',
  list: 'Comentários',
  loadError: 'Não foi possível carregar os comentários.',
  emptyQueueTitle: 'Nenhum comentário sem resposta',
  emptyQueueText: 'A equipe está em dia: os novos comentários dos alunos aparecem aqui.',
  emptyTitle: 'Nenhum comentário ainda',
  noMatchTitle: 'Nenhum comentário encontrado',
  noMatchText: 'Nenhum comentário corresponde à busca e ao curso escolhidos.',
  clearFilters: 'Limpar filtros',
  pastTheEndTitle: 'Esta página não existe mais',
  firstPage: 'Ir para a primeira página',
  pagination: 'Páginas de comentários',
  count: (total: number, state: AdminCommentState) =>
    state === 'unanswered'
      ? total === 1
        ? '1 comentário sem resposta'
        : `${total} comentários sem resposta`
      : total === 1
        ? '1 comentário'
        : `${total} comentários`,
  replied: 'Resposta enviada.',
  replyFailed: 'Não foi possível enviar a resposta.',
  deleted: 'Comentário excluído.',
  deleteFailed: 'Não foi possível excluir o comentário. Ele voltou para a lista.',
  marked: 'Comentário marcado como respondido.',
  reopened: 'Comentário de volta à fila sem resposta.',
  markFailed: 'Não foi possível mudar a situação do comentário. A lista foi restaurada.',
} as const;

type Page = { data: AdminComment[]; meta: PaginationMeta };

/**
 * A card changed (`null`: gone) on the page shown: it leaves a list it no longer belongs to
 * (an answered one leaves "Sem resposta", a reopened one leaves "Respondidos").
 */
export function applyToPage(
  page: Page,
  id: number,
  change: (comment: AdminComment) => AdminComment | null,
  state: AdminCommentState,
): Page {
  let removed = 0;
  const data: AdminComment[] = [];
  for (const comment of page.data) {
    const next = comment.id === id ? change(comment) : comment;
    const belongs =
      next !== null && (state === 'all' || (state === 'answered' ? next.answered : !next.answered));
    if (next && belongs) data.push(next);
    else removed += 1;
  }
  return { data, meta: { ...page.meta, total: Math.max(0, page.meta.total - removed) } };
}

export interface AdminCommentsProps {
  /** The view (state, course, search, page): the page keeps it in the URL query. */
  query: AdminCommentsQuery;
  /** A new view; `replace` for the debounced search, so history keeps one entry per search. */
  onQueryChange: (query: AdminCommentsQuery, options?: { replace?: boolean }) => void;
  /** The comment's lecture in the player (route `course-aula-lecture`). */
  lectureHref: (comment: AdminComment) => string;
  /** How the page shows a toast (the app's Toaster). */
  notify: AccountNotify;
  /** What "há 2 dias" counts from (stories pin it). */
  now?: Date;
  perPage?: number;
}

const REVALIDATE = { revalidate: ['adminUnansweredCommentsCount' as const] };

/**
 * `/admin/comentarios` (ADR 022): the moderation queue. Unanswered comments first, oldest first;
 * filters and page in the URL. Marking and deleting show at once and roll back with a toast when
 * the server refuses; the team's reply waits for the server (its text stays on an error).
 */
export function AdminComments({
  query,
  onQueryChange,
  lectureHref,
  notify,
  now,
  perPage = COMMENTS_PER_PAGE,
}: AdminCommentsProps) {
  const ids = { search: useId(), course: useId() };
  const [searchText, setSearchText] = useState(query.search);
  const shownSearch = useRef(query.search);
  if (shownSearch.current !== query.search) {
    shownSearch.current = query.search;
    if (searchText.trim() !== query.search.trim()) setSearchText(query.search);
  }
  useDebounced(searchText, SEARCH_DEBOUNCE_MS, (text) => {
    if (text.trim() === query.search.trim()) return;
    onQueryChange({ ...query, search: text.trim(), page: 1 }, { replace: true });
  });

  const list = useApiQuery('listAdminComments', listAdminCommentsInput(query, perPage), {
    keepPreviousData: true,
  });
  const courses = useApiQuery('listCourses', { query: { per_page: 100 } });
  const reply = useApiMutation('replyToComment', REVALIDATE);
  const remove = useApiMutation('deleteComment', REVALIDATE);
  const mark = useApiMutation('setCommentAnswered', REVALIDATE);

  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;

  /** One optimistic change of a card; a refusal restores the list and says `failure`. */
  const change = async (
    id: number,
    apply: (comment: AdminComment) => AdminComment | null,
    send: () => Promise<unknown>,
    success: string,
    failure: string,
  ) => {
    try {
      await list.mutate(
        async () => {
          await send();
          return undefined;
        },
        {
          optimisticData: (current?: Page) =>
            current ? applyToPage(current, id, apply, query.state) : (current as never),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
      notify('success', success);
    } catch {
      notify('error', failure);
      void list.mutate();
    }
  };

  const sendReply = async (comment: AdminComment, body: string) => {
    const { data } = await reply.trigger({ params: { commentId: comment.id }, body: { body } });
    // The answer is in: the card shows it (or leaves the queue) while the list is read again.
    await list.mutate(
      (current) =>
        current &&
        applyToPage(
          current,
          comment.id,
          (c) => ({
            ...c,
            answered: true,
            answered_at: c.answered_at ?? data.created_at,
            replies: [
              ...c.replies,
              { id: data.id, body: data.body, author: data.author, created_at: data.created_at },
            ],
          }),
          query.state,
        ),
      { revalidate: true },
    );
    notify('success', adminCommentsMessages.replied);
  };

  const filtered = isAdminCommentsFiltered(query);
  const pastTheEnd = meta !== undefined && meta.total > 0 && rows.length === 0;
  const empty = pastTheEnd ? (
    <EmptyState
      level={2}
      title={adminCommentsMessages.pastTheEndTitle}
      action={
        <Button variant="outline" onClick={() => onQueryChange({ ...query, page: 1 })}>
          {adminCommentsMessages.firstPage}
        </Button>
      }
    />
  ) : filtered ? (
    <EmptyState
      level={2}
      title={adminCommentsMessages.noMatchTitle}
      description={adminCommentsMessages.noMatchText}
      action={
        <Button
          variant="outline"
          onClick={() => {
            setSearchText('');
            onQueryChange({ ...DEFAULT_ADMIN_COMMENTS_QUERY, state: query.state });
          }}
        >
          {adminCommentsMessages.clearFilters}
        </Button>
      }
    />
  ) : query.state === 'unanswered' ? (
    <EmptyState
      level={2}
      title={adminCommentsMessages.emptyQueueTitle}
      description={adminCommentsMessages.emptyQueueText}
    />
  ) : (
    <EmptyState level={2} title={adminCommentsMessages.emptyTitle} />
  );

  const states = Object.entries(adminCommentsMessages.states) as [AdminCommentState, string][];

  return (
    <section aria-busy={list.isLoading || undefined} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{adminCommentsMessages.title}</h1>
        <p className="text-muted-foreground text-sm">{adminCommentsMessages.intro}</p>
      </div>
      <search aria-label={adminCommentsMessages.filters} className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{adminCommentsMessages.state}</legend>
          <div className="border-border inline-flex w-fit flex-wrap gap-1 rounded-lg border p-1">
            {states.map(([state, label]) => (
              <Button
                key={state}
                size="sm"
                variant={query.state === state ? 'solid' : 'ghost'}
                aria-pressed={query.state === state}
                className={cn(query.state !== state && 'text-foreground')}
                onClick={() => {
                  if (query.state !== state) onQueryChange({ ...query, state, page: 1 });
                }}
              >
                {label}
              </Button>
            ))}
          </div>
        </fieldset>
        <div className="grid items-start gap-3 md:grid-cols-[2fr_1fr]">
          <FormField
            label={adminCommentsMessages.search}
            htmlFor={ids.search}
            hint={adminCommentsMessages.searchHint}
          >
            <Input
              type="search"
              size="md"
              value={searchText}
              maxLength={100}
              onChange={(event) => setSearchText(event.currentTarget.value)}
            />
          </FormField>
          <FormField label={adminCommentsMessages.course} htmlFor={ids.course}>
            <Select
              size="md"
              value={query.courseId === null ? '' : String(query.courseId)}
              onChange={(event) => {
                const value = Number(event.target.value);
                onQueryChange({ ...query, page: 1, courseId: value > 0 ? value : null });
              }}
              options={[
                { value: '', label: adminCommentsMessages.allCourses },
                ...(courses.data?.data ?? []).map((course) => ({
                  value: String(course.id),
                  label: course.title,
                })),
                // The URL's course before the list of courses has answered.
                ...(query.courseId !== null &&
                !courses.data?.data.some((course) => course.id === query.courseId)
                  ? [{ value: String(query.courseId), label: `Curso ${query.courseId}` }]
                  : []),
              ]}
            />
          </FormField>
        </div>
      </search>

      {list.error && !list.data ? (
        <LoadError
          title={adminCommentsMessages.loadError}
          error={list.error}
          onRetry={() => void list.mutate()}
        />
      ) : list.isLoading ? (
        <div className="flex flex-col gap-3" data-testid="comments-loading">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : (
        <>
          <p className="text-muted-foreground min-h-5 text-sm" aria-live="polite">
            {meta ? adminCommentsMessages.count(meta.total, query.state) : null}
          </p>
          {rows.length === 0 ? (
            empty
          ) : (
            <ul aria-label={adminCommentsMessages.list} className="flex flex-col gap-3">
              {rows.map((comment) => (
                <li key={comment.id}>
                  <CommentCard
                    comment={comment}
                    now={now}
                    lectureHref={lectureHref}
                    onReply={(body) => sendReply(comment, body)}
                    onDelete={() =>
                      change(
                        comment.id,
                        () => null,
                        () => remove.trigger({ params: { commentId: comment.id } }),
                        adminCommentsMessages.deleted,
                        adminCommentsMessages.deleteFailed,
                      )
                    }
                    onSetAnswered={(answered) =>
                      void change(
                        comment.id,
                        (c) => ({
                          ...c,
                          answered,
                          answered_at: answered
                            ? (c.answered_at ?? new Date().toISOString())
                            : null,
                        }),
                        () => mark.trigger({ params: { id: comment.id }, body: { answered } }),
                        answered ? adminCommentsMessages.marked : adminCommentsMessages.reopened,
                        adminCommentsMessages.markFailed,
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {meta && meta.last_page > 1 ? (
            <Pagination
              label={adminCommentsMessages.pagination}
              page={meta.current_page}
              pageCount={meta.last_page}
              onPageChange={(page) => onQueryChange({ ...query, page })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
