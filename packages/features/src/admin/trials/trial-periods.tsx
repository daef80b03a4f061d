import type { TrialPeriod } from '@aula/contract';
import { Button, type TableColumn } from '@aula/ui';
import type { AccountNotify } from '../../account/notify';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { StateBadge } from '../list/cells';
import {
  DrawerListFrame,
  DrawerListTableOrCards,
  ListEditor,
  useDrawerTarget,
} from '../list/drawer-list';
import { removeRow } from '../list/optimistic';
import { DeleteRowButton, EditRowButton } from '../list/row-actions';
import { schoolDay } from '../shared/school-time';
import { formatDayRange, type TrialState, trialState } from './days';
import { trialMessages } from './trial-messages';
import { TrialPeriodForm } from './trial-period-form';

export { trialMessages } from './trial-messages';

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
  const list = useApiQuery('listTrialPeriods', {});
  const remove = useApiMutation('deleteTrialPeriod');
  const drawer = useDrawerTarget<TrialPeriod>(notify);

  const deletePeriod = (period: TrialPeriod) =>
    removeRow(list.mutate, period, () => remove.trigger({ params: { id: period.id } }), notify, {
      removed: trialMessages.removed,
      failed: trialMessages.removeFailed,
    });

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
        <StateBadge
          state={trialState(period, today)}
          colors={STATE_COLORS}
          labels={trialMessages}
        />
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{trialMessages.actions}</span>,
      align: 'end',
      cell: (period) => (
        <span className="flex justify-end gap-2">
          <EditRowButton
            label={trialMessages.edit(period.product.title)}
            onClick={() => drawer.show(period)}
          />
          <DeleteRowButton
            label={trialMessages.remove(period.product.title)}
            title={trialMessages.confirmTitle(period.product.title)}
            description={trialMessages.confirmDescription}
            onConfirm={() => void deletePeriod(period)}
          />
        </span>
      ),
    },
  ];

  return (
    <DrawerListFrame
      messages={trialMessages}
      level={1}
      list={list}
      placeholder={{ testId: 'trials-loading', count: 3, className: 'h-12' }}
      addAction={<Button onClick={() => drawer.show('new')}>{trialMessages.add}</Button>}
      empty={{ title: trialMessages.emptyTitle, description: trialMessages.emptyDescription }}
      drawer={
        <ListEditor target={drawer}>
          {(period) => <TrialPeriodForm period={period} onSaved={drawer.saved} />}
        </ListEditor>
      }
    >
      {(rows) => (
        <DrawerListTableOrCards
          rows={rows}
          caption={trialMessages.caption}
          columns={columns}
          testId="trial-card"
          card={(period) => (
            <>
              <div className="flex flex-wrap items-start justify-between gap-2">
                {columns[0]?.cell(period)}
                {columns[3]?.cell(period)}
              </div>
              <p className="text-sm">{columns[1]?.cell(period)}</p>
              <p className="text-muted-foreground text-sm">
                {trialMessages.days}: {columns[2]?.cell(period)}
              </p>
              {columns[4]?.cell(period)}
            </>
          )}
        />
      )}
    </DrawerListFrame>
  );
}
