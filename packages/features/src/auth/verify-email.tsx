import { isApiError } from '@aula/contract';
import { Alert, Button, buttonVariants, Spinner } from '@aula/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../api/api-provider';
import { errorMessage, errorText } from '../i18n/error-messages';
import { FeatureLink } from '../navigation/link';
import { sessionKeys } from './session-keys';

type State =
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'already-verified' }
  | { kind: 'invalid' }
  | { kind: 'error'; message: string };

export interface VerifyEmailProps {
  token: string;
  /** Where "continue" leads once verified (home). */
  continueHref: string;
}

/**
 * E-mail verification (splash): sends the token once on arrival and says how it went: verified,
 * already verified, an invalid or expired link, or a failure that can be retried.
 */
export function VerifyEmail({ token, continueHref }: VerifyEmailProps) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<State>({ kind: 'verifying' });
  const sent = useRef<string | null>(null);

  const verify = useCallback(async () => {
    setState({ kind: 'verifying' });
    try {
      await api.verifyEmail({ body: { token } });
      setState({ kind: 'verified' });
      // The header and guards read the user again (verified now).
      void mutate(sessionKeys.me());
    } catch (error) {
      if (isApiError(error) && error.code === 'EmailAlreadyVerifiedException') {
        setState({ kind: 'already-verified' });
      } else if (
        isApiError(error) &&
        (error.code === 'InvalidConfirmationToken' || error.code === 'ValidationException')
      ) {
        setState({ kind: 'invalid' });
      } else {
        setState({
          kind: 'error',
          message: errorText(error, errorMessage('ServerErrorException')),
        });
      }
    }
  }, [api, token, mutate]);

  useEffect(() => {
    // Once per token, even under StrictMode's double effects: a token is single-use.
    if (sent.current === token) return;
    sent.current = token;
    void verify();
  }, [token, verify]);

  return (
    <div className="flex flex-col gap-4" aria-busy={state.kind === 'verifying' || undefined}>
      <h1 className="text-xl font-bold">Verificação de e-mail</h1>
      {state.kind === 'verifying' ? (
        <p className="text-muted-foreground flex items-center gap-2">
          <Spinner label="Verificando" className="size-4" /> Verificando seu e-mail…
        </p>
      ) : null}
      {state.kind === 'verified' ? (
        <Alert variant="success" title="E-mail verificado!">
          Tudo certo: seu e-mail foi confirmado.
        </Alert>
      ) : null}
      {state.kind === 'already-verified' ? (
        <Alert variant="warning" title="Este e-mail já foi verificado.">
          Não é preciso fazer mais nada: você já pode usar a Aula.
        </Alert>
      ) : null}
      {state.kind === 'invalid' ? (
        <Alert variant="error" title="Link de verificação inválido.">
          {errorMessage('InvalidConfirmationToken')} O link pode ter expirado ou já ter sido usado;
          peça um novo e-mail de verificação.
        </Alert>
      ) : null}
      {state.kind === 'error' ? (
        <Alert
          variant="error"
          title="Não foi possível verificar seu e-mail."
          action={
            <Button size="sm" variant="outline" onClick={() => void verify()}>
              Tentar de novo
            </Button>
          }
        >
          {state.message}
        </Alert>
      ) : null}
      {state.kind === 'verified' ||
      state.kind === 'already-verified' ||
      state.kind === 'invalid' ? (
        <FeatureLink href={continueHref} className={buttonVariants({ className: 'self-start' })}>
          Continuar para a Aula
        </FeatureLink>
      ) : null}
    </div>
  );
}
