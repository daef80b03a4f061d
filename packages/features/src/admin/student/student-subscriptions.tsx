import type { Subscription } from '@aula/contract';
import { Badge, Button, Drawer, DrawerContent, type TableColumn } from '@aula/ui';
import type { AccountNotify } from '../../account/notify';
import { PROVIDER_LABELS, STATUS_BADGES } from '../../account/subscriptions/labels';
import { useApiQuery } from '../../api/hooks';
import { DrawerListFrame, DrawerListTable, useDrawerTarget } from '../list/drawer-list';
import { GrantForm } from './grant-subscription-form';
import { isStudentId } from './student-page';
import { SubscriptionDetails } from './subscription-details';
import { formatSchoolDate, studentSubscriptionsMessages } from './subscription-messages';

export { formatSchoolDate, studentSubscriptionsMessages } from './subscription-messages';

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
  // One drawer: a subscription's details (by product id), or the grant form (`'new'`).
  const drawer = useDrawerTarget<number>();
  const rows = list.data?.data ?? [];
  const open = rows.find((row) => row.product.id === drawer.shown) ?? null;

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
          onClick={() => drawer.show(s.product.id)}
        >
          {studentSubscriptionsMessages.manage}
        </Button>
      ),
    },
  ];

  return (
    <DrawerListFrame
      messages={studentSubscriptionsMessages}
      list={list}
      actionsAlign="end"
      actions={
        <Button onClick={() => drawer.show('new')} disabled={!input}>
          {studentSubscriptionsMessages.grant}
        </Button>
      }
      drawer={
        <Drawer
          open={drawer.open && (drawer.shown === 'new' || open !== null)}
          onOpenChange={drawer.onOpenChange}
        >
          <DrawerContent side="right" className="sm:max-w-md">
            {drawer.shown === 'new' ? (
              <GrantForm studentId={studentId} notify={notify} onGranted={drawer.close} />
            ) : open ? (
              <SubscriptionDetails
                key={open.product.id}
                studentId={studentId}
                subscription={open}
                notify={notify}
              />
            ) : null}
          </DrawerContent>
        </Drawer>
      }
    >
      {(subscriptions) => (
        <DrawerListTable
          caption={studentSubscriptionsMessages.caption}
          columns={columns}
          rows={subscriptions}
          getRowId={(s) => String(s.product.id)}
          loading={list.isLoading}
          empty={{
            title: studentSubscriptionsMessages.emptyTitle,
            description: studentSubscriptionsMessages.emptyText,
          }}
        />
      )}
    </DrawerListFrame>
  );
}
