import { Badge } from '@aula/ui';
import type { ComponentProps, ReactNode } from 'react';
import { formatDateTime } from '../../i18n/dates';

/** A list's "when" cell: the date and time of `at`, and under it in small type `note`, if any. */
export function TimeCell({ at, note }: { at: string; note?: ReactNode }) {
  return (
    <span className="flex flex-col">
      {/* One line: "29/11/2026 às" over "23:44" reads as two facts. */}
      <time dateTime={at} className="whitespace-nowrap">
        {formatDateTime(at)}
      </time>
      {note ? <span className="text-muted-foreground text-xs">{note}</span> : null}
    </span>
  );
}

/** A row's state as a badge: its pt-BR label and its color; `data-state` names the state. */
export function StateBadge<S extends string>({
  state,
  colors,
  labels,
}: {
  state: S;
  colors: Record<S, NonNullable<ComponentProps<typeof Badge>['color']>>;
  labels: Record<S, string>;
}) {
  return (
    <Badge color={colors[state]} data-state={state} className="whitespace-nowrap">
      {labels[state]}
    </Badge>
  );
}
