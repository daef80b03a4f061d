import type * as React from 'react';
import { cn } from '../lib/cn';

export interface SeparatorProps extends React.ComponentProps<'div'> {
  orientation?: 'horizontal' | 'vertical';
  /** Decorative by default: screen readers skip it. Set false when it separates content. */
  decorative?: boolean;
}

export function Separator({
  orientation = 'horizontal',
  decorative = true,
  className,
  ...props
}: SeparatorProps) {
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      {...(decorative ? { role: 'none' } : { role: 'separator', 'aria-orientation': orientation })}
      className={cn('aula-separator', className)}
      {...props}
    />
  );
}
