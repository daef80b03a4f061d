const FALLBACK = '/';
/** Paths a sign-in must never return to (compared decoded and lower-cased, as the router matches). */
const REFUSED = new Set(['/login', '/logout']);
const PROBE_ORIGIN = 'https://aula.invalid';
/** `/` alone, or one `/` followed by a character that is neither `/` nor `\`. */
const ONE_LEADING_SLASH = /^\/(?:$|[^/\\])/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const BACKSLASH_OR_CONTROL = /[\\\u0000-\u001f\u007f]/;

/**
 * The `redirect` query value as a same-origin path, or `/`.
 *
 * The value is judged twice: as written, and as the path the router will actually navigate to,
 * i.e. after the URL parser has removed dot segments (`/x/..//host`, `/x/%2e%2e//host`) and
 * stripped tabs and newlines. Either form starting with `//` or `/\` (also once decoded),
 * holding a backslash or a control character, another scheme, or naming an auth page falls back
 * to `/` (or to `fallback`, a path of the app's own). The result always is `/` or starts with
 * exactly one `/` followed by neither `/` nor `\`.
 */
export function safeRedirect(value: string | null | undefined, fallback = FALLBACK): string {
  if (typeof value !== 'string' || !isPlainPath(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainPath(target)) return fallback;
  const page = fullyDecoded(url.pathname);
  if (page === null || REFUSED.has(page.toLowerCase().replace(/\/+$/, '') || '/')) return fallback;
  return target;
}

/** One leading slash, also once percent-decoded, and no backslash or control character anywhere. */
function isPlainPath(path: string): boolean {
  if (!ONE_LEADING_SLASH.test(path)) return false;
  const decoded = fullyDecoded(path);
  if (decoded === null) return false;
  return ONE_LEADING_SLASH.test(decoded) && !BACKSLASH_OR_CONTROL.test(decoded);
}

/** Percent-decoded until stable (at most three rounds), or null for malformed encoding. */
function fullyDecoded(value: string): string | null {
  let decoded = value;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) return decoded;
      decoded = next;
    } catch {
      return null;
    }
  }
  return decoded;
}

/**
 * The `redirect` to hand on between the auth pages (login ↔ register ↔ forgot password), as a
 * query for `pathTo`: the judged target, or nothing when it is home or unsafe.
 */
export function keptRedirect(value: string | null | undefined): Record<string, string> {
  const target = safeRedirect(value);
  return target === FALLBACK ? {} : { redirect: target };
}
