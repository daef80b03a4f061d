import type { Notification } from '@aula/contract';
import { Button, buttonVariants, cn, Popover, PopoverContent, PopoverTrigger } from '@aula/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../api/api-provider';
import { useApiQuery } from '../api/hooks';
import { formatRelative } from '../i18n/dates';
import { FeatureLink } from '../navigation/link';
import { LoadingBlock, QueryState, Skeletons } from '../shared/query-state';

export const notificationMessages = {
  bell: (unread: number) =>
    unread === 0
      ? 'Notificações'
      : // The badge's own text ("99+") stays inside the name (WCAG 2.5.3, label in name).
        `Notificações: ${unread > 99 ? '99+' : unread} ${unread === 1 ? 'não lida' : 'não lidas'}`,
  title: 'Notificações',
  loading: 'Carregando notificações…',
  empty: 'Nenhuma notificação por enquanto.',
  emptyHint: 'Avisaremos aqui quando alguém responder seus comentários ou sair uma aula nova.',
  loadFailed: 'Não foi possível carregar suas notificações.',
  markAll: 'Marcar todas como lidas',
  markAllFailed: 'Não foi possível marcar as notificações como lidas. Tente novamente.',
  seeAll: 'Ver todas',
} as const;

/** How many the panel shows; the page lists them all. */
export const BELL_LATEST = 8;
/**
 * The bell asks again every minute and when the window regains focus (SWR's defaults), so new
 * notifications appear without a reload (ADR 040).
 */
export const BELL_REFRESH_MS = 60_000;

const isNotificationKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === 'myNotifications' || key[0] === 'unreadNotifications');

/**
 * Marking read: the call, then every list and count of the bell reads again. "Marcar todas como
 * lidas" says when it failed (`failed`, shown by `MarkAllFailed`); an unread notification opened
 * is marked read quietly (a failure leaves it unread, to be opened again).
 */
export function useNotificationReads() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [failed, setFailed] = useState(false);
  const refresh = () => mutate(isNotificationKey);
  return {
    failed,
    async markAll() {
      setFailed(false);
      try {
        await api.markAllNotificationsRead();
        await refresh();
      } catch {
        setFailed(true);
      }
    },
    opened(notification: Notification) {
      if (notification.read_at !== null) return;
      void api
        .markNotificationRead({ params: { id: notification.id } })
        .then(refresh)
        .catch(() => undefined);
    },
  };
}

/** The failure of "Marcar todas como lidas", announced. */
export function MarkAllFailed({ failed, className }: { failed: boolean; className: string }) {
  return failed ? (
    <p role="alert" className={cn('text-destructive', className)}>
      {notificationMessages.markAllFailed}
    </p>
  ) : null;
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
    >
      <path
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
      />
    </svg>
  );
}

/** One entry: what, where, when (pt-BR relative), linking to what it is about. */
function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now?: Date | undefined;
  onOpen: (notification: Notification) => void;
}) {
  const unread = notification.read_at === null;
  const body = (
    <>
      <span className="flex items-start gap-2">
        {unread ? (
          <span aria-hidden="true" className="bg-primary mt-1.5 size-2 shrink-0 rounded-full" />
        ) : null}
        <span className={cn('text-sm', unread ? 'font-semibold' : 'text-foreground')}>
          {notification.title}
          {unread ? <span className="sr-only"> (não lida)</span> : null}
        </span>
      </span>
      {notification.context ? (
        <span className="text-muted-foreground block text-xs">{notification.context}</span>
      ) : null}
      {notification.excerpt ? (
        <span className="text-muted-foreground line-clamp-2 block text-xs">
          “{notification.excerpt}”
        </span>
      ) : null}
      <time dateTime={notification.created_at} className="text-muted-foreground block text-xs">
        {formatRelative(notification.created_at, now)}
      </time>
    </>
  );
  const className = 'hover:bg-muted flex flex-col gap-0.5 rounded-md px-3 py-2';
  return notification.path ? (
    <FeatureLink
      href={notification.path}
      className={className}
      onClick={() => onOpen(notification)}
    >
      {body}
    </FeatureLink>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** The entries, newest first; opening one hands it to `onOpen`. */
export function NotificationList({
  notifications,
  now,
  onOpen,
  className,
}: {
  notifications: readonly Notification[];
  now?: Date | undefined;
  onOpen: (notification: Notification) => void;
  className: string;
}) {
  return (
    <ul className={className}>
      {notifications.map((n) => (
        <li key={n.id}>
          <NotificationItem notification={n} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

export interface NotificationBellProps {
  /** The full list (`/eu/notificacoes`). */
  allHref: string;
  /** Now, for the relative times (stories pin it). */
  now?: Date | undefined;
}

/**
 * The header's bell for a signed-in person: the unread count on the button, and a panel with the
 * latest notifications, each linking to its lecture or comment, and "Marcar todas como lidas".
 */
export function NotificationBell({ allHref, now }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const count = useApiQuery('unreadNotifications', {}, { refreshInterval: BELL_REFRESH_MS });
  const latest = useApiQuery(
    'myNotifications',
    open ? { query: { page: 1, per_page: BELL_LATEST } } : null,
    { refreshInterval: BELL_REFRESH_MS },
  );
  const reads = useNotificationReads();
  const unread = count.data?.data.unread ?? 0;

  const opened = (notification: Notification) => {
    setOpen(false);
    reads.opened(notification);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={notificationMessages.bell(unread)}
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'relative')}
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-slot="notification-count"
            className="bg-destructive text-destructive-foreground absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1 text-center text-xs font-semibold"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label={notificationMessages.title}
        className="w-80 max-w-[calc(100vw-2rem)] p-2"
      >
        {/* The layout on an inner box: a display utility on the popover itself showed it closed. */}
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2 px-1">
            <h2 className="text-sm font-semibold">{notificationMessages.title}</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0}
              onClick={() => void reads.markAll()}
            >
              {notificationMessages.markAll}
            </Button>
          </div>
          <MarkAllFailed failed={reads.failed} className="px-1 text-xs" />
          <QueryState
            query={latest}
            errorTitle={notificationMessages.loadFailed}
            loading={
              <LoadingBlock
                label={notificationMessages.loading}
                className="flex flex-col gap-2 p-1"
              >
                <Skeletons count={2} className="h-12 w-full" />
              </LoadingBlock>
            }
          >
            {(list) =>
              list.data.length === 0 ? (
                <p className="text-muted-foreground px-3 py-4 text-sm">
                  {notificationMessages.empty}
                </p>
              ) : (
                <NotificationList
                  notifications={list.data}
                  now={now}
                  onOpen={opened}
                  className="flex max-h-96 flex-col overflow-y-auto"
                />
              )
            }
          </QueryState>
          <FeatureLink
            href={allHref}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-full')}
            onClick={() => setOpen(false)}
          >
            {notificationMessages.seeAll}
          </FeatureLink>
        </div>
      </PopoverContent>
    </Popover>
  );
}
