import type { ScheduledLecture, ScheduledScope } from '@aula/contract';
import { EmptyState, Skeleton } from '@aula/ui';
import { useApiQuery } from '../api/hooks';
import { dayjs, formatDayHeading, formatTimeUntil } from '../i18n/dates';
import { EnrollLink, EnrollPitch } from '../player/player-parts';
import { LoadingBlock, QueryState, Skeletons } from '../shared/query-state';
import { LectureLink } from './lecture-link';

export interface ScheduledLecturesProps {
  /** Where a lecture leads (the app owns its routes). */
  lectureHref: (lecture: ScheduledLecture) => string;
  /** Where "Quero me matricular" leads, for a viewer enrolled in no product. */
  enrollHref: string;
  /** The clock for relative times ("em 3 dias"); now by default. */
  now?: Date;
}

/** What the page says, by whose lectures the API returned (`meta.scope`). */
const WORDING: Record<ScheduledScope, { lead: string; emptyTitle: string; empty: string }> = {
  enrolled: {
    lead: 'As próximas aulas a serem liberadas nos seus cursos.',
    emptyTitle: 'Nenhuma aula agendada nos seus cursos',
    empty: 'Quando uma nova aula for agendada nos seus cursos, ela aparece aqui.',
  },
  catalogue: {
    lead: 'As próximas aulas a serem liberadas no catálogo da Aula. Você ainda não está matriculado em nenhum curso.',
    emptyTitle: 'Nenhuma aula agendada no catálogo',
    empty: 'Quando uma nova aula for agendada, ela aparece aqui.',
  },
  all: {
    lead: 'As próximas aulas a serem liberadas em todos os cursos (visão de administrador).',
    emptyTitle: 'Nenhuma aula agendada',
    empty: 'Quando uma nova aula for agendada em qualquer curso, ela aparece aqui.',
  },
};

/** The invitation a viewer enrolled in no product gets beside the catalogue's lectures. */
function EnrollInvitation({ enrollHref }: { enrollHref: string }) {
  return (
    <section
      aria-labelledby="matricule-se"
      className="border-border bg-muted flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
    >
      <div className="flex flex-col gap-1">
        <EnrollPitch
          id="matricule-se"
          title="Assista a estas aulas quando forem liberadas"
          of="dos cursos"
        />
      </div>
      <EnrollLink href={enrollHref} />
    </section>
  );
}

/** Lectures grouped by their release day, in order; each day's heading in pt-BR. */
export function groupByDay(
  lectures: readonly ScheduledLecture[],
): { day: string; lectures: ScheduledLecture[] }[] {
  const groups = new Map<string, ScheduledLecture[]>();
  const sorted = [...lectures].sort((a, b) => a.scheduled_for.localeCompare(b.scheduled_for));
  for (const lecture of sorted) {
    const day = dayjs(lecture.scheduled_for).format('YYYY-MM-DD');
    const list = groups.get(day) ?? [];
    list.push(lecture);
    groups.set(day, list);
  }
  return [...groups].map(([day, list]) => ({ day, lectures: list }));
}

/**
 * The scheduled lectures page: grouped by day, with the time and how long until each. A student
 * sees her own products' lectures; a viewer enrolled in none, the catalogue's with an invitation
 * to enroll; an admin, every course's. The wording follows the API's `meta.scope`.
 */
export function ScheduledLectures({ lectureHref, enrollHref, now }: ScheduledLecturesProps) {
  const query = useApiQuery('scheduledLectures', {});
  const wording = query.data ? WORDING[query.data.meta.scope] : null;
  const heading = (
    <div className="flex flex-col gap-1">
      <h1 className="text-3xl font-bold">Aulas agendadas</h1>
      {wording ? <p className="text-muted-foreground">{wording.lead}</p> : null}
    </div>
  );
  return (
    <QueryState
      query={query}
      errorTitle="Não foi possível carregar as aulas agendadas."
      frame={{ heading: heading, className: 'flex flex-col gap-6', as: 'div' }}
      loading={
        <LoadingBlock label="Carregando aulas agendadas…" className="flex flex-col gap-3">
          <Skeleton shape="text" className="h-6 w-56" />
          <Skeletons count={2} className="h-16" />
        </LoadingBlock>
      }
    >
      {(data) => {
        const groups = groupByDay(data.data);
        return (
          <div className="flex flex-col gap-6">
            {heading}
            {data.meta.scope === 'catalogue' ? <EnrollInvitation enrollHref={enrollHref} /> : null}
            {groups.length === 0 ? (
              <EmptyState
                level={2}
                title={wording?.emptyTitle ?? WORDING.all.emptyTitle}
                description={wording?.empty}
              />
            ) : (
              groups.map(({ day, lectures }) => (
                <section key={day} aria-labelledby={`dia-${day}`} className="flex flex-col gap-3">
                  <h2 id={`dia-${day}`} className="text-lg font-semibold first-letter:uppercase">
                    {formatDayHeading(day)}
                  </h2>
                  <ul className="flex flex-col gap-2">
                    {lectures.map((lecture) => (
                      <li
                        key={lecture.id}
                        className="border-border bg-surface flex flex-wrap items-center justify-between gap-2 rounded-lg border p-4"
                      >
                        <div className="flex flex-col">
                          <LectureLink lecture={lecture} href={lectureHref(lecture)} />
                        </div>
                        <span className="text-sm">
                          <time dateTime={lecture.scheduled_for}>
                            {dayjs(lecture.scheduled_for).format('HH:mm')}
                          </time>
                          <span className="text-muted-foreground">
                            {' '}
                            · {formatTimeUntil(lecture.scheduled_for, now)}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
