import type * as React from 'react';
import { cn } from '../lib/cn';

export interface SkeletonProps extends React.ComponentProps<'div'> {
  shape?: 'rect' | 'circle' | 'text';
}

/**
 * A placeholder with the shape of what is loading. Decorative: put `aria-busy` on the region
 * that loads and a text for screen readers ("Carregando aulas") near it.
 */
export function Skeleton({ shape = 'rect', className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      data-shape={shape}
      aria-hidden="true"
      className={cn('aula-skeleton', className)}
      {...props}
    />
  );
}
