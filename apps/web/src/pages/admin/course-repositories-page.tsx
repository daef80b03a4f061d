import { CourseRepositories } from '@aula/features';
import { notify } from '../../app/notify';
import { CourseFrame, useCourseId } from './course-frame';

/** `/admin/cursos/{id}/repositorios`: the course's repositories. */
export default function CourseRepositoriesPage() {
  return (
    <CourseFrame tab="repositories">
      <CourseRepositories courseId={useCourseId()} notify={notify} />
    </CourseFrame>
  );
}
