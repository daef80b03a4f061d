import { isApiError } from '@aula/contract';
import { Alert, buttonVariants, Spinner } from '@aula/ui';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../api/api-provider';
import { errorMessage } from '../i18n/error-messages';
import { FeatureLink } from '../navigation/link';

export interface DiscordCallbackProps {
  /** The query Discord sent back: `code` and `state`, or `error` when the person declined. */
  code: string | null;
  state: string | null;
  error?: string | null;
  /** The connection is made: the app returns to the support page with a success toast. */
  onConnected: (username: string | null) => void;
  /** The support page, where a failed connection may be started again. */
  supportHref: string;
}

export const discordMessages = {
  connected: (username: string | null) =>
    username ? `Discord conectado como ${username}.` : 'Discord conectado.',
  failedTitle: 'Não foi possível conectar ao Discord',
  denied: 'A conexão com o Discord foi cancelada. Nada foi alterado na sua conta.',
  invalid:
    'Não foi possível conectar ao Discord: o link expirou ou não foi iniciado aqui. Tente conectar de novo.',
  refused:
    'O Discord não confirmou a autorização (o código expirou ou já foi usado). Nada foi alterado; tente conectar de novo.',
  unavailable:
    'Não foi possível falar com o Discord agora. Nada foi alterado na sua conta; tente de novo em alguns minutos.',
  back: 'Voltar para Suporte',
} as const;

/** What a failed `connectDiscord` means for the person, from the code, field and status. */
export function discordFailure(err: unknown): string {
  if (!isApiError(err)) return errorMessage('ServerErrorException');
  if (err.code === 'InvalidConfirmationToken')
    return err.fieldErrors.code ? discordMessages.refused : discordMessages.invalid;
  if (err.code === 'ValidationException') return discordMessages.invalid;
  // The API could not reach Discord, it timed out or answered something unusable.
  if (err.status === 502 || err.status === 504) return discordMessages.unavailable;
  return err.message;
}

/**
 * The return point of the Discord connection: sends the state once, with Discord's code (or its
 * `error`, which spends the state), then hands a success to the app (which goes back to the
 * support page with a toast). A failure stays here, said in pt-BR, with the way back.
 */
export function DiscordCallback({
  code,
  state,
  error,
  onConnected,
  supportHref,
}: DiscordCallbackProps) {
  const api = useApi();
  const done = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    // Once, even under StrictMode: a state is single-use.
    if (done.current) return;
    done.current = true;
    if (error) {
      // Declined on Discord: the state is spent on the server, whatever it answers.
      if (!state) return setFailure(discordMessages.denied);
      api
        .connectDiscord({ body: { state, error: error.slice(0, 64) } })
        .catch(() => undefined)
        .finally(() => setFailure(discordMessages.denied));
      return;
    }
    if (!code || !state) return setFailure(discordMessages.invalid);
    api.connectDiscord({ body: { code, state } }).then(
      ({ data }) => onConnected(data.username),
      (err: unknown) => setFailure(discordFailure(err)),
    );
  }, [api, code, state, error, onConnected]);

  if (failure) {
    return (
      <div className="mx-auto flex max-w-lg flex-col gap-4 py-10">
        <h1 className="text-2xl font-bold">{discordMessages.failedTitle}</h1>
        <Alert variant="error">{failure}</Alert>
        <FeatureLink href={supportHref} className={buttonVariants({ variant: 'outline' })}>
          {discordMessages.back}
        </FeatureLink>
      </div>
    );
  }
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" aria-busy="true">
      <Spinner label="Conectando ao Discord" className="text-accent-foreground size-6" />
      <p className="text-muted-foreground">Conectando sua conta ao Discord…</p>
    </div>
  );
}
