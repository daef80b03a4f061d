import { DatePicker, FormField, Select } from '@aula/ui';
import { type FormEvent, useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { DrawerForm } from '../list/modal-form';
import { failureReason as reason } from '../list/optimistic';
import { toDay } from '../shared/calendar-days';
import { fieldErrorOf, studentSubscriptionsMessages } from './subscription-messages';

/** "Conceder assinatura": a manual subscription, active from now, with an optional end date. */
export function GrantForm({
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
        body: { product_id: Number(productId), ends_at: end ? toDay(end) : null },
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
    <DrawerForm
      className="contents"
      title={studentSubscriptionsMessages.grantTitle}
      description={studentSubscriptionsMessages.grantDescription}
      submitLabel={studentSubscriptionsMessages.grantSubmit}
      form={{ formError, pending: grant.pending, handleSubmit: submit }}
    >
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
    </DrawerForm>
  );
}
