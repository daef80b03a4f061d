import { type CodeSent, formatWhatsapp, whatsappChangeBodySchema } from '@aula/contract';
import { Alert, Button, FormField, Input, Skeleton } from '@aula/ui';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/api-provider';
import { useApiQuery } from '../../api/hooks';
import { useReplaceSessionUser, useSession } from '../../auth/use-session';
import { ContractForm } from '../../forms/contract-form';
import { useContractForm } from '../../forms/use-contract-form';
import { errorText } from '../../i18n/error-messages';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { LaterConfirmDialog } from '../../shared/later-confirm-dialog';
import { AccountFlow } from '../steps/account-flow';
import { CodeStep } from '../steps/code-step';

const STEPS = [{ title: 'Novo número' }, { title: 'PIN' }, { title: 'Confirmação' }] as const;

const labels = {
  whatsapp: { label: 'Número do WhatsApp', gender: 'm' },
} as const satisfies Record<string, FieldLabel>;

function NumberStep({
  number,
  onSent,
}: {
  number: string;
  onSent: (number: string, sent: CodeSent) => void;
}) {
  const api = useApi();
  const form = useContractForm({
    schema: whatsappChangeBodySchema,
    labels,
    initial: { whatsapp: number },
    codeFields: {
      InvalidWhatsappNumberException: 'whatsapp',
      OwnWhatsappNotAllowedException: 'whatsapp',
    },
    submit: async ({ whatsapp }) => {
      const sent = await api.requestWhatsappChange({ body: { whatsapp } });
      onSent(whatsapp, sent.data);
    },
  });
  const field = form.field('whatsapp');
  return (
    <ContractForm
      form={form}
      label="Informar o novo número de WhatsApp"
      className="flex max-w-md flex-col gap-4"
    >
      <FormField {...field.formField} hint="Celular com DDD, por exemplo +55 (11) 91234-5678.">
        <Input
          {...field.control}
          onChange={(event) =>
            field.control.onChange({
              currentTarget: { value: formatWhatsapp(event.currentTarget.value) },
            })
          }
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
      </FormField>
      <Button type="submit" className="self-start" loading={form.pending}>
        Enviar PIN
      </Button>
    </ContractForm>
  );
}

export const whatsappMessages = {
  remove: 'Remover número',
  removeTitle: 'Remover seu número de WhatsApp?',
  removeDescription:
    'Você deixa de receber avisos por WhatsApp. Você pode cadastrar um número de novo quando quiser.',
  removed: 'Número de WhatsApp removido.',
  removeFailed: (reason: string) => `Não foi possível remover o número: ${reason}`,
} as const;

/**
 * The WhatsApp number change in three steps (issue 17): the new number (a Brazilian mobile,
 * masked as typed, checked on both sides), the PIN sent to it, then the confirmation. A PIN
 * waiting on the server reopens the PIN step after a reload; a saved number can be removed.
 */
export function WhatsappChange() {
  const api = useApi();
  const { user } = useSession();
  const replaceUser = useReplaceSessionUser();
  const [step, setStep] = useState(0);
  const [number, setNumber] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [removal, setRemoval] = useState<{ ok: boolean; message: string } | null>(null);
  const current = user?.whatsapp ? formatWhatsapp(user.whatsapp) : null;
  // A PIN sent before a reload (or on another tab) is still waiting: open its step once.
  const pending = useApiQuery('pendingWhatsappChange', {});
  const [resumed, setResumed] = useState(false);
  const waiting = pending.data?.data ?? null;
  useEffect(() => {
    if (resumed || pending.isLoading) return;
    setResumed(true);
    if (!waiting) return;
    const { whatsapp, ...codeSent } = waiting;
    setNumber(whatsapp);
    setSent(codeSent);
    setStep(1);
  }, [resumed, pending.isLoading, waiting]);
  const removeNumber = async () => {
    setRemoval(null);
    try {
      const { data } = await api.removeWhatsapp({});
      await replaceUser(data);
      setRemoval({ ok: true, message: whatsappMessages.removed });
    } catch (err) {
      const reason = errorText(err);
      setRemoval({ ok: false, message: whatsappMessages.removeFailed(reason) });
      throw err;
    }
  };
  if (!resumed) {
    return (
      <section aria-busy="true" aria-label="WhatsApp" className="flex flex-col gap-3">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-24" />
      </section>
    );
  }
  return (
    <AccountFlow
      title="WhatsApp"
      description={
        current ? (
          <>
            Seu número atual é <strong className="text-foreground">{current}</strong>.
          </>
        ) : (
          'Você ainda não cadastrou um número de WhatsApp.'
        )
      }
      steps={STEPS}
      current={step}
    >
      {removal ? <Alert variant={removal.ok ? 'success' : 'error'}>{removal.message}</Alert> : null}
      {step === 0 && current ? (
        <div>
          <LaterConfirmDialog
            trigger={
              <Button type="button" variant="outline" color="error" size="sm">
                {whatsappMessages.remove}
              </Button>
            }
            title={whatsappMessages.removeTitle}
            description={whatsappMessages.removeDescription}
            confirmLabel={whatsappMessages.remove}
            onConfirm={removeNumber}
          />
        </div>
      ) : null}
      {step === 0 ? (
        <NumberStep
          number={number}
          onSent={(typed, next) => {
            setRemoval(null);
            // What a later visit (from the cache) will find waiting.
            void pending.mutate(
              { data: { ...next, whatsapp: formatWhatsapp(typed) } },
              { revalidate: false },
            );
            setNumber(typed);
            setSent(next);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 && sent ? (
        <CodeStep
          name="Confirmar o PIN do WhatsApp"
          label="PIN"
          sent={sent}
          errorCode="InvalidWhatsappChangeCodeException"
          submitLabel="Confirmar número"
          verify={async (code) => {
            const { data } = await api.confirmWhatsappChange({ body: { code } });
            await replaceUser(data);
            // Nothing waits any more: a later visit starts at the number.
            void pending.mutate({ data: null }, { revalidate: false });
            setStep(2);
          }}
          resend={async () =>
            (await api.requestWhatsappChange({ body: { whatsapp: number } })).data
          }
          onBack={() => setStep(0)}
          backLabel="Usar outro número"
        />
      ) : null}
      {step === 2 ? (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="success" title="Número confirmado">
            Seu WhatsApp agora é {current ?? formatWhatsapp(number)}.
          </Alert>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setNumber('');
              setSent(null);
              setStep(0);
            }}
          >
            Trocar de novo
          </Button>
        </div>
      ) : null}
    </AccountFlow>
  );
}
