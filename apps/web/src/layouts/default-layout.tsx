import { useSession } from '@aula/features';
import { Avatar, Button } from '@aula/ui';
import { Link, Outlet } from 'react-router';

export function DefaultLayout() {
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-zinc-200">
        <nav
          aria-label="Principal"
          className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3"
        >
          <Link to="/" className="text-primary-800 text-xl font-bold">
            Aula
          </Link>
          {user ? (
            <div className="flex items-center gap-3">
              <Link to="/eu/perfil" className="flex items-center gap-2 text-sm">
                <Avatar name={user.name} src={user.avatar_url ?? null} size="md" />
                <span className="sr-only sm:not-sr-only">{user.name}</span>
              </Link>
              <Button asChild variant="ghost" size="sm">
                <Link to="/logout">Sair</Link>
              </Button>
            </div>
          ) : (
            <Button asChild size="sm">
              <Link to="/login">Entrar</Link>
            </Button>
          )}
        </nav>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <footer className="border-t border-zinc-200 py-6 text-center text-sm text-zinc-600">
        Aula · cursos em vídeo
      </footer>
    </div>
  );
}
