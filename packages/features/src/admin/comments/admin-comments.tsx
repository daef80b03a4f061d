import type { AdminComment, AdminCommentState, PaginationMeta } from '@aula/contract';
import { Button, cn, Skeleton } from '@aula/ui';
import type { AccountNotify } from '../../account/notify';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { IdFilter } from '../list/id-filter';
import { ListEmpty } from '../list/list-empty';
import { ListFrame } from '../list/list-frame';
import { ListSearch } from '../list/list-search';
import { type ListQueryChange, listControls } from '../list/use-list-query';
import { CommentCard } from './comment-card';
import {
  type AdminCommentsQuery,
  adminCommentsQuery,
  COMMENTS_PER_PAGE,
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
  onQueryChange: ListQueryChange<AdminCommentsQuery>;
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
  const controls = listControls(adminCommentsQuery, query, onQueryChange);
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

  const states = Object.entries(adminCommentsMessages.states) as [AdminCommentState, string][];

  return (
    <ListFrame
      messages={adminCommentsMessages}
      controls={controls}
      ownSearch
      filters={
        <>
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
                    if (query.state !== state) controls.change({ state });
                  }}
                >
                  {label}
                </Button>
              ))}
            </div>
          </fieldset>
          <div className="grid items-start gap-3 md:grid-cols-[2fr_1fr]">
            <ListSearch
              value={controls.searchText}
              onSearch={controls.search}
              messages={adminCommentsMessages}
            />
            <IdFilter
              label={adminCommentsMessages.course}
              allLabel={adminCommentsMessages.allCourses}
              options={courses.data?.data ?? []}
              value={query.courseId}
              onChange={(courseId) => controls.change({ courseId })}
              unknownLabel={(id) => `Curso ${id}`}
            />
          </div>
        </>
      }
      list={list}
      count={(total) => adminCommentsMessages.count(total, query.state)}
    >
      {list.isLoading ? (
        <div className="flex flex-col gap-3" data-testid="comments-loading">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : rows.length === 0 ? (
        <ListEmpty
          total={meta?.total}
          controls={controls}
          messages={
            query.state === 'unanswered'
              ? {
                  ...adminCommentsMessages,
                  emptyTitle: adminCommentsMessages.emptyQueueTitle,
                  emptyText: adminCommentsMessages.emptyQueueText,
                }
              : adminCommentsMessages
          }
        />
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
                      answered_at: answered ? (c.answered_at ?? new Date().toISOString()) : null,
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
    </ListFrame>
  );
}
