import * as React from 'react';
import { cn } from '../lib/cn';
import { useComposedRefs } from '../lib/compose-refs';
import { createStrictContext } from '../lib/context';
import { useControllable } from '../lib/controllable';
import { usePopoverElement } from '../lib/popover-element';
import { Slot } from '../lib/slot';

/** Where focus goes when the menu opens: an item (keys), or the menu itself (a pointer). */
type FocusOnOpen = 'first' | 'last' | 'menu';

interface MenuContextValue {
  contentId: string;
  triggerId: string;
  anchorName: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes the menu and gives the focus back to its button (an item was chosen). */
  close: () => void;
  focusOnOpen: React.RefObject<FocusOnOpen>;
  triggerRef: React.RefObject<HTMLElement | null>;
}

const [MenuProvider, useMenu] =
  /* @__PURE__ */ createStrictContext<MenuContextValue>('DropdownMenu');

export interface DropdownMenuProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: React.ReactNode;
}

/**
 * A menu of actions behind a button (a comment's "Editar / Excluir"), on the platform's Popover
 * API and CSS anchor positioning (ADR 003, ADR 029), with the WAI-ARIA menu button pattern: the
 * arrow keys, Home, End and the first letter move between the items, Enter and Space choose,
 * Escape and a click outside close, and the focus goes back to the button. Not modal: the page
 * stays scrollable and readable by screen readers while it is open.
 */
export function DropdownMenu({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
}: DropdownMenuProps) {
  const id = React.useId();
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange);
  const triggerRef = React.useRef<HTMLElement | null>(null);
  const focusOnOpen = React.useRef<FocusOnOpen>('menu');
  const value: MenuContextValue = {
    contentId: `menu${id}`,
    triggerId: `menu-trigger${id}`,
    anchorName: `--aula-menu${id.replace(/[^\w-]/g, '')}`,
    open: isOpen,
    setOpen,
    close: () => {
      setOpen(false);
      triggerRef.current?.focus();
    },
    focusOnOpen,
    triggerRef,
  };
  return <MenuProvider value={value}>{children}</MenuProvider>;
}

export function DropdownMenuGroup(props: React.ComponentProps<'div'>) {
  // biome-ignore lint/a11y/useSemanticElements: a group of menu items, not of form fields
  return <div role="group" {...props} />;
}

export type DropdownMenuTriggerProps = React.ComponentProps<'button'> & { asChild?: boolean };

export function DropdownMenuTrigger({
  asChild = false,
  style,
  ref,
  onClick,
  onKeyDown,
  ...props
}: DropdownMenuTriggerProps) {
  const menu = useMenu('DropdownMenuTrigger');
  const composedRef = useComposedRefs<HTMLButtonElement>(
    menu.triggerRef as React.RefObject<HTMLButtonElement | null>,
    ref,
  );
  const Component = asChild ? Slot : 'button';
  // Enter or Space opened it (their click follows the key): the first item takes the focus.
  const byKey = React.useRef(false);
  return (
    <Component
      ref={composedRef}
      id={menu.triggerId}
      data-slot="dropdown-menu-trigger"
      data-state={menu.open ? 'open' : 'closed'}
      type="button"
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.contentId : undefined}
      style={{ ...style, anchorName: menu.anchorName }}
      {...props}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === 'Enter' || event.key === ' ') byKey.current = true;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          menu.focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
          menu.setOpen(true);
        }
      }}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        const keyed = byKey.current;
        byKey.current = false;
        if (event.defaultPrevented) return;
        // Opened from the keys, the focus goes to the first item, as the pattern asks; from a
        // pointer, to the menu itself (the arrow keys then reach the items).
        menu.focusOnOpen.current = keyed || event.detail === 0 ? 'first' : 'menu';
        menu.setOpen(!menu.open);
      }}
    />
  );
}

const ITEM = '[role^="menuitem"]:not([aria-disabled="true"])';
const itemsOf = (menu: HTMLElement) => Array.from(menu.querySelectorAll<HTMLElement>(ITEM));

export type DropdownMenuContentProps = React.ComponentProps<'div'> & {
  align?: 'start' | 'center' | 'end';
  /** Kept for the props of the Radix version; the gap is the stylesheet's. */
  sideOffset?: number;
};

export function DropdownMenuContent({
  className,
  style,
  align = 'end',
  sideOffset: _sideOffset,
  children,
  ref: callerRef,
  onKeyDown,
  ...props
}: DropdownMenuContentProps) {
  const menu = useMenu('DropdownMenuContent');
  const ref = React.useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, callerRef);
  const { open, setOpen, triggerRef, focusOnOpen } = menu;
  usePopoverElement(ref, open, setOpen, triggerRef, { inFlowWithoutApi: true });

  React.useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const items = itemsOf(element);
    const target =
      focusOnOpen.current === 'first'
        ? items[0]
        : focusOnOpen.current === 'last'
          ? items[items.length - 1]
          : undefined;
    (target ?? element).focus();
    focusOnOpen.current = 'menu';
  }, [open, focusOnOpen]);

  const moveFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const element = ref.current;
    if (!element) return;
    const items = itemsOf(element);
    const at = items.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = items[at < 0 ? 0 : Math.min(at + 1, items.length - 1)];
    else if (event.key === 'ArrowUp') next = items[at < 0 ? items.length - 1 : Math.max(at - 1, 0)];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      // The first letter: the next item that starts with it, after the current one.
      const letter = event.key.toLocaleLowerCase('pt-BR');
      const ordered = [...items.slice(at + 1), ...items.slice(0, at + 1)];
      next = ordered.find((item) =>
        (item.textContent ?? '').trim().toLocaleLowerCase('pt-BR').startsWith(letter),
      );
    } else if (event.key === 'Escape') {
      // The browser closes on a real Escape; this also covers synthetic keys.
      event.preventDefault();
      menu.close();
      return;
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  };

  return (
    <div
      ref={composedRef}
      id={menu.contentId}
      popover="auto"
      role="menu"
      aria-labelledby={menu.triggerId}
      aria-orientation="vertical"
      tabIndex={-1}
      data-slot="dropdown-menu-content"
      data-state={open ? 'open' : 'closed'}
      data-align={align}
      className={cn('aula-menu', className)}
      style={{ ...style, positionAnchor: menu.anchorName }}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
    >
      {open ? children : null}
    </div>
  );
}

/** An item's choice: `preventDefault()` keeps the menu open (as Radix's `onSelect` did). */
export type MenuSelectEvent = Event;

type ItemBaseProps = Omit<React.ComponentProps<'div'>, 'onSelect'> & {
  disabled?: boolean;
  onSelect?: (event: MenuSelectEvent) => void;
};

/** Calls the caller's handler, then ours unless the caller prevented it. */
function chain<E extends React.SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/**
 * An item's props with the behaviour every kind of item shares: focus on hover, choose on a
 * click, Enter or Space, `data-highlighted` while focused. The caller's handlers run first.
 */
function useItem({ disabled, onSelect, ...props }: ItemBaseProps) {
  const menu = useMenu('DropdownMenuItem');
  const [highlighted, setHighlighted] = React.useState(false);
  const choose = () => {
    if (disabled) return;
    const event = new Event('select', { cancelable: true });
    onSelect?.(event);
    if (!event.defaultPrevented) menu.close();
  };
  return {
    ...props,
    'aria-disabled': disabled || undefined,
    'data-disabled': disabled ? '' : undefined,
    'data-highlighted': highlighted ? '' : undefined,
    onFocus: chain(props.onFocus, () => setHighlighted(true)),
    onBlur: chain(props.onBlur, () => setHighlighted(false)),
    onPointerMove: chain(props.onPointerMove, (event) => {
      if (!disabled && document.activeElement !== event.currentTarget) event.currentTarget.focus();
    }),
    onClick: chain(props.onClick, choose),
    onKeyDown: chain(props.onKeyDown, (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        event.stopPropagation();
        choose();
      }
    }),
  };
}

export type DropdownMenuItemProps = ItemBaseProps & {
  /** Red, for destructive actions ("Excluir"). */
  variant?: 'default' | 'destructive';
};

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: DropdownMenuItemProps) {
  return (
    <div
      role="menuitem"
      tabIndex={-1}
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn('aula-menu-item', className)}
      {...useItem(props)}
    />
  );
}

export type DropdownMenuCheckboxItemProps = ItemBaseProps & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

export function DropdownMenuCheckboxItem({
  className,
  children,
  checked = false,
  onCheckedChange,
  onSelect,
  ...props
}: DropdownMenuCheckboxItemProps) {
  const item = useItem({
    ...props,
    onSelect: (event) => {
      onCheckedChange?.(!checked);
      onSelect?.(event);
    },
  });
  return (
    <div
      role="menuitemcheckbox"
      tabIndex={-1}
      aria-checked={checked}
      data-slot="dropdown-menu-checkbox-item"
      data-state={checked ? 'checked' : 'unchecked'}
      className={cn('aula-menu-item aula-menu-checkbox-item', className)}
      {...item}
    >
      <span className="aula-menu-item-indicator">
        {checked ? (
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m3.5 8.5 3 3 6-7" />
          </svg>
        ) : null}
      </span>
      {children}
    </div>
  );
}

export function DropdownMenuLabel({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="dropdown-menu-label" className={cn('aula-menu-label', className)} {...props} />
  );
}

export function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<'hr'>) {
  return (
    <hr
      data-slot="dropdown-menu-separator"
      className={cn('aula-menu-separator', className)}
      {...props}
    />
  );
}
