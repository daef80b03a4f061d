import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a navigation waits for its page's heading (code and data on their way). */
export const HEADING_WAIT_MS = 10_000;

/** The page's heading: the `<h1>` of the main landmark, or the first one of the document. */
function pageHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
}

/**
 * Runs `attempt` now and on each change of the page until it answers true (its element is
 * there), `waitMs` passes or the person acts (a click, a key: what they do is theirs). Returns
 * a cancel.
 */
function whenShown(doc: Document, attempt: () => boolean, waitMs: number) {
  if (attempt()) return () => {};
  const win = doc.defaultView ?? window;
  let timer: number | undefined;
  const observer = new win.MutationObserver(() => {
    if (attempt()) stop();
  });
  function stop() {
    observer.disconnect();
    win.clearTimeout(timer);
    doc.removeEventListener('pointerdown', stop, true);
    doc.removeEventListener('keydown', stop, true);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  timer = win.setTimeout(stop, waitMs);
  doc.addEventListener('pointerdown', stop, true);
  doc.addEventListener('keydown', stop, true);
  return stop;
}

/**
 * Moves focus to the page's `<h1>` once it is on the page (a lazy page shows its loading state
 * first), so that a screen reader announces the new page and the next Tab starts from it. Gives
 * up after `waitMs`, when the person acts first (a click, a key), or when the page has put focus
 * on something of its own. Returns a cancel.
 */
export function focusHeadingWhenShown(doc: Document = document, waitMs = HEADING_WAIT_MS) {
  // What had focus when the navigation happened (the link that was followed, or the body).
  const before = doc.activeElement;
  return whenShown(
    doc,
    () => {
      const heading = pageHeading(doc);
      if (!heading) return false;
      const active = doc.activeElement;
      // The new page has focused something of its own (a field, its heading): leave it there.
      if (active && active !== before && active !== doc.body && active.isConnected) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    },
    waitMs,
  );
}

/** The element a location's `#fragment` names (`#comentario-7`), once it is on the page. */
function fragmentTarget(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return doc.getElementById(id);
}

/**
 * Marks the element a link named (`data-linked`: a comment draws itself highlighted) until focus
 * leaves it, or, when it was not focused (a first load), until the person acts.
 */
function markLinked(doc: Document, target: HTMLElement, focused: boolean) {
  target.setAttribute('data-linked', '');
  const unmark = () => {
    target.removeAttribute('data-linked');
    doc.removeEventListener('pointerdown', unmark, true);
    doc.removeEventListener('keydown', unmark, true);
  };
  if (focused) target.addEventListener('blur', unmark, { once: true });
  else {
    doc.addEventListener('pointerdown', unmark, true);
    doc.addEventListener('keydown', unmark, true);
  }
}

/**
 * Scrolls to the element the `#fragment` names once it is on the page (a lecture's comments
 * arrive after the page: the browser's own jump finds nothing), and with `focus` moves focus to
 * it, so that a screen reader reads the comment a notification pointed at. Gives up after
 * `waitMs` or when the person acts first. Returns a cancel.
 */
export function revealFragmentWhenShown(
  hash: string,
  {
    focus,
    doc = document,
    waitMs = HEADING_WAIT_MS,
  }: { focus: boolean; doc?: Document; waitMs?: number },
) {
  return whenShown(
    doc,
    () => {
      const target = fragmentTarget(doc, hash);
      if (!target) return false;
      markLinked(doc, target, focus);
      if (focus) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      target.scrollIntoView({ block: 'start' });
      return true;
    },
    waitMs,
  );
}

/**
 * On every in-app navigation to another page, focus goes to the new page's `<h1>` (as the player
 * already does between lectures). Never on the first load: the first page, and the redirects a
 * guard makes before the person has done anything (`/eu/perfil` → `/login`), keep the browser's
 * own focus. A query change alone (`?aba=`) is not a new page.
 */
export function useFocusOnNavigation() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  const acted = useRef(false);
  useEffect(() => {
    const act = () => {
      acted.current = true;
    };
    document.addEventListener('pointerdown', act, true);
    document.addEventListener('keydown', act, true);
    return () => {
      document.removeEventListener('pointerdown', act, true);
      document.removeEventListener('keydown', act, true);
    };
  }, []);
  // A layout effect: it runs before the new page's own effects, so that a page that focuses one
  // of its fields (in an effect) has the last word.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // A replacement before the person has acted is part of the first load (a guard's redirect).
    if (navigationType === 'REPLACE' && !acted.current) return;
    return focusHeadingWhenShown();
  }, [pathname, navigationType]);
  // A link to a part of a page (a notification's `#comentario-7`): scrolled to when it shows,
  // on the first load too; focused on an in-app navigation (after the heading: it wins).
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) reveals anew
  useEffect(() => {
    const firstLoad = first.current;
    first.current = false;
    if (!hash) return;
    return revealFragmentWhenShown(hash, { focus: !firstLoad || acted.current });
  }, [pathname, hash, key]);
}
