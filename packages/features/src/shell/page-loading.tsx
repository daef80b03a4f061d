import { Spinner } from '@aula/ui';

/** A page waiting for the session or its code: a centred spinner announced as "Carregando". */
export function PageLoading({ label = 'Carregando' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      <Spinner label={label} className="text-accent-foreground size-6" />
    </div>
  );
}
