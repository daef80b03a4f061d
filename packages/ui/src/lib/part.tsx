import type * as React from 'react';
import { cn } from './cn';

/**
 * A plain styled part (`CardHeader`, `DialogFooter`...): an element with its `data-slot` and
 * base class, the caller's class last.
 */
export function createPart<T extends keyof React.JSX.IntrinsicElements = 'div'>(
  slot: string,
  base: string,
  tag?: T,
) {
  const Tag = (tag ?? 'div') as React.ElementType;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per primitive at module level, never during render
  function Part({ className, ...props }: React.ComponentProps<T>) {
    return (
      <Tag data-slot={slot} className={cn(base, className as string | undefined)} {...props} />
    );
  }
  Part.displayName = slot;
  return Part;
}
