import { FeatureLink, FreeLectures, ProductCatalogue, useSession } from '@aula/features';
import { Avatar } from '@aula/ui';
import type { ReactNode } from 'react';
import { pathTo } from '../routes/paths';

const courseHref = (course: { slug: string }) => pathTo('course', { course: course.slug });
const lectureHref = (lecture: { position: number; course: { slug: string } }) =>
  pathTo('course-aula-lecture', { course: lecture.course.slug, lecture: lecture.position });

/** The page's column: its sections one under the other. */
export function HomeColumn({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-12">{children}</div>;
}

/**
 * A guest's welcome, the page's first section: with the header and footer, also the frame the
 * server renders when one of the page's reads was not answered (src/guest-pages.tsx).
 */
export function GuestWelcome() {
  return (
    <section className="flex flex-col items-start gap-3">
      <h1 className="text-3xl font-bold sm:text-4xl">Boas-vindas à Aula</h1>
      <p className="text-muted-foreground max-w-prose text-lg">
        Cursos em vídeo para você aprender no seu ritmo. Comece por uma aula gratuita.
      </p>
    </section>
  );
}

/** "Maria" of "Maria Aparecida dos Santos": a greeting by first name (a full one took 4 lines). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

export default function HomePage() {
  const { user } = useSession();
  return (
    <HomeColumn>
      {user ? (
        <section className="flex items-center gap-4">
          <Avatar name={user.name} src={user.avatar_url ?? null} size="3xl" />
          <h1 className="text-3xl font-bold">Olá, {firstName(user.name)}!</h1>
        </section>
      ) : (
        <GuestWelcome />
      )}
      <ProductCatalogue
        courseHref={courseHref}
        renderLink={(props) => <FeatureLink {...props} />}
        email={user?.email}
        isAdmin={user?.is_admin === true}
      />
      <FreeLectures lectureHref={lectureHref} />
    </HomeColumn>
  );
}
