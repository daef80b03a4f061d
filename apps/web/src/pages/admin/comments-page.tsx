import { AdminComments, adminCommentsQuery, Breadcrumbs, useListQuery } from '@aula/features';
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
  const list = useListQuery(adminCommentsQuery, useSearchParams());
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Comentários' }]}
      />
      <AdminComments {...list} lectureHref={lectureHref} notify={notify} />
    </div>
  );
}
