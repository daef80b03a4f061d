import type * as React from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A decorative icon or illustration. */
  icon?: React.ReactNode;
  /** What to do next ("Explorar cursos"). */
  action?: React.ReactNode;
  /** The title's heading level (3 by default). */
  level?: 2 | 3 | 4;
}

/** What a list shows when it has nothing, and the way forward. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  level = 3,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div data-slot="empty-state" className={cn('aula-empty-state', className)} {...props}>
      {icon ? (
        <div aria-hidden="true" className="aula-empty-state-icon">
          {icon}
        </div>
      ) : null}
      <Heading className="aula-empty-state-title">{title}</Heading>
      {description ? <p className="aula-empty-state-description">{description}</p> : null}
      {action ? <div className="aula-empty-state-action">{action}</div> : null}
    </div>
  );
}
