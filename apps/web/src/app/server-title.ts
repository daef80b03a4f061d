/**
 * The server's `<title>` (a lecture's, ADR 051) names the tab until the app names it. A page the
 * app renders anew (a signed-in visitor's: it is not hydrated) does not claim the server's
 * `<title>`: React hoists the page's own beside it, and the server's would stay in the head,
 * stale, once the visitor moves on. So it goes when the app's first `<title>` arrives.
 */
export function handOverTitle(head: HTMLHeadElement = document.head): void {
  const server = head.querySelector('title');
  if (!server) return;
  const observer = new MutationObserver(() => {
    if (![...head.querySelectorAll('title')].some((title) => title !== server)) return;
    server.remove();
    observer.disconnect();
  });
  observer.observe(head, { childList: true });
}
