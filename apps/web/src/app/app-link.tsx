import type { FeatureLinkProps } from '@aula/features';
import { useComposedRefs } from '@aula/ui';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from '../routes/route-table';
import { codePrefetcher } from './lazy-code';
import { browserConnection, browserScheduler, createPrefetcher } from './prefetch';

const prefetch = createPrefetcher(browserScheduler, browserConnection);

/**
 * The app's link: client-side navigation, and its page's code fetched once the link is visible
 * and the browser has been idle for a second (never on 2g or with Save-Data). External and
 * non-page links are plain anchors.
 */
export function AppLink({ href, children, ref: callerRef, ...props }: FeatureLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const composedRef = useComposedRefs(ref, callerRef);
  const internal = href.startsWith('/') && !href.startsWith('//');
  useEffect(() => {
    const element = ref.current;
    if (!internal || !element || typeof IntersectionObserver === 'undefined') return;
    const route = matchRoute(new URL(href, window.location.origin).pathname);
    if (!route) return;
    let cancel = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // The bare loader: a failed prefetch must not reload the page (a real visit handles it).
      cancel = prefetch(codePrefetcher(route.load));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [href, internal]);
  const navigate = useNavigate();
  const location = useLocation();
  const { onClick, target } = props;
  /**
   * A plain left click opens the page in the app, as React Router's `Link` does: a modified or
   * middle click, another target or a download is left to the browser. A link to the page
   * being shown replaces its history entry instead of adding one. (`Link` itself brings its
   * framework-mode prefetching along: 2 kB of the first page, issue 21.)
   */
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (target && target !== '_self') ||
      event.currentTarget.hasAttribute('download')
    ) {
      return;
    }
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    navigate(href, { replace: here === href });
  };
  if (!internal) {
    return (
      <a ref={callerRef} href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a ref={composedRef} href={href} {...props} onClick={(event) => follow(event)}>
      {children}
    </a>
  );
}
