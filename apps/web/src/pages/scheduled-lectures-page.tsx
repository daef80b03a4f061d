import { ScheduledLectures } from '@aula/features';
import { pathTo } from '../routes/paths';

export default function ScheduledLecturesPage() {
  return (
    <ScheduledLectures
      enrollHref={pathTo('eu-assinaturas')}
      lectureHref={(lecture) =>
        pathTo('course-aula-lecture', { course: lecture.course.slug, lecture: lecture.position })
      }
    />
  );
}
