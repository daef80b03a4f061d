import { certificateNameInputSchema } from '@aula/contract';
import { Alert, Button, FormField, Input } from '@aula/ui';
import { useEffect, useRef, useState } from 'react';
import { useApiMutation } from '../api/mutations';
import { ContractForm } from '../forms/contract-form';
import { useContractForm } from '../forms/use-contract-form';
import { certificateMessages as m } from './messages';

export interface CertificateNameFormProps {
  /** What the field starts with: the confirmed name, else the account's. */
  suggestedName: string;
  /**
   * Changing a name confirmed before (for the certificates still to come): its own title, words
   * and a cancel; `onSaved` runs once it is saved. Without it: the first confirmation.
   */
  change?: { onSaved: () => void; onCancel: () => void };
}

/**
 * "Nome no certificado": the student confirms the full name before the first certificate is
 * issued; the ones awaiting it are issued with it (ADR 043).
 */
export function CertificateNameForm({ suggestedName, change }: CertificateNameFormProps) {
  const confirm = useApiMutation('confirmCertificateName', {
    revalidate: ['myCertificates', 'courseCertificate'],
  });
  const [done, setDone] = useState(false);
  const form = useContractForm({
    schema: certificateNameInputSchema,
    labels: { name: m.nameLabel },
    initial: { name: suggestedName },
    submit: async (values) => {
      setDone(false);
      await confirm.trigger({ body: { name: values.name } });
      if (change) change.onSaved();
      else setDone(true);
    },
  });
  const name = form.field('name');
  const title = change ? m.nameChangeTitle : m.nameTitle;
  // Opened by "Alterar nome" (which is gone now): focus goes to the field, not to the page.
  const input = useRef<HTMLInputElement>(null);
  const changing = change !== undefined;
  useEffect(() => {
    if (changing) input.current?.focus();
  }, [changing]);
  return (
    <section className="border-border flex flex-col gap-3 rounded-lg border p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ContractForm form={form} label={title} intro={change ? m.nameChangeIntro : m.nameIntro}>
        {done ? <Alert variant="success">{m.nameConfirmed}</Alert> : null}
        <FormField {...name.formField}>
          <Input ref={input} {...name.control} autoComplete="name" maxLength={200} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.pending}>
            {change ? m.nameSave : m.nameConfirm}
          </Button>
          {change ? (
            <Button type="button" variant="ghost" onClick={change.onCancel}>
              {m.nameCancel}
            </Button>
          ) : null}
        </div>
      </ContractForm>
    </section>
  );
}
