import { StudentCourses } from '@aula/features';
import { pathTo } from '../../routes/paths';
import { StudentFrame, useStudentId } from './student-frame';

const courseHref = (id: number) => pathTo('admin-cursos-id', { id });

/** `/admin/estudantes/{id}/cursos`: the courses the student can watch, with progress. */
export default function StudentCoursesPage() {
  const studentId = useStudentId();
  return (
    <StudentFrame tab="courses">
      <StudentCourses studentId={studentId} courseHref={courseHref} />
    </StudentFrame>
  );
}
