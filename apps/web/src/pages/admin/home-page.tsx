import { AdminHome, type AdminHomeHrefs, dayjs } from '@aula/features';
import { useMemo } from 'react';
import { pathTo } from '../../routes/paths';

/**
 * `/admin` (Início): the school's figures, each linking to its filtered list (ADR 023). The
 * student list reads its filters from the query (ADR 021: `joined_from`, `status`); moderation
 * reads `filtro=sem-resposta`.
 */
export default function HomePage() {
  const hrefs = useMemo<AdminHomeHrefs>(
    () => ({
      students: pathTo('admin-estudantes'),
      newStudents: pathTo('admin-estudantes', undefined, {
        joined_from: dayjs().subtract(7, 'day').format('YYYY-MM-DD'),
      }),
      subscriptions: pathTo('admin-estudantes', undefined, { status: 'active' }),
      unanswered: pathTo('admin-comentarios', undefined, { filtro: 'sem-resposta' }),
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
