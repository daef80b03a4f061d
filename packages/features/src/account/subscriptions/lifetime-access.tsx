import {
  type LifetimeAccess as Access,
  isApiError,
  type OrderLookup,
  orderCodeBodySchema,
} from '@aula/contract';
import {
  Alert,
  Badge,
  Button,
  buttonVariants,
  FormField,
  Input,
  Skeleton,
  Stepper,
} from '@aula/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { sessionKeys } from '../../auth/session-keys';
import { ContractForm } from '../../forms/contract-form';
import { useContractForm } from '../../forms/use-contract-form';
import { formatDate } from '../../i18n/dates';
import { errorMessage } from '../../i18n/error-messages';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { FeatureLink } from '../../navigation/link';
import { LoadingBlock, QueryState } from '../../shared/query-state';

export interface LifetimeAccessProps {
  /** The subscriptions page, where a claimed product shows as "vitalícia". */
  subscriptionsHref: string;
}

const labels = { code: { label: 'Código do pedido', gender: 'm' } } as const satisfies Record<
  string,
  FieldLabel
>;

const STEPS = [
  { title: 'Código do pedido' },
  { title: 'Confirmar produto' },
  { title: 'Acesso liberado' },
] as const;

/** What the viewer has today: lifetime access or not, and to which products. */
function CurrentAccess() {
  const query = useApiQuery('getLifetimeAccess', {});
  return (
    <QueryState
      query={query}
      errorTitle="Não foi possível carregar seu acesso vitalício."
      loading={
        <LoadingBlock label="Carregando seu acesso vitalício…">
          <Skeleton className="h-16" />
        </LoadingBlock>
      }
    >
      {(data) => <AccessList access={data.data} />}
    </QueryState>
  );
}

function AccessList({ access }: { access: Access }) {
  const { has_lifetime, products } = access;
  if (!has_lifetime) {
    return (
      <p className="text-muted-foreground">
        Você ainda não tem acesso vitalício. Se você comprou um acesso vitalício, resgate-o abaixo
        com o código do pedido.
      </p>
    );
  }
  return (
    <section aria-labelledby="seus-vitalicios" className="flex flex-col gap-2">
      <h2 id="seus-vitalicios" className="text-lg font-semibold">
        Você tem acesso vitalício a
      </h2>
      <ul className="flex flex-col gap-2">
        {products.map(({ product, since }) => (
          <li
            key={product.id}
            className="border-border flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
          >
            <span className="font-medium">{product.title}</span>
            <span className="text-muted-foreground flex items-center gap-2 text-sm">
              desde {formatDate(since)}
              <Badge color="success" size="sm">
                vitalícia
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CodeStep({
  code,
  onFound,
}: {
  code: string;
  onFound: (code: string, lookup: OrderLookup) => void;
}) {
  const { trigger } = useApiMutation('lookupLifetimeOrder');
  const form = useContractForm({
    schema: orderCodeBodySchema,
    labels,
    initial: { code },
    codeFields: { OrderNotFoundException: 'code' },
    submit: async ({ code: typed }) => {
      const found = await trigger({ body: { code: typed.trim() } });
      onFound(typed.trim(), found.data);
    },
  });
  const field = form.field('code');
  return (
    <ContractForm form={form} label="Informar o código do pedido">
      <FormField {...field.formField} hint="Está no e-mail de confirmação da sua compra.">
        <Input {...field.control} autoComplete="off" autoCapitalize="characters" />
      </FormField>
      <Button type="submit" loading={form.pending} className="self-start">
        Continuar
      </Button>
    </ContractForm>
  );
}

function ConfirmStep({
  code,
  lookup,
  onBack,
  onClaimed,
}: {
  code: string;
  lookup: OrderLookup;
  onBack: () => void;
  onClaimed: () => void;
}) {
  const { trigger, pending } = useApiMutation('claimLifetimeOrder', {
    revalidate: ['getLifetimeAccess', 'listSubscriptions'],
  });
  // A claim can make the account a student (ADR 031): the session's user is read again.
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const { product, already_lifetime } = lookup;
  return (
    <div className="flex flex-col gap-4">
      <p>
        Este código libera acesso vitalício a <strong>{product.title}</strong>.
      </p>
      {already_lifetime ? (
        <Alert variant="info">Você já tem acesso vitalício a {product.title}.</Alert>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          Voltar
        </Button>
        <Button
          type="button"
          loading={pending}
          disabled={already_lifetime}
          onClick={async () => {
            if (pending) return;
            setError(null);
            try {
              await trigger({ body: { code } });
              void mutate(sessionKeys.me());
              onClaimed();
            } catch (caught) {
              setError(
                isApiError(caught)
                  ? (caught.fieldErrors.code?.[0] ?? caught.message)
                  : errorMessage('ServerErrorException'),
              );
            }
          }}
        >
          Resgatar acesso vitalício
        </Button>
      </div>
    </div>
  );
}

/**
 * The lifetime-access page: what the student has, and the claim of an order code in two steps
 * (the code names the product; confirming grants it), then a success step.
 */
export function LifetimeAccess({ subscriptionsHref }: LifetimeAccessProps) {
  const [step, setStep] = useState(0);
  const [code, setCode] = useState('');
  const [lookup, setLookup] = useState<OrderLookup | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Acesso vitalício</h1>
      <CurrentAccess />
      <section aria-labelledby="resgatar" className="flex flex-col gap-4">
        <h2 id="resgatar" className="text-lg font-semibold">
          Resgatar com o código do pedido
        </h2>
        <Stepper steps={STEPS} current={step} label="Etapas do resgate" />
        {step === 0 ? (
          <CodeStep
            code={code}
            onFound={(typed, found) => {
              setCode(typed);
              setLookup(found);
              setStep(1);
            }}
          />
        ) : null}
        {step === 1 && lookup ? (
          <ConfirmStep
            code={code}
            lookup={lookup}
            onBack={() => setStep(0)}
            onClaimed={() => setStep(2)}
          />
        ) : null}
        {step === 2 && lookup ? (
          <div className="flex flex-col gap-3">
            <Alert variant="success">
              Pronto! Você tem acesso vitalício a {lookup.product.title}.
            </Alert>
            <FeatureLink
              href={subscriptionsHref}
              className={buttonVariants({ variant: 'outline' })}
            >
              Ver minhas assinaturas
            </FeatureLink>
          </div>
        ) : null}
      </section>
    </div>
  );
}
