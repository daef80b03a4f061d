import { CourseCatalogue, FeatureLink, useSession } from '@aula/features';
import { pathTo } from '../routes/paths';

const courseHref = (course: { slug: string }) => pathTo('course', { course: course.slug });

/** `/cursos`, the header's "Cursos": every product with its price, "Comprar" and its courses. */
export default function CataloguePage() {
  const { user } = useSession();
  return (
    <CourseCatalogue
      courseHref={courseHref}
      renderLink={(props) => <FeatureLink {...props} />}
      email={user?.email}
      isAdmin={user?.is_admin === true}
    />
  );
}
