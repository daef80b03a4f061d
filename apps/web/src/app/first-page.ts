import { type ApiAdapter, primeApiQuery } from '@aula/features';
import { matchRoute, readsOf } from '../routes/route-table';
import { codeLoader } from './lazy-code';

/** The longest the first render waits for the first page's code and reads. */
export const FIRST_PAGE_WAIT_MS = 800;

/**
 * Before the first render, for a public page: its code and its first reads (answered in the
 * HTML by the server, ADR 029), so that the first paint is the page with its content rather than
 * a loading state followed by it. Never waits longer than `limitMs`, and never fails: what did
 * not arrive in time loads as usual.
 */
export async function prepareFirstPage(
  pathname: string,
  api: ApiAdapter,
  limitMs = FIRST_PAGE_WAIT_MS,
): Promise<void> {
  const route = matchRoute(pathname);
  if (route?.access !== 'public') return;
  const work = [
    codeLoader(route.load)(),
    ...readsOf(route, pathname).map((read) => primeApiQuery(api, read)),
  ].map((step) => step.catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(work),
    new Promise((resolve) => {
      timer = setTimeout(resolve, limitMs);
    }),
  ]);
  clearTimeout(timer);
}
