import * as React from 'react';

/** Whether a `popover` element is showing (false where the browser knows no `:popover-open`). */
export function isPopoverShown(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

export interface PopoverElementOptions {
  /** Also follow the browser opening it (its trigger's `popovertarget`), not only closing it. */
  followOpening?: boolean;
  /** Where the Popover API is missing (older browsers, jsdom), show it in the page's flow. */
  inFlowWithoutApi?: boolean;
}

/**
 * Keeps a `popover` element in step with `open` (Popover, DropdownMenu): shows and hides it,
 * follows the browser closing it (light dismiss, Escape), and gives the focus back to `returnTo`
 * when it closes with the focus inside (its content has just unmounted, so the browser cannot
 * tell).
 */
export function usePopoverElement(
  ref: React.RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
  returnTo: React.RefObject<HTMLElement | null>,
  { followOpening = false, inFlowWithoutApi = false }: PopoverElementOptions = {},
) {
  // The latest setter, for the browser's toggle. Written after render, never during it; not
  // `useEffectEvent`, which needs React 19.2 while the package supports every React 19.
  const setOpenRef = React.useRef(setOpen);
  React.useLayoutEffect(() => {
    setOpenRef.current = setOpen;
  });

  React.useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      if (followOpening || !opened) setOpenRef.current(opened);
    };
    element.addEventListener('toggle', listener);
    return () => element.removeEventListener('toggle', listener);
  }, [ref, followOpening]);

  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof element.showPopover !== 'function') {
      if (inFlowWithoutApi) {
        element.removeAttribute('popover');
        element.hidden = !open;
      }
      return;
    }
    if (open && !isPopoverShown(element)) element.showPopover();
    if (!open && isPopoverShown(element)) {
      const focusWasInside =
        document.activeElement === document.body || element.contains(document.activeElement);
      element.hidePopover();
      if (focusWasInside) returnTo.current?.focus();
    }
  }, [ref, open, returnTo, inFlowWithoutApi]);
}
