import { Button, buttonVariants } from '@aula/ui';
import { FeatureLink } from '../navigation/link';

export interface ErrorPageProps {
  /** The HTTP-like status: 404 is "Página não encontrada", 500 "Erro interno do servidor", see `errorPageTitle`. */
  status?: number;
  /** For a 404: the path that matched nothing, shown as `Página não encontrada: {path}`. */
  path?: string;
  /** Offers "Tentar novamente" (a failed session load, a failed page). */
  onRetry?: () => void;
  homeHref?: string;
}

/** The pt-BR title of each status the app can show; any other falls back to its class (4xx / 5xx). */
const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: 'Requisição inválida',
  401: 'Acesso não autorizado',
  403: 'Acesso negado',
  404: 'Página não encontrada',
  408: 'Tempo de espera esgotado',
  409: 'Conflito de informações',
  410: 'Página removida',
  413: 'Conteúdo grande demais',
  419: 'Sessão expirada',
  422: 'Dados inválidos',
  429: 'Muitas tentativas',
  500: 'Erro interno do servidor',
  502: 'Falha de comunicação com o servidor',
  503: 'Serviço indisponível',
  504: 'O servidor demorou para responder',
};

/** The page's heading for a status, always in pt-BR (issue 33, item 12). */
export function errorPageTitle(status: number): string {
  return (
    STATUS_TITLES[status] ??
    (status >= 400 && status < 500 ? 'Não foi possível abrir a página' : 'Erro interno do servidor')
  );
}

/**
 * The error page (product spec, section 8, in pt-BR as all UI text): 404 shows "Página não
 * encontrada", 500 (the default) "Erro interno do servidor", other statuses their own pt-BR title
 * (`errorPageTitle`), with pt-BR help and a way home.
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
        {errorPageTitle(status)}
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
