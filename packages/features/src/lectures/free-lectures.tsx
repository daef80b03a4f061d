import type { FreeLecture } from '@aula/contract';
import { Badge } from '@aula/ui';
import { useApiQuery } from '../api/hooks';
import { CoverImage } from '../shared/cover-image';
import { LoadingBlock, QueryState, Skeletons } from '../shared/query-state';
import { LectureLink } from './lecture-link';
import { freeLecturesQuery } from './queries';

export interface FreeLecturesProps {
  lectureHref: (lecture: FreeLecture) => string;
}

/** `12 min`, `1 h 05 min` */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null) return null;
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The home page's row of free lectures anyone may watch. */
export function FreeLectures({ lectureHref }: FreeLecturesProps) {
  const query = useApiQuery('freeLectures', freeLecturesQuery);
  const title = (
    <h2 id="aulas-gratuitas" className="text-2xl font-bold">
      Aulas gratuitas
    </h2>
  );
  const body = (
    <QueryState
      query={query}
      errorTitle="Não foi possível carregar as aulas gratuitas."
      loading={
        <LoadingBlock
          label="Carregando aulas gratuitas…"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          <Skeletons count={4} className="h-24" />
        </LoadingBlock>
      }
    >
      {({ data: lectures }) =>
        lectures.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma aula gratuita no momento. Volte em breve!</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {lectures.map((lecture) => (
              <li
                key={lecture.id}
                className="border-border bg-surface relative flex flex-col gap-2 rounded-lg border p-4"
              >
                {lecture.poster_url ? (
                  <CoverImage src={lecture.poster_url} className="aspect-video rounded" />
                ) : null}
                <Badge variant="soft" className="self-start">
                  Grátis
                </Badge>
                <LectureLink
                  lecture={lecture}
                  href={lectureHref(lecture)}
                  stretched
                  detail={formatDuration(lecture.duration_seconds)}
                />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
  return (
    <section aria-labelledby="aulas-gratuitas" className="flex flex-col gap-4">
      {title}
      {body}
    </section>
  );
}
