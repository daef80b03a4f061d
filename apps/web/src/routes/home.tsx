import { ProductCatalogue, useSession } from '@aula/features';
import { Avatar, Button } from '@aula/ui';
import { Link } from 'react-router';

/** The player's route for a course (issue 7 builds the page): its first lecture. */
const courseHref = (course: { slug: string }) => `/${course.slug}/aula/1`;

export function HomePage() {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-10">
      {user ? (
        <section className="flex items-center gap-4">
          <Avatar name={user.name} src={user.avatar_url ?? null} size="3xl" />
          <h1 className="text-3xl font-bold">Olá, {user.name}!</h1>
        </section>
      ) : (
        <section className="flex flex-col items-start gap-4">
          <h1 className="text-3xl font-bold">Boas-vindas à Aula</h1>
          <p className="text-muted-foreground">Cursos em vídeo para você aprender no seu ritmo.</p>
          <Button asChild>
            <Link to="/login">Entrar</Link>
          </Button>
        </section>
      )}
      <ProductCatalogue
        courseHref={courseHref}
        renderLink={({ href, children, ...props }) => (
          <Link to={href} {...props}>
            {children}
          </Link>
        )}
      />
    </div>
  );
}
