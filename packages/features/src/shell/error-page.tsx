import { Button, buttonVariants } from '@aula/ui';
import { FeatureLink } from '../navigation/link';

export interface ErrorPageProps {
  /** The HTTP-like status: 404 is "Página não encontrada", anything else "Internal Server Error". */
  status?: number;
  /** For a 404: the path that matched nothing, shown as `Página não encontrada: {path}`. */
  path?: string;
  /** Offers "Tentar novamente" (a failed session load, a failed page). */
  onRetry?: () => void;
  homeHref?: string;
}

/**
 * The error page (product spec, section 8, in pt-BR as all UI text): 404 shows "Página não
 * encontrada", any other status "Internal Server Error" (500 by default), with pt-BR help and a
 * way home.
 */
export function ErrorPage({ status = 500, path, onRetry, homeHref = '/' }: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <section
      aria-labelledby="erro-titulo"
      data-status={status}
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <p className="text-accent-foreground text-5xl font-bold [font-variant-numeric:tabular-nums]">
        {status}
      </p>
      <h1 id="erro-titulo" className="text-3xl font-bold">
        {notFound ? 'Página não encontrada' : 'Internal Server Error'}
      </h1>
      {notFound && path !== undefined ? (
        <p className="text-muted-foreground break-all">Página não encontrada: {path}</p>
      ) : null}
      <p className="text-muted-foreground">
        {notFound
          ? 'A página que você procura não existe ou foi movida. Confira o endereço ou volte para o início.'
          : 'Algo deu errado do nosso lado. Tente novamente em instantes; se o problema continuar, fale com o suporte.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button onClick={onRetry} variant={notFound ? 'outline' : 'solid'}>
            Tentar novamente
          </Button>
        ) : null}
        <FeatureLink
          href={homeHref}
          className={buttonVariants({ variant: onRetry ? 'outline' : 'solid' })}
        >
          Voltar para o início
        </FeatureLink>
      </div>
    </section>
  );
}
