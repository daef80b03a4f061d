import { isApiError, PRIVACY_VERSION, TERMS_VERSION } from '@aula/contract';
import { ConfirmDialog } from '@aula/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../api/api-provider';
import { replaceSessionUser } from '../auth/session-cache';
import { useSession } from '../auth/use-session';
import { FeatureLink } from '../navigation/link';

export const consentUpdateMessages = {
  title: 'Atualizamos nossos termos',
  accept: 'Li e aceito',
  decline: 'Sair da conta',
  failed: 'Não foi possível registrar o seu aceite. Tente de novo.',
} as const;

export interface ConsentUpdateProps {
  termsHref: string;
  privacyHref: string;
  /**
   * The account's Privacidade page (`/eu/privacidade`): who does not accept may still download
   * their data or delete the account there (LGPD art. 18), and the dialog stays off that page.
   */
  rightsHref: string;
  /** The person would rather not accept: the app signs them out. */
  onDecline: () => void;
}

const link = 'text-accent-foreground font-medium underline';

/**
 * "Atualizamos nossos termos" (ADR 047): shown over any page while the signed-in person has not
 * accepted the current Termos de uso and Aviso de privacidade (the session says so), until they
 * accept or sign out. The notices open in a new tab, so the page underneath stays as it was.
 */
export function ConsentUpdate({
  termsHref,
  privacyHref,
  rightsHref,
  onDecline,
}: ConsentUpdateProps) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  if (!user?.consent_outdated) return null;
  const accept = async () => {
    setFailure(null);
    try {
      await api.acceptTerms({
        body: { terms_version: TERMS_VERSION, privacy_version: PRIVACY_VERSION },
      });
    } catch (error) {
      // A page opened before a newer version says so; anything else asks to try again.
      const stale = isApiError(error)
        ? (error.fieldErrors.terms_version?.[0] ?? error.fieldErrors.privacy_version?.[0])
        : undefined;
      setFailure(stale ?? consentUpdateMessages.failed);
      throw error;
    }
    await replaceSessionUser(mutate, { ...user, consent_outdated: false });
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onDecline();
      }}
      title={consentUpdateMessages.title}
      description={
        <>
          Publicamos uma nova versão dos{' '}
          <a href={termsHref} target="_blank" rel="noopener" className={link}>
            Termos de uso
          </a>{' '}
          e do{' '}
          <a href={privacyHref} target="_blank" rel="noopener" className={link}>
            Aviso de privacidade
          </a>
          . Para continuar usando a Aula, leia e aceite a nova versão. Se não concordar, você ainda
          pode{' '}
          <FeatureLink href={rightsHref} className={link}>
            baixar seus dados ou excluir sua conta
          </FeatureLink>
          .
          {failure ? (
            <span role="alert" className="aula-form-field-error mt-2 block">
              {failure}
            </span>
          ) : null}
        </>
      }
      confirmLabel={consentUpdateMessages.accept}
      cancelLabel={consentUpdateMessages.decline}
      color="primary"
      onConfirm={accept}
    />
  );
}
