import { SkeletonList } from '../shared/query-state';

/** The comments' loading state: their list's place while it is asked for. */
export function CommentsListLoading() {
  return <SkeletonList label="Carregando comentários…" count={2} className="h-16" gap="gap-3" />;
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
