import { TRIAL_MAX_DAYS, type TrialPeriod } from '@aula/contract';
import { Alert, DatePicker, FormField, Input, Select } from '@aula/ui';
import { z } from 'zod/mini';
import { useApiQuery } from '../../api/hooks';
import { useContractForm } from '../../forms/use-contract-form';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { DrawerForm, rowFormTexts } from '../list/modal-form';
import { useRowSave } from '../list/use-row-save';
import { fromDay, toDay } from '../shared/calendar-days';
import { trialMessages } from './trial-messages';

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

/**
 * The drawer's form: a new trial period or one being edited (product, the interval's two days,
 * 1–30 days of trial). An interval overlapping another of the product comes back on its start.
 */
export function TrialPeriodForm({
  period,
  onSaved,
}: {
  period: TrialPeriod | null;
  onSaved: (message: string) => void;
}) {
  const products = useApiQuery('listProducts', {});
  const save = useRowSave('createTrialPeriod', 'updateTrialPeriod', ['listTrialPeriods']);
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
      const done = await save(
        period ? { update: { params: { id: period.id }, body } } : { create: { body } },
      );
      onSaved(trialMessages[done]);
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
    <DrawerForm {...rowFormTexts(trialMessages, period)} form={form}>
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
    </DrawerForm>
  );
}
