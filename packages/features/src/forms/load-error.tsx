import { Alert, Button } from '@aula/ui';
import { errorText } from '../i18n/status-messages';

export interface LoadErrorProps {
  /** What could not be loaded: "Não foi possível carregar os cursos." */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: the catalogue's pt-BR message (or the malformed-response one) and a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert
      variant="error"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Tentar de novo
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}
