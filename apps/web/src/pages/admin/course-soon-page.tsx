import { type CourseTabName, CourseTabSoon } from '@aula/features';
import { useLocation } from 'react-router';
import { matchPath } from '../../routes/paths';
import { CourseFrame } from './course-frame';

const tabOf: Record<string, CourseTabName> = {
  'admin-cursos-id-conteudo': 'content',
  'admin-cursos-id-alunos': 'students',
  'admin-cursos-id-informacoes-basicas': 'basics',
};

/** A course tab whose screen arrives later: "Em breve" inside the course page. */
export default function CourseSoonPage() {
  const route = matchPath(useLocation().pathname) ?? '';
  return (
    <CourseFrame tab={tabOf[route] ?? 'content'}>
      <CourseTabSoon />
    </CourseFrame>
  );
}
