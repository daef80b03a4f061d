import { CourseContent } from '@aula/features';
import { notify } from '../../app/notify';
import { CourseFrame, useCourseId } from './course-frame';

/** `/admin/cursos/{id}/conteudo`: the course's sections and lectures (the curriculum editor). */
export default function CourseContentPage() {
  return (
    <CourseFrame tab="content">
      <CourseContent courseId={useCourseId()} notify={notify} />
    </CourseFrame>
  );
}
