import { Skeleton } from '@aula/ui';
import type { ReactNode } from 'react';
import { LoadError } from '../forms/load-error';

/** What `QueryState` reads of a query: `useApiQuery`'s answer (SWR's response) or several combined. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while nothing has come yet: a `LoadingBlock` shaped like the content. */
  loading: ReactNode;
  /** What could not be loaded: "Não foi possível carregar os cursos." */
  errorTitle: string;
  /**
   * The page's heading and box around the loading and the error states (the content brings its
   * own): `<section className>{heading}{state}</section>`.
   */
  frame?: { heading: ReactNode; className: string; as?: 'section' | 'div' };
  children: (data: T) => ReactNode;
}

/**
 * One way to load and to fail: the skeleton while a read is on its way, `LoadError` with
 * "Tentar de novo" when it failed, the content once it came. Data that came stays on screen when a
 * later revalidation fails (SWR keeps it and retries).
 */
export function QueryState<T>({ query, loading, errorTitle, frame, children }: QueryStateProps<T>) {
  const { data } = query;
  if (data !== undefined) return children(data);
  const state = query.isLoading ? (
    loading
  ) : (
    <LoadError title={errorTitle} error={query.error} onRetry={() => void query.mutate()} />
  );
  if (!frame) return state;
  const Box = frame.as ?? 'section';
  return (
    <Box className={frame.className}>
      {frame.heading}
      {state}
    </Box>
  );
}

export interface LoadingBlockProps {
  /** Read by screen readers in place of the skeletons: "Carregando assinaturas…". */
  label?: string | undefined;
  className?: string;
  'data-testid'?: string;
  /** `polite` where the region's arrival should be announced (the catalogue on the home page). */
  'aria-live'?: 'polite';
  children: ReactNode;
}

/** A busy region of skeletons with its pt-BR label for screen readers. */
export function LoadingBlock({ label, className, children, ...rest }: LoadingBlockProps) {
  return (
    <div
      aria-busy="true"
      aria-live={rest['aria-live']}
      className={className}
      data-testid={rest['data-testid']}
    >
      {label ? <span className="sr-only">{label}</span> : null}
      {children}
    </div>
  );
}

/** `count` skeletons of the same shape (placeholders have no identity, so their index keys them). */
export function Skeletons({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Skeleton key={index} className={className} />
  ));
}

/**
 * The common loading state: `count` skeletons of one shape in a column, in a busy region
 * (`gap` between them: `gap-3`, `gap-4`).
 */
export function SkeletonList({
  count,
  className,
  gap = 'gap-4',
  label,
}: {
  count: number;
  className: string;
  gap?: 'gap-2' | 'gap-3' | 'gap-4' | 'gap-6';
  /** Read by screen readers in place of the skeletons (`LoadingBlock`'s). */
  label?: string;
}) {
  return (
    <LoadingBlock label={label} className={`flex flex-col ${gap}`}>
      <Skeletons count={count} className={className} />
    </LoadingBlock>
  );
}
