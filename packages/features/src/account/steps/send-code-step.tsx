import { type CodeSent, isApiError } from '@aula/contract';
import { Alert, Button } from '@aula/ui';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../i18n/error-messages';

/** The first step of a flow that starts by sending a code: what will happen, and the button. */
export function SendCodeStep({
  children,
  label,
  send,
  onSent,
}: {
  children: ReactNode;
  label: string;
  send: () => Promise<CodeSent>;
  onSent: (sent: CodeSent) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{children}</p>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button
        type="button"
        className="self-start"
        loading={pending}
        onClick={async () => {
          if (pending) return;
          setPending(true);
          setError(null);
          try {
            onSent(await send());
          } catch (caught) {
            setError(isApiError(caught) ? caught.message : errorMessage('ServerErrorException'));
          } finally {
            setPending(false);
          }
        }}
      >
        {label}
      </Button>
    </div>
  );
}
