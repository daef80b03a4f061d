import { isApiError } from '@aula/contract';
import { Spinner } from '@aula/ui';
import { useEffect, useRef } from 'react';
import { useApi } from '../api/api-provider';
import { errorMessage } from '../i18n/error-messages';

export interface DiscordCallbackProps {
  /** The query Discord sent back: `code` and `state`, or `error` when the person declined. */
  code: string | null;
  state: string | null;
  error?: string | null;
  /** The connection is made: the app returns to the support page with a success toast. */
  onConnected: (username: string | null) => void;
  /** It was declined or refused: the app returns to the support page with this pt-BR message. */
  onFailed: (message: string) => void;
}

export const discordMessages = {
  connected: (username: string | null) =>
    username ? `Discord conectado como ${username}.` : 'Discord conectado.',
  denied: 'A conexão com o Discord foi cancelada.',
  invalid:
    'Não foi possível conectar ao Discord: o link expirou ou não foi iniciado aqui. Tente conectar de novo.',
} as const;

/**
 * The return point of the Discord connection: sends the code and state once, then hands the
 * outcome to the app (which goes back to the support page with a toast). Shown while it works.
 */
export function DiscordCallback({
  code,
  state,
  error,
  onConnected,
  onFailed,
}: DiscordCallbackProps) {
  const api = useApi();
  const done = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode: a state is single-use.
    if (done.current) return;
    done.current = true;
    if (error) return onFailed(discordMessages.denied);
    if (!code || !state) return onFailed(discordMessages.invalid);
    api.connectDiscord({ body: { code, state } }).then(
      ({ data }) => onConnected(data.username),
      (err: unknown) => {
        if (
          isApiError(err) &&
          (err.code === 'InvalidConfirmationToken' || err.code === 'ValidationException')
        ) {
          onFailed(discordMessages.invalid);
        } else {
          onFailed(isApiError(err) ? err.message : errorMessage('ServerErrorException'));
        }
      },
    );
  }, [api, code, state, error, onConnected, onFailed]);
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" aria-busy="true">
      <Spinner label="Conectando ao Discord" className="text-accent-foreground size-6" />
      <p className="text-muted-foreground">Conectando sua conta ao Discord…</p>
    </div>
  );
}
