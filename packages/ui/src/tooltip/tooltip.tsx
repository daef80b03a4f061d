import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const TooltipProvider = TooltipPrimitive.Provider;

export interface TooltipProps
  extends Omit<React.ComponentProps<typeof TooltipPrimitive.Content>, 'content'> {
  /** The hint; it also describes the trigger for screen readers. */
  content: React.ReactNode;
  /** The element it describes (must take a ref and focus: a Button, a link). */
  children: React.ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before it shows on hover; 300 by default, instant on keyboard focus. */
  delayDuration?: number;
}

/**
 * A short hint on hover and keyboard focus, never the only place for information a person
 * needs (it does not show on touch). Escape closes it.
 */
export function Tooltip({
  content,
  children,
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
  className,
  sideOffset = 6,
  ...props
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root
        {...(open === undefined ? {} : { open })}
        {...(defaultOpen === undefined ? {} : { defaultOpen })}
        {...(onOpenChange ? { onOpenChange } : {})}
      >
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip-content"
            sideOffset={sideOffset}
            className={cn('aula-tooltip', className)}
            {...props}
          >
            {content}
            <TooltipPrimitive.Arrow className="aula-tooltip-arrow" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
