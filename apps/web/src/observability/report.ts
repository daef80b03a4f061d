/**
 * Where errors go: the console always, and Sentry once it has loaded (only when a DSN is
 * configured, see ./sentry). Errors reported before Sentry is ready are kept and sent on load.
 */
type Capture = (error: unknown, context?: Record<string, unknown>) => void;

let capture: Capture | null = null;
const early: [unknown, Record<string, unknown> | undefined][] = [];

export function reportError(error: unknown, context?: Record<string, unknown>) {
  console.error(error, context ?? '');
  if (capture) capture(error, context);
  else if (early.length < 20) early.push([error, context]);
}

export function setCapture(next: Capture) {
  capture = next;
  for (const [error, context] of early.splice(0)) next(error, context);
}

/** Crawlers get no error page (spec, section 8): the error is only logged. */
export function isCrawler(userAgent: string): boolean {
  return /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse-crawler|headlesschrome.*(google|bing)/i.test(
    userAgent,
  );
}
