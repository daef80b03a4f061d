import { Button, EmptyState, Pagination } from '@aula/ui';
import { useState } from 'react';
import { useApiQuery } from '../api/hooks';
import { PageHeader } from '../shared/page-header';
import { QueryState, SkeletonList } from '../shared/query-state';
import {
  MarkAllFailed,
  NotificationList,
  notificationMessages,
  useNotificationReads,
} from './notification-bell';

export const NOTIFICATIONS_PER_PAGE = 20;

/** `/eu/notificacoes`: every notification, newest first, a page at a time. */
export function NotificationsPage({
  perPage = NOTIFICATIONS_PER_PAGE,
  now,
}: {
  perPage?: number;
  now?: Date | undefined;
}) {
  const [page, setPage] = useState(1);
  const query = useApiQuery(
    'myNotifications',
    { query: { page, per_page: perPage } },
    { keepPreviousData: true, refreshInterval: 60_000 },
  );
  const reads = useNotificationReads();
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeader
          title={notificationMessages.title}
          intro="Respostas aos seus comentários, aulas novas e avisos da sua assinatura."
          compact
        />
        <Button variant="outline" size="sm" onClick={() => void reads.markAll()}>
          {notificationMessages.markAll}
        </Button>
      </div>
      <MarkAllFailed failed={reads.failed} className="text-sm" />
      <QueryState
        query={query}
        errorTitle={notificationMessages.loadFailed}
        loading={
          <SkeletonList
            label={notificationMessages.loading}
            count={2}
            className="h-14 w-full"
            gap="gap-3"
          />
        }
      >
        {(list) =>
          list.meta.total === 0 ? (
            <EmptyState
              level={2}
              title={notificationMessages.empty}
              description={notificationMessages.emptyHint}
            />
          ) : (
            <>
              <NotificationList
                notifications={list.data}
                now={now}
                onOpen={reads.opened}
                className="divide-border flex flex-col divide-y"
              />
              {list.meta.last_page > 1 ? (
                <Pagination
                  label="Páginas das notificações"
                  page={list.meta.current_page}
                  pageCount={list.meta.last_page}
                  onPageChange={setPage}
                />
              ) : null}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
