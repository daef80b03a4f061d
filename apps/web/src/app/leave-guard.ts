import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** What leaving would do once confirmed: follow a link, or go back in the history. */
type Pending = { kind: 'link'; href: string } | { kind: 'back' };

/** A marker on the extra history entry that stands between a dirty page and "Back". */
const GUARD = 'aulaLeaveGuard';

/**
 * Asks before leaving a page with unsaved edits (ADR 018): closing or reloading the tab (the
 * browser's own prompt), following an in-app link, and the Back button. Built on the plain
 * history API so the app keeps its light `<BrowserRouter>` (a data router's `useBlocker` costs
 * 17 kB on every first page, issue 21). Returns the dialog's state for the page to render.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const guarded = useRef(false);
  const letGo = useRef(false);

  // Closing or reloading the tab.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // In-app links: caught before the router's own click handler (capture, on the document).
  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', href: `${url.pathname}${url.search}${url.hash}` });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty]);

  // Back: an extra entry of the same address stands in front of the page while it is dirty;
  // "Back" lands on the page itself (the router sees no change) and asks.
  useEffect(() => {
    if (dirty && !guarded.current) {
      window.history.pushState(
        { ...window.history.state, [GUARD]: true },
        '',
        window.location.href,
      );
      guarded.current = true;
    }
    if (!dirty && guarded.current && window.history.state?.[GUARD]) {
      // Saved: the extra entry goes, so "Back" needs one press again.
      guarded.current = false;
      window.history.back();
    }
  }, [dirty]);
  // Reads whether the page is dirty at the moment of the pop, without listening again.
  const onPop = useEffectEvent(() => {
    if (!guarded.current || letGo.current) return;
    if (window.history.state?.[GUARD]) return;
    guarded.current = false;
    if (dirty) setPending({ kind: 'back' });
  });
  useEffect(() => {
    const listener = () => onPop();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);
  // Leaving the page some other way: its extra entry would be a dead step in the history.
  useEffect(
    () => () => {
      guarded.current = false;
    },
    [],
  );

  const stay = useCallback(() => {
    // The dialog also reports "closed" right after "Descartar": that is not staying.
    if (letGo.current) return;
    if (pending?.kind === 'back' && dirty) {
      window.history.pushState(
        { ...window.history.state, [GUARD]: true },
        '',
        window.location.href,
      );
      guarded.current = true;
    }
    setPending(null);
  }, [pending, dirty]);

  const leave = useCallback(() => {
    const target = pending;
    setPending(null);
    letGo.current = true;
    if (target?.kind === 'link') {
      // The guard's extra entry is replaced by the new page, not left behind.
      navigate(target.href, { replace: window.history.state?.[GUARD] === true });
    } else if (target?.kind === 'back') {
      window.history.back();
    }
  }, [navigate, pending]);

  return { asking: pending !== null, stay, leave };
}
