import type { CourseOverview as Overview } from '@aula/contract';
import { useApiQuery } from '../../api/hooks';
import { LoadingBlock, QueryState, Skeletons } from '../../shared/query-state';
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
  const query = useApiQuery('courseOverview', courseOverviewInput(courseId));
  const heading = <h2 className="text-xl font-semibold">{overviewMessages.title}</h2>;
  return (
    <QueryState
      query={query}
      errorTitle={overviewMessages.loadError}
      frame={{ heading: heading, className: 'flex flex-col gap-4' }}
      loading={
        <LoadingBlock
          className="grid grid-cols-2 gap-3 md:grid-cols-4"
          data-testid="overview-loading"
        >
          <Skeletons count={7} className="h-20" />
        </LoadingBlock>
      }
    >
      {(data) => <Figures overview={data.data} heading={heading} />}
    </QueryState>
  );
}

function Figures({ overview: o, heading }: { overview: Overview; heading: React.ReactNode }) {
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
