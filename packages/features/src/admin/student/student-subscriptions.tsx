import { isApiError, type Subscription } from '@aula/contract';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DatePicker,
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  EmptyState,
  FormField,
  Select,
  Table,
  type TableColumn,
} from '@aula/ui';
import { type FormEvent, useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { PROVIDER_LABELS, STATUS_BADGES } from '../../account/subscriptions/labels';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { LoadError } from '../../forms/load-error';
import { statusMessages } from '../../i18n/error-messages';
import { fromSchoolIso, SCHOOL_TIME_ZONE } from '../content/school-time';
import { dayOf } from '../students/students-query';
import { isStudentId } from './student-page';

export const studentSubscriptionsMessages = {
  title: 'Assinaturas',
  intro: 'As assinaturas da conta. Abra uma para mudar a data de término ou cancelá-la.',
  caption: 'Assinaturas do estudante',
  product: 'Produto',
  status: 'Situação',
  provider: 'Origem',
  startedAt: 'Início',
  endsAt: 'Término',
  noEnd: 'sem data de término',
  manage: 'Gerenciar',
  manageLabel: (product: string) => `Gerenciar a assinatura de ${product}`,
  grant: 'Conceder assinatura',
  emptyTitle: 'Nenhuma assinatura',
  emptyText: 'Esta conta ainda não assinou nenhum produto.',
  loadError: 'Não foi possível carregar as assinaturas.',
  drawerDescription: 'Situação, origem e datas desta assinatura.',
  newEnd: 'Nova data de término',
  newEndHint: 'A assinatura termina no fim deste dia (horário de Brasília). Vazio: sem término.',
  saveEnd: 'Salvar data de término',
  endSaved: (product: string) => `Data de término de ${product} atualizada.`,
  endFailed: (product: string, reason: string) =>
    `Não foi possível mudar a data de término de ${product}. ${reason}`,
  lifetimeNoEnd: 'Uma assinatura vitalícia não tem data de término.',
  cancel: 'Cancelar assinatura',
  cancelTitle: (product: string) => `Cancelar a assinatura de ${product}?`,
  cancelText:
    'O acesso aos cursos deste produto termina agora. O estudante ainda verá a assinatura como cancelada.',
  cancelConfirm: 'Cancelar assinatura',
  cancelKeep: 'Manter',
  canceled: (product: string) => `Assinatura de ${product} cancelada.`,
  cancelFailed: (product: string, reason: string) =>
    `Não foi possível cancelar a assinatura de ${product}. ${reason}`,
  close: 'Fechar',
  grantTitle: 'Conceder assinatura manual',
  grantDescription: 'Uma assinatura ativa, concedida pela equipe, a partir de agora.',
  grantProduct: 'Produto',
  chooseProduct: 'Escolha um produto',
  grantEnd: 'Data de término (opcional)',
  grantEndHint: 'Vazio: sem data de término.',
  grantSubmit: 'Conceder',
  granted: (product: string) => `Assinatura de ${product} concedida.`,
  productRequired: 'Escolha um produto.',
} as const;

const schoolDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SCHOOL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** `31/01/2030`, the day in the school's time zone (an end is that day's last moment there). */
export const formatSchoolDate = (iso: string) => schoolDate.format(new Date(iso));

const reason = (error: unknown) =>
  isApiError(error) ? error.message : statusMessages.malformedResponse;
const fieldErrorOf = (error: unknown, field: string) =>
  isApiError(error) ? error.fieldErrors[field]?.[0] : undefined;

/** Whether the admin can still cancel it (a canceled or expired one has nothing left to end). */
const cancelable = (s: Subscription) => s.status !== 'canceled' && s.status !== 'expired';

export interface StudentSubscriptionsProps {
  studentId: number;
  /** How the page shows a toast (the app's Toaster). */
  notify: AccountNotify;
}

/**
 * "Assinaturas": the student's subscriptions; a drawer shows one (state, provider, dates) and
 * changes its end date or cancels it; "Conceder assinatura" grants a manual one. Changes show at
 * once (optimistic) and roll back with a toast when the server refuses.
 */
export function StudentSubscriptions({ studentId, notify }: StudentSubscriptionsProps) {
  const input = isStudentId(studentId) ? { params: { id: studentId } } : null;
  const list = useApiQuery('listAdminStudentSubscriptions', input);
  const [openProduct, setOpenProduct] = useState<number | null>(null);
  const [granting, setGranting] = useState(false);
  const rows = list.data?.data ?? [];
  const open = rows.find((row) => row.product.id === openProduct) ?? null;

  const columns: TableColumn<Subscription>[] = [
    {
      id: 'product',
      header: studentSubscriptionsMessages.product,
      rowHeader: true,
      cell: (s) => <span className="font-medium">{s.product.title}</span>,
    },
    {
      id: 'status',
      header: studentSubscriptionsMessages.status,
      cell: (s) => (
        <Badge color={STATUS_BADGES[s.status].color} className="whitespace-nowrap">
          {STATUS_BADGES[s.status].label}
        </Badge>
      ),
    },
    {
      id: 'provider',
      header: studentSubscriptionsMessages.provider,
      cell: (s) => PROVIDER_LABELS[s.provider],
    },
    {
      id: 'started_at',
      header: studentSubscriptionsMessages.startedAt,
      cell: (s) => <time dateTime={s.started_at}>{formatSchoolDate(s.started_at)}</time>,
    },
    {
      id: 'ends_at',
      header: studentSubscriptionsMessages.endsAt,
      cell: (s) =>
        s.ends_at ? (
          <time dateTime={s.ends_at}>{formatSchoolDate(s.ends_at)}</time>
        ) : (
          <span className="whitespace-nowrap">{studentSubscriptionsMessages.noEnd}</span>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{studentSubscriptionsMessages.manage}</span>,
      cell: (s) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={studentSubscriptionsMessages.manageLabel(s.product.title)}
          onClick={() => setOpenProduct(s.product.id)}
        >
          {studentSubscriptionsMessages.manage}
        </Button>
      ),
    },
  ];

  return (
    <section aria-busy={list.isLoading || undefined} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold">{studentSubscriptionsMessages.title}</h2>
          <p className="text-muted-foreground text-sm">{studentSubscriptionsMessages.intro}</p>
        </div>
        <Button onClick={() => setGranting(true)} disabled={!input}>
          {studentSubscriptionsMessages.grant}
        </Button>
      </div>
      {list.error && !list.data ? (
        <LoadError
          title={studentSubscriptionsMessages.loadError}
          error={list.error}
          onRetry={() => void list.mutate()}
        />
      ) : (
        <Table
          caption={studentSubscriptionsMessages.caption}
          hideCaption
          columns={columns}
          rows={rows}
          getRowId={(s) => String(s.product.id)}
          loading={list.isLoading}
          empty={
            <EmptyState
              level={3}
              title={studentSubscriptionsMessages.emptyTitle}
              description={studentSubscriptionsMessages.emptyText}
            />
          }
        />
      )}
      <Drawer
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpenProduct(null);
        }}
      >
        <DrawerContent side="right" className="sm:max-w-md">
          {open ? (
            <SubscriptionDetails
              key={open.product.id}
              studentId={studentId}
              subscription={open}
              notify={notify}
            />
          ) : null}
        </DrawerContent>
      </Drawer>
      <Drawer open={granting} onOpenChange={setGranting}>
        <DrawerContent side="right" className="sm:max-w-md">
          {granting ? (
            <GrantForm studentId={studentId} notify={notify} onGranted={() => setGranting(false)} />
          ) : null}
        </DrawerContent>
      </Drawer>
    </section>
  );
}

type SubscriptionList = { data: Subscription[] };

function SubscriptionDetails({
  studentId,
  subscription,
  notify,
}: {
  studentId: number;
  subscription: Subscription;
  notify: AccountNotify;
}) {
  const input = { params: { id: studentId } };
  const list = useApiQuery('listAdminStudentSubscriptions', input);
  const update = useApiMutation('updateAdminStudentSubscription', {
    revalidate: ['listAdminStudents'],
  });
  const cancel = useApiMutation('cancelAdminStudentSubscription', {
    revalidate: ['listAdminStudents', 'listAdminStudentCourses', 'adminStudentProgress'],
  });
  const { product } = subscription;
  const [end, setEnd] = useState<Date | null>(
    subscription.ends_at ? fromSchoolIso(subscription.ends_at) : null,
  );
  const [endError, setEndError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const params = { id: studentId, productId: product.id };
  const replace = (next: Partial<Subscription>) => (current?: SubscriptionList) => ({
    data: (current?.data ?? []).map((s) => (s.product.id === product.id ? { ...s, ...next } : s)),
  });

  async function saveEnd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.pending) return;
    setEndError(undefined);
    const day = end ? dayOf(end) : null;
    try {
      await list.mutate(
        async () => {
          await update.trigger({ params, body: { ends_at: day } });
          return undefined;
        },
        {
          // Shown at once: noon of that day stands for it until the server answers.
          optimisticData: replace({
            ends_at: day ? new Date(`${day}T15:00:00.000Z`).toISOString() : null,
          }),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
      notify('success', studentSubscriptionsMessages.endSaved(product.title));
    } catch (err) {
      const field = fieldErrorOf(err, 'ends_at');
      if (field) setEndError(field);
      else notify('error', studentSubscriptionsMessages.endFailed(product.title, reason(err)));
    }
  }

  async function confirmCancel() {
    try {
      await list.mutate(
        async () => {
          await cancel.trigger({ params });
          return undefined;
        },
        {
          optimisticData: replace({ status: 'canceled', ends_at: new Date().toISOString() }),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
      notify('success', studentSubscriptionsMessages.canceled(product.title));
    } catch (err) {
      notify('error', studentSubscriptionsMessages.cancelFailed(product.title, reason(err)));
      throw err;
    }
  }

  const badge = STATUS_BADGES[subscription.status];
  return (
    <>
      <DrawerHeader>
        <DrawerTitle>{product.title}</DrawerTitle>
        <DrawerDescription>{studentSubscriptionsMessages.drawerDescription}</DrawerDescription>
      </DrawerHeader>
      <DrawerBody className="flex flex-col gap-6">
        <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{studentSubscriptionsMessages.status}</dt>
          <dd>
            <Badge color={badge.color}>{badge.label}</Badge>
          </dd>
          <dt className="text-muted-foreground">{studentSubscriptionsMessages.provider}</dt>
          <dd>{PROVIDER_LABELS[subscription.provider]}</dd>
          <dt className="text-muted-foreground">{studentSubscriptionsMessages.startedAt}</dt>
          <dd>{formatSchoolDate(subscription.started_at)}</dd>
          <dt className="text-muted-foreground">{studentSubscriptionsMessages.endsAt}</dt>
          <dd data-testid="subscription-ends-at">
            {subscription.ends_at
              ? formatSchoolDate(subscription.ends_at)
              : studentSubscriptionsMessages.noEnd}
          </dd>
        </dl>
        {subscription.status === 'lifetime' ? (
          <Alert variant="info">{studentSubscriptionsMessages.lifetimeNoEnd}</Alert>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={saveEnd} noValidate>
            <FormField
              label={studentSubscriptionsMessages.newEnd}
              hint={studentSubscriptionsMessages.newEndHint}
              error={endError}
            >
              <DatePicker value={end} onChange={setEnd} />
            </FormField>
            <Button type="submit" className="self-start" loading={update.pending}>
              {studentSubscriptionsMessages.saveEnd}
            </Button>
          </form>
        )}
      </DrawerBody>
      <DrawerFooter>
        {cancelable(subscription) ? (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button color="error" variant="outline">
                {studentSubscriptionsMessages.cancel}
              </Button>
            }
            title={studentSubscriptionsMessages.cancelTitle(product.title)}
            description={studentSubscriptionsMessages.cancelText}
            confirmLabel={studentSubscriptionsMessages.cancelConfirm}
            cancelLabel={studentSubscriptionsMessages.cancelKeep}
            onConfirm={confirmCancel}
          />
        ) : null}
      </DrawerFooter>
    </>
  );
}

function GrantForm({
  studentId,
  notify,
  onGranted,
}: {
  studentId: number;
  notify: AccountNotify;
  onGranted: () => void;
}) {
  const products = useApiQuery('listProducts', { query: {} });
  const grant = useApiMutation('grantAdminStudentSubscription', {
    revalidate: [
      'listAdminStudentSubscriptions',
      'listAdminStudents',
      'listAdminStudentCourses',
      'adminStudentProgress',
    ],
  });
  const [productId, setProductId] = useState('');
  const [end, setEnd] = useState<Date | null>(null);
  const [errors, setErrors] = useState<{
    product_id?: string | undefined;
    ends_at?: string | undefined;
  }>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (grant.pending) return;
    setFormError(null);
    if (!productId) {
      setErrors({ product_id: studentSubscriptionsMessages.productRequired });
      return;
    }
    setErrors({});
    try {
      const result = await grant.trigger({
        params: { id: studentId },
        body: { product_id: Number(productId), ends_at: end ? dayOf(end) : null },
      });
      notify('success', studentSubscriptionsMessages.granted(result.data.product.title));
      onGranted();
    } catch (err) {
      const product = fieldErrorOf(err, 'product_id');
      const ends = fieldErrorOf(err, 'ends_at');
      if (product || ends) setErrors({ product_id: product, ends_at: ends });
      else setFormError(reason(err));
    }
  }

  return (
    <form className="contents" onSubmit={submit} noValidate>
      <DrawerHeader>
        <DrawerTitle>{studentSubscriptionsMessages.grantTitle}</DrawerTitle>
        <DrawerDescription>{studentSubscriptionsMessages.grantDescription}</DrawerDescription>
      </DrawerHeader>
      <DrawerBody className="flex flex-col gap-4">
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <FormField
          label={studentSubscriptionsMessages.grantProduct}
          error={errors.product_id}
          required
        >
          <Select
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
            options={[
              { value: '', label: studentSubscriptionsMessages.chooseProduct },
              ...(products.data?.data ?? []).map((product) => ({
                value: String(product.id),
                label: product.title,
              })),
            ]}
          />
        </FormField>
        <FormField
          label={studentSubscriptionsMessages.grantEnd}
          hint={studentSubscriptionsMessages.grantEndHint}
          error={errors.ends_at}
        >
          <DatePicker value={end} onChange={setEnd} />
        </FormField>
      </DrawerBody>
      <DrawerFooter>
        <Button type="submit" loading={grant.pending}>
          {studentSubscriptionsMessages.grantSubmit}
        </Button>
      </DrawerFooter>
    </form>
  );
}
