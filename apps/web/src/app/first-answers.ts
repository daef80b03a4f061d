import { type EndpointRoute, endpointUrl, firstRoutes } from '@aula/contract/site';
import { type ApiRead, apiKey, sessionKeys } from '@aula/features';
import { unstable_serialize } from 'swr';

/** The address a read's answer has in the page's answers (`api/products?include=courses`). */
export function answerAddress([name, input]: ApiRead): string {
  const route = (firstRoutes as Record<string, EndpointRoute | undefined>)[name];
  if (!route) throw new Error(`${name} is not a first route: a page's first reads must be`);
  return endpointUrl(route, input as never).replace(/^\//, '');
}

/**
 * A guest's page's reads as SWR's `fallback`, from the answers the server put in the page: what
 * the server rendered the page with (apps/web/src/guest-pages.tsx), and what the app's first
 * render reads while it takes that markup over, so both are the same. `complete` is false when
 * a read has no answer.
 */
export function guestFallback(
  reads: readonly ApiRead[],
  answers: Record<string, unknown>,
): { fallback: Record<string, unknown>; complete: boolean } {
  const fallback: Record<string, unknown> = { [unstable_serialize(sessionKeys.me())]: null };
  let complete = true;
  for (const read of reads) {
    const answer = answers[answerAddress(read)];
    if (answer === undefined) complete = false;
    else fallback[unstable_serialize(apiKey(read[0], read[1] as never))] = answer;
  }
  return { fallback, complete };
}
