import type { AdminComment } from '@aula/contract';
import { Avatar, Badge, Button, Card, ConfirmDialog } from '@aula/ui';
import { useState } from 'react';
import { TextComposer } from '../../forms/text-composer';
import { countLabel } from '../../i18n/plural';
import { RelativeTime } from '../../i18n/relative-time';
import { FeatureLink } from '../../navigation/link';

export const commentCardMessages = {
  reply: 'Responder como equipe',
  replyLabel: (name: string) => `Resposta da equipe para ${name}`,
  send: 'Enviar resposta',
  replyFailed: 'Não foi possível enviar a resposta. Tente de novo.',
  delete: 'Excluir',
  deleteTitle: (name: string) => `Excluir o comentário de ${name}?`,
  deleteReplies: (count: number) =>
    count === 0
      ? 'O comentário será excluído e não poderá ser recuperado.'
      : count === 1
        ? 'Este comentário tem 1 resposta, que também será excluída.'
        : `Este comentário tem ${count} respostas, que também serão excluídas.`,
  markAnswered: 'Marcar como respondido',
  reopen: 'Marcar como sem resposta',
  answered: 'Respondido',
  unanswered: 'Sem resposta',
  team: 'Equipe',
  replies: (count: number) => countLabel(count, 'resposta', 'respostas'),
} as const;

export interface CommentCardProps {
  comment: AdminComment;
  /** The lecture in the player (the page builds it from the course slug and the position). */
  lectureHref: (comment: AdminComment) => string;
  /** Sends the team's reply; rejects with the API's error (the text stays in the box). */
  onReply: (body: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  onSetAnswered: (answered: boolean) => void;
  now?: Date | undefined;
}

function When({ at, now }: { at: string; now?: Date | undefined }) {
  return <RelativeTime value={at} now={now} className="text-muted-foreground" />;
}

/**
 * One comment in the moderation queue: author, "Curso › Aula" (a link to the player), when, the
 * text (as text, never HTML), its replies (the team's with an "Equipe" badge) and the actions.
 */
export function CommentCard({
  comment,
  lectureHref,
  onReply,
  onDelete,
  onSetAnswered,
  now,
}: CommentCardProps) {
  const [replying, setReplying] = useState(false);
  const name = comment.author.name;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <article aria-label={`Comentário de ${name}`} className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <Avatar name={name} src={comment.author.avatar_url} size="md" aria-hidden="true" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-semibold">{name}</span>
              <When at={comment.created_at} now={now} />
              <Badge size="sm" color={comment.answered ? 'success' : 'warning'}>
                {comment.answered ? commentCardMessages.answered : commentCardMessages.unanswered}
              </Badge>
            </p>
            <FeatureLink
              href={lectureHref(comment)}
              className="text-muted-foreground text-sm underline-offset-4 hover:underline"
            >
              {comment.course.title} › {comment.lecture.position}. {comment.lecture.title}
            </FeatureLink>
          </div>
        </div>
        <p className="text-sm break-words whitespace-pre-wrap">{comment.body}</p>
        {comment.replies.length > 0 ? (
          <ul
            aria-label={commentCardMessages.replies(comment.replies.length)}
            className="border-border flex flex-col gap-3 border-l-2 pl-4"
          >
            {comment.replies.map((reply) => (
              <li key={reply.id} className="flex gap-2">
                <Avatar name={reply.author.name} src={reply.author.avatar_url} size="sm" />
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-x-2 text-sm">
                    <span className="font-semibold">{reply.author.name}</span>
                    {reply.author.is_team ? (
                      <Badge variant="soft" size="sm">
                        {commentCardMessages.team}
                      </Badge>
                    ) : null}
                    <When at={reply.created_at} now={now} />
                  </p>
                  <p className="text-sm break-words whitespace-pre-wrap">{reply.body}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      {replying ? (
        <TextComposer
          label={commentCardMessages.replyLabel(name)}
          showLabel
          submitLabel={commentCardMessages.send}
          failed={commentCardMessages.replyFailed}
          onSubmit={onReply}
          onSent={() => setReplying(false)}
          onCancel={() => setReplying(false)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {replying ? null : (
          <Button size="sm" onClick={() => setReplying(true)}>
            {commentCardMessages.reply}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => onSetAnswered(!comment.answered)}>
          {comment.answered ? commentCardMessages.reopen : commentCardMessages.markAnswered}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" color="error">
              {commentCardMessages.delete}
            </Button>
          }
          title={commentCardMessages.deleteTitle(name)}
          description={commentCardMessages.deleteReplies(comment.replies.length)}
          onConfirm={onDelete}
        />
      </div>
    </Card>
  );
}
