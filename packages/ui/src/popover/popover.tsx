import * as React from 'react';
import { cn } from '../lib/cn';
import { useComposedRefs } from '../lib/compose-refs';
import { createStrictContext } from '../lib/context';
import { useControllable } from '../lib/controllable';
import { usePopoverElement } from '../lib/popover-element';
import { Slot } from '../lib/slot';

interface PopoverContextValue {
  contentId: string;
  anchorName: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  hasAnchor: boolean;
  setHasAnchor: (has: boolean) => void;
  triggerRef: React.RefObject<HTMLElement | null>;
}

const [PopoverProvider, usePopover] =
  /* @__PURE__ */ createStrictContext<PopoverContextValue>('Popover');

export interface PopoverProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
}

/**
 * Floating content tied to a trigger, on the platform's Popover API and CSS anchor positioning
 * (ADR 003): top layer, light dismiss, Escape and focus return come from the browser; it flips
 * when there is no room, and sits centred where anchor positioning is not supported.
 */
export function Popover({ open, defaultOpen = false, onOpenChange, children }: PopoverProps) {
  const id = React.useId();
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange);
  const [hasAnchor, setHasAnchor] = React.useState(false);
  const triggerRef = React.useRef<HTMLElement | null>(null);
  const value: PopoverContextValue = {
    contentId: `popover${id}`,
    anchorName: `--aula-popover${id.replace(/[^\w-]/g, '')}`,
    open: isOpen,
    setOpen,
    hasAnchor,
    setHasAnchor,
    triggerRef,
  };
  return <PopoverProvider value={value}>{children}</PopoverProvider>;
}

export type PopoverTriggerProps = React.ComponentProps<'button'> & { asChild?: boolean };

export function PopoverTrigger({ asChild = false, style, ref, ...props }: PopoverTriggerProps) {
  const popover = usePopover('PopoverTrigger');
  const composedRef = useComposedRefs<HTMLButtonElement>(
    popover.triggerRef as React.RefObject<HTMLButtonElement | null>,
    ref,
  );
  const Component = asChild ? Slot : 'button';
  const anchorStyle: React.CSSProperties = popover.hasAnchor
    ? { ...style }
    : { ...style, anchorName: popover.anchorName };
  return (
    <Component
      ref={composedRef}
      data-slot="popover-trigger"
      data-state={popover.open ? 'open' : 'closed'}
      type="button"
      popoverTarget={popover.contentId}
      aria-haspopup="dialog"
      aria-expanded={popover.open}
      aria-controls={popover.contentId}
      style={anchorStyle}
      {...props}
    />
  );
}

/** Positions the content against this element instead of the trigger (a whole input field). */
export function PopoverAnchor({ style, ...props }: React.ComponentProps<'div'>) {
  const popover = usePopover('PopoverAnchor');
  const { setHasAnchor } = popover;
  React.useLayoutEffect(() => {
    setHasAnchor(true);
    return () => setHasAnchor(false);
  }, [setHasAnchor]);
  const anchorStyle: React.CSSProperties = { ...style, anchorName: popover.anchorName };
  return <div data-slot="popover-anchor" style={anchorStyle} {...props} />;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export type PopoverContentProps = React.ComponentProps<'div'> & {
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'bottom';
};

export function PopoverContent({
  className,
  style,
  align = 'start',
  side = 'bottom',
  children,
  ref: callerRef,
  ...props
}: PopoverContentProps) {
  const popover = usePopover('PopoverContent');
  const ref = React.useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, callerRef);
  const { open, setOpen, triggerRef } = popover;
  usePopoverElement(ref, open, setOpen, triggerRef, { followOpening: true });

  React.useEffect(() => {
    const element = ref.current;
    if (open && element && !element.contains(document.activeElement)) {
      (element.querySelector<HTMLElement>(FOCUSABLE) ?? element).focus();
    }
  }, [open]);

  const anchorStyle: React.CSSProperties = { ...style, positionAnchor: popover.anchorName };
  return (
    <div
      ref={composedRef}
      id={popover.contentId}
      popover="auto"
      role="dialog"
      tabIndex={-1}
      data-slot="popover-content"
      data-state={open ? 'open' : 'closed'}
      data-align={align}
      data-side={side}
      className={cn('aula-popover-content', className)}
      style={anchorStyle}
      {...props}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        // The browser closes on a real Escape; this also covers synthetic keys (tests, automation).
        if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
      }}
    >
      {open ? children : null}
    </div>
  );
}

/** Closes the popover it sits in (a "Cancel" or "Done" button). */
export function PopoverClose({ asChild = false, onClick, ...props }: PopoverTriggerProps) {
  const popover = usePopover('PopoverClose');
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="popover-close"
      type="button"
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) popover.setOpen(false);
      }}
      {...props}
    />
  );
}
