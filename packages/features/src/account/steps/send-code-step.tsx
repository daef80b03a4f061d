import type { CodeSent } from '@aula/contract';
import { Alert, Button } from '@aula/ui';
import type { ReactNode } from 'react';
import { useMutationCall } from '../../api/mutations';
import { errorMessage, errorText } from '../../i18n/error-messages';

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
  const sending = useMutationCall('send-code', send);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{children}</p>
      {sending.error ? (
        <Alert variant="error">
          {errorText(sending.error, errorMessage('ServerErrorException'))}
        </Alert>
      ) : null}
      <Button
        type="button"
        className="self-start"
        loading={sending.pending}
        onClick={async () => {
          if (sending.pending) return;
          sending.reset();
          try {
            onSent(await sending.trigger(undefined));
          } catch {
            // Said by `sending.error`.
          }
        }}
      >
        {label}
      </Button>
    </div>
  );
}
