import type { Comment, Lecture, Reply } from '@aula/contract';
import { Avatar, Badge, Button, Switch } from '@aula/ui';
import { lazy, memo, Suspense, useState } from 'react';
import { useApiQuery } from '../api/hooks';
import { useApiMutation } from '../api/mutations';
import { TextComposer } from '../forms/text-composer';
import { formatDateTime, formatRelative } from '../i18n/dates';
import { QueryState } from '../shared/query-state';
import { prefetch, WhenOpen } from '../shared/when-open';
import { CommentsHeading, CommentsListLoading } from './comments-loading';
import { loadDialogs } from './load-dialogs';
import { EnrollLink } from './player-parts';
import type { CommentsMode } from './rules';
import type { FailureReporter } from './use-course-player';

const loadMenu = () => import('./comment-actions');
const ConfirmDialog = lazy(() =>
  loadDialogs().then((module) => ({ default: module.ConfirmDialog })),
);
const CommentActionsMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.CommentActionsMenu })),
);

/**
 * A comment's actions button. The menu's code (ui's DropdownMenu) is not in the course page's
 * download: it is fetched when the person points at or focuses the button, and the click mounts
 * the menu open (ADR 029). Until it has arrived, the same button stands in its place.
 */
function CommentActions(props: { label: string; onEdit: () => void; onDelete: () => void }) {
  const [opened, setOpened] = useState<null | { byKeyboard: boolean }>(null);
  const button = (
    <Button
      size="xs"
      variant="ghost"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => prefetch(loadMenu)}
      onFocus={() => prefetch(loadMenu)}
      // A click from the keys (Enter, Space) has no pointer position: `detail` is 0.
      onClick={(event) => setOpened({ byKeyboard: event.detail === 0 })}
    >
      ⋯
    </Button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <CommentActionsMenu {...props} byKeyboard={opened.byKeyboard} />
    </Suspense>
  );
}

export interface LectureCommentsProps {
  lectureId: Lecture['id'];
  /** What the viewer may do (the player's `lectureView` decides; `hidden` is not rendered). */
  mode: Exclude<CommentsMode, 'hidden'>;
  /** The viewer writes as the course team (an admin): the composer says so. */
  asTeam?: boolean;
  /** Where "only students comment" sends the viewer to enroll. */
  enrollHref: string;
  onFailure?: FailureReporter | undefined;
  now?: () => Date;
}

const PER_PAGE = 10;
const REFRESH = { revalidate: ['lectureComments' as const] };
const SEND_FAILED = 'Não foi possível enviar. Tente de novo.';

/** Changed after it was written (a second of slack for the insert's own timestamps). */
export function wasEdited(comment: Pick<Comment, 'created_at' | 'updated_at'>): boolean {
  return Date.parse(comment.updated_at) - Date.parse(comment.created_at) > 1000;
}

function CommentItem({
  comment,
  canComment,
  now,
  onFailure,
}: {
  comment: Comment | Reply;
  canComment: boolean;
  now: () => Date;
  onFailure?: FailureReporter | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useApiMutation('updateComment', REFRESH);
  const remove = useApiMutation('deleteComment', REFRESH);
  const reply = useApiMutation('replyToComment', REFRESH);
  const notify = useApiMutation('setCommentNotifications', REFRESH);
  const isTopLevel = 'replies' in comment;
  const kind = isTopLevel ? 'comentário' : 'resposta';

  return (
    <article
      id={`comentario-${comment.id}`}
      aria-label={`${kind} de ${comment.author.name}`}
      // `data-linked`: the comment a link named (a notification's `#comentario-7`), marked by the
      // app until the reader moves on, so that the eye finds it as focus does.
      className="data-linked:outline-primary-600 flex scroll-mt-20 gap-3 rounded-md data-linked:outline-2 data-linked:outline-offset-4 data-linked:outline-solid"
    >
      <Avatar name={comment.author.name} src={comment.author.avatar_url} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm">
            <span className="font-semibold">{comment.author.name}</span>{' '}
            {comment.author.is_team ? (
              <>
                <Badge variant="soft" size="sm">
                  Equipe Aula
                </Badge>{' '}
              </>
            ) : null}
            <time
              dateTime={comment.created_at}
              title={formatDateTime(comment.created_at)}
              className="text-muted-foreground"
            >
              {formatRelative(comment.created_at, now())}
            </time>
            {wasEdited(comment) ? (
              <span className="text-muted-foreground" title={formatDateTime(comment.updated_at)}>
                {' '}
                · editado
              </span>
            ) : null}
          </p>
          {comment.can_edit ? (
            <CommentActions
              label={isTopLevel ? 'Ações do comentário' : 'Ações da resposta'}
              onEdit={() => setEditing(true)}
              onDelete={() => setConfirming(true)}
            />
          ) : null}
        </div>
        {editing ? (
          <TextComposer
            label={`Editar ${kind}`}
            submitLabel="Salvar"
            failed={SEND_FAILED}
            initial={comment.body}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await update.trigger({ params: { commentId: comment.id }, body: { body } });
              setEditing(false);
            }}
          />
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap">{comment.body}</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {isTopLevel && canComment ? (
            <Button size="xs" variant="link" onClick={() => setReplying((open) => !open)}>
              Responder
            </Button>
          ) : null}
          {isTopLevel && comment.is_own ? (
            <Switch
              size="sm"
              label="Avisar-me sobre respostas"
              checked={comment.notify_replies}
              disabled={notify.pending}
              onCheckedChange={(checked) =>
                void notify
                  .trigger({ params: { commentId: comment.id }, body: { notify_replies: checked } })
                  .catch((error) => onFailure?.(error, { action: 'notifications' }))
              }
            />
          ) : null}
        </div>
        {replying ? (
          <TextComposer
            label={`Responder a ${comment.author.name}`}
            submitLabel="Responder"
            failed={SEND_FAILED}
            onCancel={() => setReplying(false)}
            onSubmit={async (body) => {
              await reply.trigger({ params: { commentId: comment.id }, body: { body } });
              setReplying(false);
            }}
          />
        ) : null}
        {isTopLevel && comment.replies.length > 0 ? (
          <ol aria-label={`Respostas a ${comment.author.name}`} className="flex flex-col gap-4">
            {comment.replies.map((r) => (
              <li key={r.id}>
                <CommentItem comment={r} canComment={canComment} now={now} onFailure={onFailure} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <WhenOpen open={confirming}>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Excluir ${kind}?`}
          description={
            isTopLevel
              ? 'O comentário e as respostas a ele serão excluídos. Isso não pode ser desfeito.'
              : 'A resposta será excluída. Isso não pode ser desfeito.'
          }
          confirmLabel="Excluir"
          onConfirm={() => remove.trigger({ params: { commentId: comment.id } })}
        />
      </WhenOpen>
    </article>
  );
}

/** What a page of comments hands on to its list, as it got it. */
interface CommentListOptions {
  isLastShown: boolean;
  onMore: () => void;
  canComment: boolean;
  now: () => Date;
  onFailure?: FailureReporter | undefined;
}

/** One page of comments (pages are appended by "Carregar mais"). */
function CommentsPage({
  lectureId,
  page,
  ...options
}: CommentListOptions & { lectureId: number; page: number }) {
  const query = useApiQuery('lectureComments', {
    params: { id: lectureId },
    query: { page, per_page: PER_PAGE },
  });
  return (
    <QueryState
      query={query}
      loading={<CommentsListLoading />}
      errorTitle="Não foi possível carregar os comentários."
    >
      {(data) => <CommentList data={data} first={page === 1} {...options} />}
    </QueryState>
  );
}

function CommentList({
  data,
  first,
  isLastShown,
  onMore,
  canComment,
  now,
  onFailure,
}: CommentListOptions & {
  data: { data: Comment[]; meta: { current_page: number; last_page: number } };
  first: boolean;
}) {
  const comments = data.data;
  if (first && comments.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        Nenhum comentário ainda.{canComment ? ' Seja a primeira pessoa a comentar!' : ''}
      </p>
    );
  }
  const hasMore = data.meta.current_page < data.meta.last_page;
  return (
    <>
      <ol className="flex flex-col gap-6">
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem
              comment={comment}
              canComment={canComment}
              now={now}
              onFailure={onFailure}
            />
          </li>
        ))}
      </ol>
      {isLastShown && hasMore ? (
        <Button variant="outline" size="sm" className="self-start" onClick={onMore}>
          Carregar mais
        </Button>
      ) : null}
    </>
  );
}

const systemNow = () => new Date();

/** A lecture's comments: newest first, replies under each, a composer when the viewer may write. */
export const LectureComments = memo(function LectureComments({
  lectureId,
  mode,
  asTeam = false,
  enrollHref,
  onFailure,
  now = systemNow,
}: LectureCommentsProps) {
  const [pages, setPages] = useState(1);
  const [forLecture, setForLecture] = useState(lectureId);
  if (forLecture !== lectureId) {
    setForLecture(lectureId);
    setPages(1);
  }
  const create = useApiMutation('createComment', REFRESH);
  const canComment = mode === 'open';
  return (
    <section aria-labelledby="comentarios" className="flex flex-col gap-4">
      <CommentsHeading />
      {mode === 'sign-in' ? (
        <p className="text-muted-foreground text-sm">
          Entre na sua conta para ver e escrever comentários.
        </p>
      ) : (
        <>
          {mode === 'open' ? (
            <TextComposer
              label={asTeam ? 'Escreva um comentário como equipe' : 'Escreva um comentário'}
              submitLabel="Comentar"
              failed={SEND_FAILED}
              onSubmit={(body) => create.trigger({ params: { id: lectureId }, body: { body } })}
            />
          ) : mode === 'students-only' ? (
            <div className="border-border flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
              <p className="text-sm">Só os alunos deste curso podem comentar.</p>
              <EnrollLink href={enrollHref} size="sm" />
            </div>
          ) : mode === 'closed' ? (
            <p className="text-muted-foreground text-sm">
              Os comentários estão fechados neste curso.
            </p>
          ) : null}
          {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
            <CommentsPage
              key={page}
              lectureId={lectureId}
              page={page}
              isLastShown={page === pages}
              onMore={() => setPages((n) => n + 1)}
              canComment={canComment}
              now={now}
              onFailure={onFailure}
            />
          ))}
        </>
      )}
    </section>
  );
});
