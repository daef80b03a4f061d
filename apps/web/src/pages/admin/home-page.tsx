import {
  AdminHome,
  type AdminHomeHrefs,
  adminCommentsQuery,
  DEFAULT_ADMIN_COMMENTS_QUERY,
  DEFAULT_STUDENT_LIST_QUERY,
  dayjs,
  studentListQuery,
} from '@aula/features';
import { useMemo } from 'react';
import { pathTo } from '../../routes/paths';

/** A list's address with its view in the query, written by the list's own query module. */
const withQuery = (path: string, params: URLSearchParams) =>
  params.size > 0 ? `${path}?${params}` : path;

/**
 * `/admin` (Início): the school's figures, each linking to its filtered list (ADR 023), in the
 * lists' own pt-BR query (`?desde=…`, `?situacao=ativa`): the same module that reads it writes it.
 */
export default function HomePage() {
  const hrefs = useMemo<AdminHomeHrefs>(
    () => ({
      students: pathTo('admin-estudantes'),
      newStudents: withQuery(
        pathTo('admin-estudantes'),
        studentListQuery.toParams({
          ...DEFAULT_STUDENT_LIST_QUERY,
          joinedFrom: dayjs().subtract(7, 'day').format('YYYY-MM-DD'),
        }),
      ),
      subscriptions: withQuery(
        pathTo('admin-estudantes'),
        studentListQuery.toParams({ ...DEFAULT_STUDENT_LIST_QUERY, status: 'active' }),
      ),
      unanswered: withQuery(
        pathTo('admin-comentarios'),
        adminCommentsQuery.toParams({ ...DEFAULT_ADMIN_COMMENTS_QUERY, state: 'unanswered' }),
      ),
      releasing: pathTo('aulas-agendadas'),
      trials: pathTo('admin-periodo-de-teste'),
    }),
    [],
  );
  return (
    <AdminHome
      hrefs={hrefs}
      lectureHref={(comment) =>
        comment.lecture.position === null
          ? pathTo('admin-cursos-id-conteudo', { id: comment.course.id })
          : pathTo('course-aula-lecture', {
              course: comment.course.slug,
              lecture: comment.lecture.position,
            })
      }
    />
  );
}
