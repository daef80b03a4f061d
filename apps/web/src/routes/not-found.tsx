import { Button } from '@aula/ui';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-primary-800 font-semibold">404</p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-zinc-700">Page not found: {pathname}</p>
      <p className="text-zinc-700">A página que você procura não existe ou foi movida.</p>
      <Button asChild>
        <Link to="/">Voltar para o início</Link>
      </Button>
    </section>
  );
}
