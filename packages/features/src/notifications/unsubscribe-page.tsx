import type { NotificationKind } from '@aula/contract';
import { Alert, Button } from '@aula/ui';
import { useState } from 'react';
import { useApi } from '../api/api-provider';
import { FeatureLink } from '../navigation/link';
import { NOTIFICATION_KIND_LABELS } from './notification-preferences';

export const unsubscribeMessages = {
  title: 'Cancelar e-mails',
  intro: 'Você deixará de receber este tipo de e-mail da Aula. Os avisos de segurança continuam.',
  confirm: 'Não quero mais estes e-mails',
  done: (kind: NotificationKind) =>
    `Pronto: você não receberá mais e-mails de “${NOTIFICATION_KIND_LABELS[kind]}”.`,
  changeLater: 'Mude isso quando quiser em',
  invalid: 'Este link de descadastro é inválido ou expirou.',
  adjust: 'Ajuste seus e-mails em',
  preferences: 'Minha conta › Preferências',
  failed: 'Não foi possível cancelar agora. Tente novamente.',
} as const;

/**
 * The page an e-mail's unsubscribe link opens (`/descadastrar?token=`): it changes nothing until
 * the person confirms (link scanners open links; RFC 8058), signed in or not.
 */
export function UnsubscribePage({
  token,
  preferencesHref,
}: {
  token: string | null;
  /** The preferences page (`/eu/preferencias`), where the e-mails are switched back on. */
  preferencesHref: string;
}) {
  const api = useApi();
  const [state, setState] = useState<
    | { step: 'ask' }
    | { step: 'busy' }
    | { step: 'done'; kind: NotificationKind }
    | { step: 'error'; message: string }
  >(token ? { step: 'ask' } : { step: 'error', message: unsubscribeMessages.invalid });
  const confirm = async () => {
    if (!token) return;
    setState({ step: 'busy' });
    try {
      const { data } = await api.unsubscribe({ body: { token } });
      setState({ step: 'done', kind: data.kind });
    } catch (error) {
      const status = (error as { status?: number }).status;
      setState({
        step: 'error',
        message: status === 422 ? unsubscribeMessages.invalid : unsubscribeMessages.failed,
      });
    }
  };
  return (
    <section className="mx-auto flex max-w-lg flex-col gap-4">
      <h1 className="text-2xl font-bold">{unsubscribeMessages.title}</h1>
      {state.step === 'done' ? (
        <Alert variant="success">
          <span>{unsubscribeMessages.done(state.kind)}</span>{' '}
          <PreferencesLink href={preferencesHref} lead={unsubscribeMessages.changeLater} />
        </Alert>
      ) : state.step === 'error' ? (
        <Alert variant="error">
          <span>{state.message}</span>
          {state.message === unsubscribeMessages.invalid ? (
            <>
              {' '}
              <PreferencesLink href={preferencesHref} lead={unsubscribeMessages.adjust} />
            </>
          ) : null}
        </Alert>
      ) : (
        <>
          <p className="text-sm">{unsubscribeMessages.intro}</p>
          <div>
            <Button disabled={state.step === 'busy'} onClick={() => void confirm()}>
              {unsubscribeMessages.confirm}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** "Ajuste seus e-mails em Minha conta › Preferências.": the way back, a link (signed out: login). */
function PreferencesLink({ href, lead }: { href: string; lead: string }) {
  return (
    <span>
      {lead}{' '}
      <FeatureLink href={href} className="font-medium underline underline-offset-2">
        {unsubscribeMessages.preferences}
      </FeatureLink>
      .
    </span>
  );
}
