import { CourseStudents, courseStudentsQuery, useApiQuery, useListQuery } from '@aula/features';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pathTo } from '../../routes/paths';
import { CourseFrame, useCourseId } from './course-frame';

const studentHref = (id: number) => pathTo('admin-estudantes-id', { id });

/**
 * `/admin/cursos/{id}/alunos`: the course's students. The search, the subscription filter and the
 * page are the URL query (`busca`, `situacao`, `pagina`), as on `/admin/cursos` (ADR 019).
 */
export default function CourseStudentsPage() {
  const courseId = useCourseId();
  const list = useListQuery(courseStudentsQuery, useSearchParams());
  // The frame's header reads the same overview (one request): its slug names the player's links.
  const overview = useApiQuery(
    'courseOverview',
    courseId > 0 ? { params: { id: courseId } } : null,
  );
  const slug = overview.data?.data.course.slug;
  const lectureHref = useMemo(
    () =>
      slug
        ? (lecture: { position: number }) =>
            pathTo('course-aula-lecture', { course: slug, lecture: lecture.position })
        : undefined,
    [slug],
  );
  return (
    <CourseFrame tab="students">
      <CourseStudents
        courseId={courseId}
        {...list}
        studentHref={studentHref}
        lectureHref={lectureHref}
      />
    </CourseFrame>
  );
}
