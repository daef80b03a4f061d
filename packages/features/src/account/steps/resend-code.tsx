import type { CodeSent } from '@aula/contract';
import { Button } from '@aula/ui';
import { useState } from 'react';
import { useMutationCall } from '../../api/mutations';
import { errorMessage, errorText } from '../../i18n/error-messages';

export interface ResendCodeProps {
  /** Seconds until another code may be asked for (the countdown's state lives with the step). */
  secondsLeft: number;
  /** Asks the server for a new code. */
  onResend: () => Promise<CodeSent>;
  /** Called with the new code's answer (the step restarts its countdown from it). */
  onSent: (sent: CodeSent) => void;
}

/** "Reenviar código", disabled with a visible countdown for 60 s after each code. */
export function ResendCode({ secondsLeft, onResend, onSent }: ResendCodeProps) {
  const resend = useMutationCall('resend-code', onResend);
  const [status, setStatus] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);
  const waiting = secondsLeft > 0;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        loading={resend.pending}
        disabled={waiting}
        onClick={async () => {
          if (resend.pending || waiting) return;
          setStatus(null);
          try {
            const sent = await resend.trigger(undefined);
            onSent(sent);
            setStatus({ kind: 'sent', text: `Enviamos um novo código para ${sent.sent_to}.` });
          } catch (error) {
            setStatus({
              kind: 'error',
              text: errorText(error, errorMessage('ServerErrorException')),
            });
          }
        }}
      >
        {waiting ? `Reenviar código em ${secondsLeft} s` : 'Reenviar código'}
      </Button>
      <p
        role="status"
        className={
          status?.kind === 'error' ? 'text-danger text-sm' : 'text-muted-foreground text-sm'
        }
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
