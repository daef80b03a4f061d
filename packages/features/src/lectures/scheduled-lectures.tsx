import type { ScheduledLecture } from '@aula/contract';
import { EmptyState, Skeleton } from '@aula/ui';
import { useApiQuery } from '../api/hooks';
import { LoadError } from '../forms/load-error';
import { dayjs, formatDayHeading, formatRelative } from '../i18n/dates';
import { FeatureLink } from '../navigation/link';

export interface ScheduledLecturesProps {
  /** Where a lecture leads (the app owns its routes). */
  lectureHref: (lecture: ScheduledLecture) => string;
  /** The clock for relative times ("em 3 dias"); now by default. */
  now?: Date;
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

/** The scheduled lectures page: grouped by day, with the time and how long until each. */
export function ScheduledLectures({ lectureHref, now }: ScheduledLecturesProps) {
  const { data, error, isLoading, mutate } = useApiQuery('scheduledLectures', {});
  const heading = (
    <div className="flex flex-col gap-1">
      <h1 className="text-3xl font-bold">Aulas agendadas</h1>
      <p className="text-muted-foreground">As próximas aulas a serem liberadas nos seus cursos.</p>
    </div>
  );
  if (isLoading) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Carregando aulas agendadas…</span>
          <Skeleton shape="text" className="h-6 w-56" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      </div>
    );
  }
  if (error) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <LoadError
          title="Não foi possível carregar as aulas agendadas."
          error={error}
          onRetry={() => void mutate()}
        />
      </div>
    );
  }
  const groups = groupByDay(data?.data ?? []);
  return (
    <div className="flex flex-col gap-6">
      {heading}
      {groups.length === 0 ? (
        <EmptyState
          level={2}
          title="Nenhuma aula agendada"
          description="Quando uma nova aula for agendada nos seus cursos, ela aparece aqui."
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
                    <FeatureLink
                      href={lectureHref(lecture)}
                      className="font-medium hover:underline"
                    >
                      {lecture.title}
                    </FeatureLink>
                    <span className="text-muted-foreground text-sm">{lecture.course.title}</span>
                  </div>
                  <span className="text-sm">
                    <time dateTime={lecture.scheduled_for}>
                      {dayjs(lecture.scheduled_for).format('HH:mm')}
                    </time>
                    <span className="text-muted-foreground">
                      {' '}
                      · {formatRelative(lecture.scheduled_for, now)}
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
}
