import { registerBodySchema } from '@aula/contract';
import { Button, FormField, Input } from '@aula/ui';
import { useSWRConfig } from 'swr';
import { z } from 'zod/mini';
import { useApi } from '../api/api-provider';
import { ContractForm } from '../forms/contract-form';
import { NewPasswordFields, newPassword } from '../forms/new-password-fields';
import { useContractForm } from '../forms/use-contract-form';
import type { FieldLabel } from '../i18n/zod-pt-br';
import { FeatureLink } from '../navigation/link';
import { replaceSessionUser } from './session-cache';
import { ACCEPT_TERMS_LABEL, acceptTermsField, TermsConsentField } from './terms-consent';

const labels = {
  name: { label: 'Nome', gender: 'm' },
  email: { label: 'E-mail', gender: 'm' },
  ...newPassword.labels(false),
  accept_terms: ACCEPT_TERMS_LABEL,
} as const satisfies Record<string, FieldLabel>;
const formSchema = z.extend(z.omit(registerBodySchema, { accept_terms: true }), {
  accept_terms: acceptTermsField,
});

export interface RegisterFormProps {
  /** Called once the new account is signed in; the app says where to go and what to tell. */
  onSuccess?: (email: string) => void;
  loginHref: string;
  /** The public notices (`/termos`, `/privacidade`), linked from the consent box. */
  termsHref: string;
  privacyHref: string;
}

/**
 * Registration: name, e-mail, password and its confirmation. An e-mail already in use is said on
 * the e-mail field; the account is signed in at once and a verification link is sent.
 */
export function RegisterForm({ onSuccess, loginHref, termsHref, privacyHref }: RegisterFormProps) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const form = useContractForm({
    schema: formSchema,
    labels,
    initial: { name: '', email: '', ...newPassword.empty, accept_terms: '' },
    extraCheck: newPassword.match,
    codeFields: { UserHasBeenTakenException: 'email' },
    submit: async (values) => {
      const { data: user } = await api.register({
        body: { ...values, email: values.email.trim(), accept_terms: true },
      });
      await replaceSessionUser(mutate, user);
      onSuccess?.(user.email);
    },
  });
  const name = form.field('name');
  const email = form.field('email');
  return (
    <ContractForm form={form} label="Criar conta" className="flex w-full max-w-sm flex-col gap-4">
      <FormField {...name.formField}>
        <Input {...name.control} autoComplete="name" />
      </FormField>
      <FormField {...email.formField}>
        <Input {...email.control} type="email" autoComplete="email" />
      </FormField>
      <NewPasswordFields form={form} />
      <TermsConsentField form={form} termsHref={termsHref} privacyHref={privacyHref} />
      <Button type="submit" size="lg" loading={form.pending}>
        Criar conta
      </Button>
      <p className="text-muted-foreground text-center text-sm">
        Já tem uma conta?{' '}
        <FeatureLink href={loginHref} className="text-accent-foreground font-medium underline">
          Entrar
        </FeatureLink>
      </p>
    </ContractForm>
  );
}
