import { Button, Spinner } from '@aula/ui';

export function SessionLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      <Spinner label="Carregando" className="text-primary-700 size-6" />
    </div>
  );
}

export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold">Internal Server Error</h1>
      <p className="text-zinc-700">
        Não foi possível carregar sua sessão. Verifique sua conexão e tente novamente.
      </p>
      <Button onClick={onRetry}>Tentar novamente</Button>
    </div>
  );
}
