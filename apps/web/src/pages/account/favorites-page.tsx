import { AccountFavorites } from '@aula/features';
import { notify } from '../../app/notify';
import { pathTo } from '../../routes/paths';

/** `/eu/favoritos`: the student's bookmarked lectures, by course. */
export default function FavoritesPage() {
  return (
    <AccountFavorites
      courseHref={(course) => pathTo('course', { course: course.slug })}
      lectureHref={(course, lecture) =>
        pathTo('course-aula-lecture', { course: course.slug, lecture: lecture.position })
      }
      catalogueHref={pathTo('index')}
      notify={notify}
    />
  );
}
