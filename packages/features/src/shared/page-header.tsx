import { cn } from '@aula/ui';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one level-1 heading. */
  title: ReactNode;
  /** What the page is for, under its title. */
  intro?: ReactNode;
  /** The intro in small type (the admin's pages, the notifications). */
  compact?: boolean;
}

/** A page's title and the sentence under it (the account's and the admin's pages). */
export function PageHeader({ title, intro, compact = false }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold">{title}</h1>
      {intro ? <p className={cn('text-muted-foreground', compact && 'text-sm')}>{intro}</p> : null}
    </header>
  );
}
