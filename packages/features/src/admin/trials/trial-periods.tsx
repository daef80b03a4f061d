import { isApiError, TRIAL_MAX_DAYS, type TrialPeriod } from '@aula/contract';
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
  Input,
  Select,
  Skeleton,
  Table,
  type TableColumn,
} from '@aula/ui';
import { useRef, useState } from 'react';
import { z } from 'zod/mini';
import type { AccountNotify } from '../../account/notify';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { LoadError } from '../../forms/load-error';
import { useContractForm } from '../../forms/use-contract-form';
import { statusMessages } from '../../i18n/error-messages';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { formatDayRange, fromDay, schoolDay, type TrialState, toDay, trialState } from './days';

export const trialMessages = {
  title: 'Período de teste',
  intro:
    'Durante o intervalo, quem entrar na conta (login, cadastro ou convite) sem nunca ter tido o produto ganha uma assinatura em teste pelos dias escolhidos.',
  add: 'Novo período de teste',
  caption: 'Períodos de teste',
  product: 'Produto',
  interval: 'Intervalo',
  days: 'Dias de teste',
  status: 'Situação',
  actions: 'Ações',
  active: 'ativo agora',
  scheduled: 'agendado',
  ended: 'encerrado',
  daysValue: (days: number) => (days === 1 ? '1 dia' : `${days} dias`),
  granted: (count: number) =>
    count === 1 ? '1 assinatura em teste concedida' : `${count} assinaturas em teste concedidas`,
  edit: (product: string) => `Editar o período de ${product}`,
  remove: (product: string) => `Excluir o período de ${product}`,
  confirmTitle: (product: string) => `Excluir o período de teste de “${product}”?`,
  confirmDescription:
    'Novos alunos deixam de ganhar o teste. As assinaturas em teste já concedidas continuam valendo.',
  removed: 'Período de teste excluído.',
  removeFailed: (reason: string) => `Não foi possível excluir o período de teste: ${reason}`,
  emptyTitle: 'Nenhum período de teste',
  emptyDescription: 'Crie um período para oferecer de 1 a 30 dias de acesso a um produto.',
  loadError: 'Não foi possível carregar os períodos de teste.',
  addTitle: 'Novo período de teste',
  editTitle: 'Editar período de teste',
  formDescription:
    'As datas seguem o horário de Brasília. Intervalos do mesmo produto não podem se sobrepor.',
  productPlaceholder: 'Escolha um produto',
  startsOn: 'Início',
  endsOn: 'Término',
  daysHint: 'De 1 a 30 dias, contados a partir do dia em que o aluno entra.',
  save: 'Salvar',
  added: 'Período de teste criado.',
  saved: 'Período de teste atualizado.',
  productsError: 'Não foi possível carregar os produtos.',
} as const;

const labels = {
  product_id: { label: trialMessages.product, gender: 'm' },
  starts_on: { label: trialMessages.startsOn, gender: 'm' },
  ends_on: { label: trialMessages.endsOn, gender: 'm' },
  days: { label: trialMessages.days, gender: 'm' },
} as const satisfies Record<string, FieldLabel>;
type Field = keyof typeof labels;

/** The drawer's fields as typed (strings), checked with the contract's rules and messages. */
const formSchema = z
  .object({
    product_id: z.string().check(z.minLength(1, 'Escolha um produto.')),
    starts_on: z.string().check(z.minLength(1, 'Informe a data de início.')),
    ends_on: z.string().check(z.minLength(1, 'Informe a data de término.')),
    days: z.string().check(
      z.refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 30, {
        message: 'O teste dura de 1 a 30 dias.',
      }),
    ),
  })
  .check(
    z.refine((v) => !v.starts_on || !v.ends_on || v.ends_on >= v.starts_on, {
      message: 'A data de término não pode ser anterior à de início.',
      path: ['ends_on'],
    }),
  );

const reason = (error: unknown) =>
  isApiError(error) ? error.message : statusMessages.malformedResponse;

export interface TrialPeriodsProps {
  /** How the page shows a toast (the app's Toaster). */
  notify: AccountNotify;
  /** The clock the statuses are read against (stories pin it); now by default. */
  now?: Date;
}

const STATE_COLORS = {
  active: 'success',
  scheduled: 'primary',
  ended: 'neutral',
} as const satisfies Record<TrialState, string>;

/**
 * `/admin/periodo-de-teste`: the trial periods in a table; create and edit in a drawer (product,
 * the interval's two days, 1–30 days of trial); an overlapping interval comes back from the server
 * on the start date; delete after a confirmation, optimistically, rolled back if refused (ADR 023).
 */
export function TrialPeriods({ notify, now }: TrialPeriodsProps) {
  const today = schoolDay(now ?? new Date());
  const { data, error, isLoading, mutate } = useApiQuery('listTrialPeriods', {});
  const remove = useApiMutation('deleteTrialPeriod');
  const [editing, setEditing] = useState<TrialPeriod | 'new' | null>(null);
  // While it slides out the drawer keeps showing the last form (and so keeps its title).
  const last = useRef<TrialPeriod | 'new' | null>(null);
  if (editing) last.current = editing;
  const shown = editing ?? last.current;

  const heading = (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold">{trialMessages.title}</h1>
      <p className="text-muted-foreground max-w-3xl text-sm">{trialMessages.intro}</p>
    </div>
  );
  if (isLoading) {
    return (
      <section className="flex flex-col gap-4" aria-busy="true" data-testid="trials-loading">
        {heading}
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </section>
    );
  }
  if (error || !data) {
    return (
      <section className="flex flex-col gap-4">
        {heading}
        <LoadError title={trialMessages.loadError} error={error} onRetry={() => void mutate()} />
      </section>
    );
  }

  const periods = data.data;
  const addButton = <Button onClick={() => setEditing('new')}>{trialMessages.add}</Button>;

  const deletePeriod = async (period: TrialPeriod) => {
    const before = data;
    await mutate(
      { ...before, data: before.data.filter((item) => item.id !== period.id) },
      { revalidate: false },
    );
    try {
      await remove.trigger({ params: { id: period.id } });
      notify('success', trialMessages.removed);
    } catch (err) {
      await mutate(before, { revalidate: false });
      notify('error', trialMessages.removeFailed(reason(err)));
    }
  };

  const columns: TableColumn<TrialPeriod>[] = [
    {
      id: 'product',
      header: trialMessages.product,
      cell: (period) => (
        <span className="flex flex-col">
          <span className="font-medium">{period.product.title}</span>
          <span className="text-muted-foreground text-xs font-normal">
            {trialMessages.granted(period.granted_count)}
          </span>
        </span>
      ),
    },
    {
      id: 'interval',
      header: trialMessages.interval,
      cell: (period) => formatDayRange(period.starts_on, period.ends_on),
    },
    {
      id: 'days',
      header: trialMessages.days,
      cell: (period) => trialMessages.daysValue(period.days),
    },
    {
      id: 'status',
      header: trialMessages.status,
      cell: (period) => (
        <Badge
          color={STATE_COLORS[trialState(period, today)]}
          data-state={trialState(period, today)}
          className="whitespace-nowrap"
        >
          {trialMessages[trialState(period, today)]}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{trialMessages.actions}</span>,
      align: 'end',
      cell: (period) => (
        <span className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={trialMessages.edit(period.product.title)}
            onClick={() => setEditing(period)}
          >
            Editar
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                color="error"
                size="sm"
                aria-label={trialMessages.remove(period.product.title)}
              >
                Excluir
              </Button>
            }
            title={trialMessages.confirmTitle(period.product.title)}
            description={trialMessages.confirmDescription}
            confirmLabel="Excluir"
            onConfirm={() => void deletePeriod(period)}
          />
        </span>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {heading}
        {periods.length ? addButton : null}
      </div>
      {periods.length === 0 ? (
        <EmptyState
          level={2}
          title={trialMessages.emptyTitle}
          description={trialMessages.emptyDescription}
          action={addButton}
        />
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <Table
              caption={trialMessages.caption}
              hideCaption
              columns={columns}
              rows={periods}
              getRowId={(period) => String(period.id)}
            />
          </div>
          {/* Phones: one card per period, the same cells stacked (the table would scroll). */}
          <ul className="flex flex-col gap-3 md:hidden" aria-label={trialMessages.caption}>
            {periods.map((period) => (
              <li
                key={period.id}
                data-testid="trial-card"
                className="border-border flex flex-col gap-2 rounded-lg border p-4"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  {columns[0]?.cell(period)}
                  {columns[3]?.cell(period)}
                </div>
                <p className="text-sm">{columns[1]?.cell(period)}</p>
                <p className="text-muted-foreground text-sm">
                  {trialMessages.days}: {columns[2]?.cell(period)}
                </p>
                {columns[4]?.cell(period)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Drawer open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DrawerContent side="right" className="sm:max-w-lg">
          {shown ? (
            <TrialPeriodForm
              key={shown === 'new' ? 'new' : shown.id}
              period={shown === 'new' ? null : shown}
              onSaved={(message) => {
                setEditing(null);
                notify('success', message);
              }}
            />
          ) : null}
        </DrawerContent>
      </Drawer>
    </section>
  );
}

function TrialPeriodForm({
  period,
  onSaved,
}: {
  period: TrialPeriod | null;
  onSaved: (message: string) => void;
}) {
  const products = useApiQuery('listProducts', {});
  const create = useApiMutation('createTrialPeriod', { revalidate: ['listTrialPeriods'] });
  const update = useApiMutation('updateTrialPeriod', { revalidate: ['listTrialPeriods'] });
  const form = useContractForm({
    schema: formSchema,
    labels,
    initial: {
      product_id: period ? String(period.product.id) : '',
      starts_on: period?.starts_on ?? '',
      ends_on: period?.ends_on ?? '',
      days: period ? String(period.days) : '7',
    },
    submit: async (values) => {
      const body = {
        product_id: Number(values.product_id),
        starts_on: values.starts_on,
        ends_on: values.ends_on,
        days: Number(values.days),
      };
      if (period) {
        await update.trigger({ params: { id: period.id }, body });
        onSaved(trialMessages.saved);
      } else {
        await create.trigger({ body });
        onSaved(trialMessages.added);
      }
    },
  });
  const product = form.field('product_id');
  const startsOn = form.field('starts_on');
  const endsOn = form.field('ends_on');
  const days = form.field('days');
  const set = (name: Field, value: string) => {
    form.setValues((prev) => ({ ...prev, [name]: value }));
  };
  const options = (products.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.title }));
  // The period's own product stays choosable while the list loads.
  if (period && !options.some((o) => o.value === String(period.product.id))) {
    options.unshift({ value: String(period.product.id), label: period.product.title });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex min-h-0 flex-1 flex-col">
      <DrawerHeader>
        <DrawerTitle>{period ? trialMessages.editTitle : trialMessages.addTitle}</DrawerTitle>
        <DrawerDescription>{trialMessages.formDescription}</DrawerDescription>
      </DrawerHeader>
      <DrawerBody className="flex flex-col gap-4">
        {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
        {products.error ? <Alert variant="error">{trialMessages.productsError}</Alert> : null}
        <FormField {...product.formField} required>
          <Select
            {...product.control}
            placeholder={trialMessages.productPlaceholder}
            options={options}
          />
        </FormField>
        <FormField {...startsOn.formField} required>
          <DatePicker
            value={fromDay(form.values.starts_on)}
            onChange={(picked) => set('starts_on', picked ? toDay(picked) : '')}
          />
        </FormField>
        <FormField {...endsOn.formField} required>
          <DatePicker
            value={fromDay(form.values.ends_on)}
            min={fromDay(form.values.starts_on) ?? undefined}
            defaultMonth={fromDay(form.values.starts_on) ?? undefined}
            onChange={(picked) => set('ends_on', picked ? toDay(picked) : '')}
          />
        </FormField>
        <FormField {...days.formField} hint={trialMessages.daysHint} required>
          <Input
            {...days.control}
            type="number"
            inputMode="numeric"
            min={1}
            max={TRIAL_MAX_DAYS}
            className="max-w-32"
          />
        </FormField>
      </DrawerBody>
      <DrawerFooter>
        <Button type="submit" loading={form.pending}>
          {trialMessages.save}
        </Button>
      </DrawerFooter>
    </form>
  );
}
