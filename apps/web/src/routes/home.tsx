import { useSession } from '@aula/features';
import { Avatar, Button } from '@aula/ui';
import { Link } from 'react-router';

export function HomePage() {
  const { user } = useSession();
  if (!user) {
    return (
      <section className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold">Boas-vindas à Aula</h1>
        <p className="text-zinc-700">Cursos em vídeo para você aprender no seu ritmo.</p>
        <Button asChild>
          <Link to="/login">Entrar</Link>
        </Button>
      </section>
    );
  }
  return (
    <section className="flex items-center gap-4">
      <Avatar name={user.name} src={user.avatar_url ?? null} size="3xl" />
      <h1 className="text-3xl font-bold">Olá, {user.name}!</h1>
    </section>
  );
}
