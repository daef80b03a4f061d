import { FeatureLink, FreeLectures, ProductCatalogue, useSession } from '@aula/features';
import { Avatar } from '@aula/ui';
import { pathTo } from '../routes/paths';

const courseHref = (course: { slug: string }) => pathTo('course', { course: course.slug });
const lectureHref = (lecture: { position: number; course: { slug: string } }) =>
  pathTo('course-aula-lecture', { course: lecture.course.slug, lecture: lecture.position });

export default function HomePage() {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-12">
      {user ? (
        <section className="flex items-center gap-4">
          <Avatar name={user.name} src={user.avatar_url ?? null} size="3xl" />
          <h1 className="text-3xl font-bold">Olá, {user.name}!</h1>
        </section>
      ) : (
        <section className="flex flex-col items-start gap-3">
          <h1 className="text-3xl font-bold sm:text-4xl">Boas-vindas à Aula</h1>
          <p className="text-muted-foreground max-w-prose text-lg">
            Cursos em vídeo para você aprender no seu ritmo. Comece por uma aula gratuita.
          </p>
        </section>
      )}
      <ProductCatalogue
        courseHref={courseHref}
        renderLink={(props) => <FeatureLink {...props} />}
      />
      <FreeLectures lectureHref={lectureHref} />
    </div>
  );
}
