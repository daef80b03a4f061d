import { accountCodeBodySchema, type CodeSent, type ErrorCode, isApiError } from '@aula/contract';
import { Button, FormField, PinInput } from '@aula/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ContractForm } from '../../forms/contract-form';
import { type ContractField, useContractForm } from '../../forms/use-contract-form';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { ResendCode } from './resend-code';
import { useCountdown } from './use-countdown';

/** "Enviamos um código de 6 dígitos para …. Ele vale por N minutos." above the boxes. */
export function CodeSentIntro({ sent, label = 'Código' }: { sent: CodeSent; label?: string }) {
  return (
    <>
      Enviamos {label === 'PIN' ? 'um PIN' : 'um código'} de 6 dígitos para{' '}
      <strong className="text-foreground break-words">{sent.sent_to}</strong>. Ele vale por{' '}
      {Math.round(sent.expires_in / 60)} minutos.
    </>
  );
}

/** The 6-digit code in the ui PinInput, bound to a contract form's field, with its hint. */
export function CodeField({
  field,
  label = 'Código',
  onComplete,
}: {
  field: ContractField;
  label?: string;
  onComplete?: () => void;
}) {
  return (
    <FormField
      {...field.formField}
      hint={label === 'PIN' ? 'Os 6 dígitos da mensagem.' : 'Os 6 dígitos do e-mail.'}
    >
      <PinInput
        name={field.control.name}
        value={field.control.value}
        onChange={(value) => field.control.onChange({ currentTarget: { value } })}
        {...(onComplete ? { onComplete } : {})}
      />
    </FormField>
  );
}

export interface CodeStepProps {
  /** The form's accessible name ("Confirmar o código do e-mail atual"). */
  name: string;
  /** Where the code went, as the sentence above the boxes says it. */
  sent: CodeSent;
  /** "Código" for e-mails, "PIN" for WhatsApp. */
  label?: string;
  /** The catalogue code that means "this code is wrong" (shown on the field). */
  errorCode: ErrorCode;
  /**
   * Checks the code with the server. A wrong code (`errorCode`) is said on the field, the boxes
   * are emptied and the first one focused; any other failure keeps what was typed.
   */
  verify: (code: string) => Promise<void>;
  resend: () => Promise<CodeSent>;
  submitLabel?: string;
  onBack?: () => void;
  backLabel?: string;
  /** Extra text under the boxes. */
  children?: ReactNode;
}

/**
 * One code step of an account flow: the 6-digit code in the ui PinInput (paste the whole code,
 * sent on the sixth digit), the server's verdict on the field in pt-BR, "Reenviar código" with
 * its 60 s countdown, and Back. Each code is sent once (issue 33, item 19): the sixth digit or
 * the button, never both, and a wrong code leaves the boxes empty, so the button cannot send the
 * same wrong code again and spend another of the five tries.
 */
export function CodeStep({
  name,
  sent,
  label = 'Código',
  errorCode,
  verify,
  resend,
  submitLabel = 'Confirmar',
  onBack,
  backLabel = 'Voltar',
  children,
}: CodeStepProps) {
  const labels = { code: { label, gender: 'm' } } as const satisfies Record<string, FieldLabel>;
  const [current, setCurrent] = useState(sent);
  const { secondsLeft, start } = useCountdown(sent.resend_in);
  const form = useContractForm({
    schema: accountCodeBodySchema,
    labels,
    initial: { code: '' },
    codeFields: { [errorCode]: 'code' },
    submit: async ({ code }) => {
      try {
        await verify(code);
      } catch (err) {
        if (isApiError(err) && err.code === errorCode) {
          // The wrong digits go: typing starts again in the first box.
          form.setValues({ code: '' });
          setRefocus((n) => n + 1);
        }
        throw err;
      }
    },
  });
  const code = form.field('code');
  const formRef = useRef<HTMLFormElement>(null);
  // The sixth digit sends the form once the value is committed (not the stale one of the event);
  // while a code is being checked nothing is sent again (the form's own guard, and this one).
  const [submitNext, setSubmitNext] = useState(false);
  const pending = form.pending;
  useEffect(() => {
    if (!submitNext) return;
    setSubmitNext(false);
    if (!pending) formRef.current?.requestSubmit();
  }, [submitNext, pending]);
  const [refocus, setRefocus] = useState(0);
  const inputId = code.formField.htmlFor;
  useEffect(() => {
    if (refocus === 0 || pending) return;
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    input?.focus();
    input?.setSelectionRange(0, 0);
  }, [refocus, pending, inputId]);

  return (
    <ContractForm
      form={form}
      label={name}
      ref={formRef}
      intro={<CodeSentIntro sent={current} label={label} />}
    >
      <CodeField field={code} label={label} onComplete={() => setSubmitNext(true)} />
      {children}
      <div className="flex flex-wrap items-center gap-2">
        {onBack ? (
          <Button type="button" variant="outline" onClick={onBack} disabled={form.pending}>
            {backLabel}
          </Button>
        ) : null}
        <Button type="submit" loading={form.pending}>
          {submitLabel}
        </Button>
      </div>
      <ResendCode
        secondsLeft={secondsLeft}
        onResend={resend}
        onSent={(next) => {
          setCurrent(next);
          start(next.resend_in);
          // A new code: what was said about the previous one no longer holds.
          form.clearErrors(['code']);
          form.setValues({ code: '' });
        }}
      />
    </ContractForm>
  );
}
