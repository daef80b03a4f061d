import { buttonVariants, cn, Skeleton } from '@aula/ui';
import type { ReactNode } from 'react';
import { LoadError } from '../../forms/load-error';
import { FeatureLink } from '../../navigation/link';
import { RouteTabs, type RouteTabsProps } from './route-tabs';

export interface RecordPageProps<T, N extends string> {
  /** The record's read, as `useApiQuery` answers it. */
  read: { data?: T | undefined; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The id cannot exist or the server said so: the "not found" state. */
  notFound: boolean;
  messages: { notFoundTitle: string; notFoundDescription: string; back: string; loadError: string };
  /** The list the record belongs to ("Voltar para os cursos"). */
  listHref: string;
  tabs: RouteTabsProps<N>;
  /** The page's hook for tests and stories while it loads (`course-page-loading`). */
  loadingTestId: string;
  /** The loading title's size: the header's height (an avatar makes it taller). */
  loadingTitleClassName?: string;
  /** The loaded page's trail and header, from the record. */
  trail: (record: T) => ReactNode;
  header: (record: T) => ReactNode;
  /** The current tab's content. */
  children: ReactNode;
}

/**
 * An admin record's page (a course, a student): loading, not found, failed with a retry, or the
 * trail, the header and the tabs, which are links to child routes, above the current tab.
 */
export function RecordPage<T, N extends string>({
  read,
  notFound,
  messages,
  listHref,
  tabs,
  loadingTestId,
  loadingTitleClassName = 'h-9',
  trail,
  header,
  children,
}: RecordPageProps<T, N>) {
  if (read.isLoading) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" data-testid={loadingTestId}>
        <Skeleton className="h-5 w-48" />
        <Skeleton className={cn('w-72', loadingTitleClassName)} />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (notFound) {
    return (
      <section className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-bold">{messages.notFoundTitle}</h1>
        <p className="text-muted-foreground">{messages.notFoundDescription}</p>
        <FeatureLink href={listHref} className={buttonVariants({ variant: 'outline' })}>
          {messages.back}
        </FeatureLink>
      </section>
    );
  }
  if (read.error || !read.data) {
    const tabLabel = tabs.tabs.find((tab) => tab.name === tabs.current)?.label ?? '';
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{tabLabel}</h1>
        <LoadError
          title={messages.loadError}
          error={read.error}
          onRetry={() => void read.mutate()}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {trail(read.data)}
      {header(read.data)}
      <RouteTabs {...tabs} />
      <div>{children}</div>
    </div>
  );
}
