import { ACCEPT_TERMS_REQUIRED } from '@aula/contract';
import { Checkbox } from '@aula/ui';
import { z } from 'zod/mini';
import type { ContractField } from '../forms/use-contract-form';

/**
 * The sign-up's consent as a form field (ADR 047): the contract's body wants `accept_terms: true`;
 * the form keeps strings, so the box is `'true'` when checked and `''` when not.
 */
export const acceptTermsField = z.literal('true', { error: ACCEPT_TERMS_REQUIRED });
export const ACCEPT_TERMS_LABEL = {
  label: 'Li e aceito os Termos de uso e o Aviso de privacidade',
  gender: 'm',
} as const;

export interface TermsConsentProps {
  /** The field's id (the form focuses it when it is the first error). */
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error: string | undefined;
  /** The public notices' addresses: opened in a new tab, so what was typed stays. */
  termsHref: string;
  privacyHref: string;
}

const noticeLink = 'text-accent-foreground font-medium underline';

/** "Li e aceito os Termos de uso e o Aviso de privacidade", both notices one click away. */
export function TermsConsent({
  id,
  checked,
  onCheckedChange,
  error,
  termsHref,
  privacyHref,
}: TermsConsentProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1" data-slot="terms-consent">
      <Checkbox
        id={id}
        name="accept_terms"
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required
        label={
          <>
            Li e aceito os{' '}
            <a href={termsHref} target="_blank" rel="noopener" className={noticeLink}>
              Termos de uso
            </a>{' '}
            e o{' '}
            <a href={privacyHref} target="_blank" rel="noopener" className={noticeLink}>
              Aviso de privacidade
            </a>
          </>
        }
      />
      {error ? (
        <p id={errorId} data-slot="form-field-error" className="aula-form-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What `TermsConsentField` needs of a `useContractForm` form with an `accept_terms` field. */
interface AcceptTermsForm {
  field(name: 'accept_terms'): ContractField;
  clearErrors(names: readonly 'accept_terms'[]): void;
}

/** `TermsConsent` as the `accept_terms` field of a `useContractForm` form (sign-up, invitation). */
export function TermsConsentField({
  form,
  termsHref,
  privacyHref,
}: { form: AcceptTermsForm } & Pick<TermsConsentProps, 'termsHref' | 'privacyHref'>) {
  const accept = form.field('accept_terms');
  return (
    <TermsConsent
      id={accept.formField.htmlFor}
      checked={accept.control.value === 'true'}
      onCheckedChange={(checked) => {
        accept.control.onChange({ currentTarget: { value: checked ? 'true' : '' } });
        if (checked) form.clearErrors(['accept_terms']);
      }}
      error={accept.formField.error}
      termsHref={termsHref}
      privacyHref={privacyHref}
    />
  );
}
