import { Skeleton } from '@aula/ui';
import { useApiQuery } from '../../api/hooks';
import { LoadError } from '../../forms/load-error';
import { courseOverviewInput } from './course-page';

export const overviewMessages = {
  title: 'Visão geral',
  loadError: 'Não foi possível carregar a visão geral do curso.',
  sections: 'Seções',
  published: 'Aulas publicadas',
  drafts: 'Aulas em rascunho',
  scheduled: 'Aulas agendadas',
  students: 'Alunos',
  progress: 'Progresso médio',
  comments: 'Comentários nesta semana',
  scheduledHint: 'Publicadas, com data de liberação no futuro.',
  commentsHint: 'Nos últimos 7 dias.',
} as const;

const integer = new Intl.NumberFormat('pt-BR');

/** "Visão geral": the course's counts (ADR 017), from `GET api/courses/{id}/overview`. */
export function CourseOverview({ courseId }: { courseId: number }) {
  const { data, error, isLoading, mutate } = useApiQuery(
    'courseOverview',
    courseOverviewInput(courseId),
  );
  const heading = <h2 className="text-xl font-semibold">{overviewMessages.title}</h2>;
  if (isLoading) {
    return (
      <section className="flex flex-col gap-4" aria-busy="true" data-testid="overview-loading">
        {heading}
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {Array.from({ length: 7 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      </section>
    );
  }
  if (error || !data) {
    return (
      <section className="flex flex-col gap-4">
        {heading}
        <LoadError title={overviewMessages.loadError} error={error} onRetry={() => void mutate()} />
      </section>
    );
  }
  const o = data.data;
  const items: { label: string; value: string; hint?: string }[] = [
    { label: overviewMessages.sections, value: integer.format(o.sections_count) },
    { label: overviewMessages.published, value: integer.format(o.lectures_published_count) },
    { label: overviewMessages.drafts, value: integer.format(o.lectures_draft_count) },
    {
      label: overviewMessages.scheduled,
      value: integer.format(o.lectures_scheduled_count),
      hint: overviewMessages.scheduledHint,
    },
    { label: overviewMessages.students, value: integer.format(o.students_count) },
    { label: overviewMessages.progress, value: `${o.average_progress_percentage}%` },
    {
      label: overviewMessages.comments,
      value: integer.format(o.comments_this_week_count),
      hint: overviewMessages.commentsHint,
    },
  ];
  return (
    <section className="flex flex-col gap-4">
      {heading}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {items.map((item) => (
          <div
            key={item.label}
            className="border-border flex flex-col gap-1 rounded-lg border p-4"
            data-testid="overview-item"
          >
            <dt className="text-muted-foreground text-sm">{item.label}</dt>
            <dd className="text-2xl font-bold">{item.value}</dd>
            {item.hint ? <dd className="text-muted-foreground text-xs">{item.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
