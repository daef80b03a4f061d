import type { AdminSummary, UnansweredComment } from '@aula/contract';
import { Avatar, EmptyState, Skeleton } from '@aula/ui';
import { useApiQuery } from '../../api/hooks';
import { formatDateTime, formatRelative } from '../../i18n/dates';
import { FeatureLink } from '../../navigation/link';
import { LoadingBlock, QueryState, Skeletons } from '../../shared/query-state';

export const homeMessages = {
  title: 'Início',
  intro: 'A escola de relance: cada número abre a lista que ele conta.',
  loadError: 'Não foi possível carregar o resumo da escola.',
  figures: 'Números da escola',
  students: 'Estudantes',
  studentsNew: (count: string) => `${count} novos nesta semana`,
  newStudents: 'Novos nesta semana',
  subscriptions: 'Assinaturas ativas',
  subscriptionsHint: 'Ativas, em teste e vitalícias.',
  unanswered: 'Comentários sem resposta',
  unansweredHint: 'Sem resposta da equipe.',
  releasing: 'Aulas liberadas nos próximos 7 dias',
  trials: 'Períodos de teste ativos',
  latest: 'Últimos comentários sem resposta',
  seeAll: 'Ver todos os comentários sem resposta',
  emptyTitle: 'Nenhum comentário sem resposta',
  emptyDescription: 'A equipe respondeu a todos os comentários.',
  where: (course: string, lecture: string) => `${course} › ${lecture}`,
} as const;

const integer = new Intl.NumberFormat('pt-BR');

/** Where each figure leads: the page passes its routes (features know no URLs). */
export interface AdminHomeHrefs {
  students: string;
  /** The student list filtered to the accounts created in the last 7 days. */
  newStudents: string;
  /** The student list filtered to the subscriptions that grant access. */
  subscriptions: string;
  /** Comment moderation filtered to the ones without an answer. */
  unanswered: string;
  /** The lectures to be released. */
  releasing: string;
  trials: string;
}

export interface AdminHomeProps {
  hrefs: AdminHomeHrefs;
  /** Where a comment's "course › lecture" leads (its lecture in the player). */
  lectureHref: (comment: UnansweredComment) => string;
  /** The clock relative dates count from (stories pin it). */
  now?: Date;
}

/**
 * `/admin` (Início): the school's figures, each a link to its filtered list, and the 5 latest
 * comments without an answer from the team (ADR 023), from `GET api/admin/summary`.
 */
export function AdminHome(props: AdminHomeProps) {
  const query = useApiQuery('adminSummary', {});
  const heading = (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold">{homeMessages.title}</h1>
      <p className="text-muted-foreground text-sm">{homeMessages.intro}</p>
    </div>
  );
  return (
    <QueryState
      query={query}
      errorTitle={homeMessages.loadError}
      frame={{ heading: heading, className: 'flex flex-col gap-6' }}
      loading={
        <LoadingBlock className="flex flex-col gap-6" data-testid="home-loading">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Skeletons count={6} className="h-24" />
          </div>
          <Skeleton className="h-40" />
        </LoadingBlock>
      }
    >
      {(data) => <Summary {...props} summary={data.data} heading={heading} />}
    </QueryState>
  );
}

function Summary({
  hrefs,
  lectureHref,
  now,
  summary: s,
  heading,
}: AdminHomeProps & { summary: AdminSummary; heading: React.ReactNode }) {
  const figures: { id: string; label: string; value: number; href: string; hint?: string }[] = [
    { id: 'students', label: homeMessages.students, value: s.students_count, href: hrefs.students },
    {
      id: 'new-students',
      label: homeMessages.newStudents,
      value: s.students_new_this_week,
      href: hrefs.newStudents,
    },
    {
      id: 'subscriptions',
      label: homeMessages.subscriptions,
      value: s.active_subscriptions_count,
      href: hrefs.subscriptions,
      hint: homeMessages.subscriptionsHint,
    },
    {
      id: 'unanswered',
      label: homeMessages.unanswered,
      value: s.unanswered_comments_count,
      href: hrefs.unanswered,
      hint: homeMessages.unansweredHint,
    },
    {
      id: 'releasing',
      label: homeMessages.releasing,
      value: s.lectures_releasing_count,
      href: hrefs.releasing,
    },
    {
      id: 'trials',
      label: homeMessages.trials,
      value: s.active_trial_periods_count,
      href: hrefs.trials,
    },
  ];
  const comments = s.latest_unanswered_comments;
  return (
    <section className="flex flex-col gap-6">
      {heading}
      <ul
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={homeMessages.figures}
      >
        {figures.map((figure) => (
          <li key={figure.id} data-testid={`figure-${figure.id}`}>
            <FeatureLink
              href={figure.href}
              className="border-border hover:bg-muted focus-visible:ring-ring flex h-full flex-col gap-1 rounded-lg border p-4 outline-none focus-visible:ring-2"
            >
              <span className="text-muted-foreground text-sm">{figure.label}</span>
              <span className="text-3xl font-bold">{integer.format(figure.value)}</span>
              {figure.hint ? (
                <span className="text-muted-foreground text-xs">{figure.hint}</span>
              ) : null}
            </FeatureLink>
          </li>
        ))}
      </ul>
      <section className="flex flex-col gap-3" aria-labelledby="home-latest">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="home-latest" className="text-xl font-semibold">
            {homeMessages.latest}
          </h2>
          {comments.length ? (
            <FeatureLink href={hrefs.unanswered} className="text-primary text-sm underline">
              {homeMessages.seeAll}
            </FeatureLink>
          ) : null}
        </div>
        {comments.length === 0 ? (
          <EmptyState
            level={3}
            title={homeMessages.emptyTitle}
            description={homeMessages.emptyDescription}
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {comments.map((comment) => (
              <li
                key={comment.id}
                data-testid="unanswered-comment"
                className="border-border flex gap-3 rounded-lg border p-4"
              >
                <Avatar name={comment.author.name} src={comment.author.avatar_url} size="sm" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-semibold">{comment.author.name}</span>
                    <time
                      dateTime={comment.created_at}
                      title={formatDateTime(comment.created_at)}
                      className="text-muted-foreground"
                    >
                      {formatRelative(comment.created_at, now)}
                    </time>
                  </p>
                  <FeatureLink
                    href={lectureHref(comment)}
                    className="text-primary text-sm break-words underline"
                  >
                    {homeMessages.where(comment.course.title, comment.lecture.title)}
                  </FeatureLink>
                  <p className="text-sm break-words whitespace-pre-line">{comment.body}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
