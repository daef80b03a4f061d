import type { Subscription } from '@aula/contract';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DatePicker,
  DrawerBody,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  FormField,
} from '@aula/ui';
import { type FormEvent, useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { PROVIDER_LABELS, STATUS_BADGES } from '../../account/subscriptions/labels';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { failureReason as reason, sendOptimistic } from '../list/optimistic';
import { toDay } from '../shared/calendar-days';
import { fromSchoolIso } from '../shared/school-time';
import {
  fieldErrorOf,
  formatSchoolDate,
  studentSubscriptionsMessages,
} from './subscription-messages';

/** Whether the admin can still cancel it (a canceled or expired one has nothing left to end). */
const cancelable = (s: Subscription) => s.status !== 'canceled' && s.status !== 'expired';

type SubscriptionList = { data: Subscription[] };

/**
 * One subscription in the drawer: its state, provider and dates; a new end date, or a cancel after a
 * confirmation. Both show at once and roll back with a toast when the server refuses.
 */
export function SubscriptionDetails({
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
    const day = end ? toDay(end) : null;
    try {
      await sendOptimistic(
        list.mutate,
        // Shown at once: noon of that day stands for it until the server answers.
        replace({ ends_at: day ? new Date(`${day}T15:00:00.000Z`).toISOString() : null }),
        () => update.trigger({ params, body: { ends_at: day } }),
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
      await sendOptimistic(
        list.mutate,
        replace({ status: 'canceled', ends_at: new Date().toISOString() }),
        () => cancel.trigger({ params }),
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
