import {
  AdminComments,
  type AdminCommentsQuery,
  adminCommentsQueryToParams,
  Breadcrumbs,
  parseAdminCommentsQuery,
} from '@aula/features';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../app/notify';
import { pathTo } from '../../routes/paths';

const lectureHref = (comment: { course: { slug: string }; lecture: { position: number } }) =>
  pathTo('course-aula-lecture', { course: comment.course.slug, lecture: comment.lecture.position });

/**
 * `/admin/comentarios`: the comment moderation queue (ADR 022). Its view (state, course, search,
 * page) is the URL query (`situacao`, `curso`, `busca`, `pagina`).
 */
export default function CommentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseAdminCommentsQuery(searchParams), [searchParams]);
  const onQueryChange = useCallback(
    (next: AdminCommentsQuery, options?: { replace?: boolean }) =>
      setSearchParams(adminCommentsQueryToParams(next), { replace: options?.replace ?? false }),
    [setSearchParams],
  );
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Comentários' }]}
      />
      <AdminComments
        query={query}
        onQueryChange={onQueryChange}
        lectureHref={lectureHref}
        notify={notify}
      />
    </div>
  );
}
