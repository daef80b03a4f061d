const FALLBACK = '/';
/** Paths a sign-in must never return to. */
const REFUSED = new Set(['/login', '/logout']);
const PROBE_ORIGIN = 'https://aula.invalid';

/**
 * The `redirect` query value as a same-origin path, or `/`. Refuses protocol-relative (`//host`),
 * backslash (`/\host`, also encoded), other schemes, control characters, and the auth pages.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || typeof value !== 'string') return FALLBACK;
  if (!value.startsWith('/') || value.startsWith('//')) return FALLBACK;
  let decoded = value;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return FALLBACK;
    }
  }
  // Any backslash or control character anywhere (raw or encoded) is refused outright.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return FALLBACK;
  if (decoded.startsWith('//')) return FALLBACK;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== PROBE_ORIGIN) return FALLBACK;
  if (REFUSED.has(url.pathname.replace(/\/+$/, '') || '/')) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}
