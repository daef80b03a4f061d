import { Skeleton } from '@aula/ui';

/** The comments' loading state: their list's place while it is asked for. */
export function CommentsListLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Carregando comentários…</span>
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}

/**
 * The comments' place while their code loads (course-player.tsx): the same heading as
 * `LectureComments` and its list's loading state, so nothing moves when they arrive.
 */
export function CommentsLoading() {
  return (
    <section aria-labelledby="comentarios" className="flex flex-col gap-4">
      <CommentsHeading />
      <CommentsListLoading />
    </section>
  );
}

/** The comments' heading, which their section is named by. */
export function CommentsHeading() {
  return (
    <h2 id="comentarios" className="text-xl font-semibold">
      Comentários
    </h2>
  );
}
