import { CourseOverview } from '@aula/features';
import { CourseFrame, useCourseId } from './course-frame';

/** `/admin/cursos/{id}`: the course page's "Visão geral" tab (the default one). */
export default function CourseOverviewPage() {
  return (
    <CourseFrame tab="overview">
      <CourseOverview courseId={useCourseId()} />
    </CourseFrame>
  );
}
