// The benches' sign-in: a session on a running API as one of the demo accounts, over plain fetch
// (the CSRF cookie, then POST /login), as the web app does it.

/** The demo accounts the seed creates (apps/api/src/db/seed.ts). */
export const DEMO = {
  student: { email: 'aluna@aula.dev', password: 'aula-aluna-2026' },
  admin: { email: 'admin@aula.dev', password: 'aula-admin-2026' },
};

/**
 * Signs in; returns the headers of a JSON request in that session (Cookie and X-XSRF-TOKEN),
 * read anew on each call as the session's cookies change.
 * @param {string} base the API's origin
 * @param {{ email: string; password: string }} account
 * @returns {Promise<() => { 'Content-Type': string; Accept: string; Cookie: string; 'X-XSRF-TOKEN': string }>}
 */
export async function signIn(base, account) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  /** @param {Response} response */
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const headers = () => ({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Cookie: cookie(),
    'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  });
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(account),
  });
  if (login.status !== 204) throw new Error(`${account.email}'s login answered ${login.status}`);
  keep(login);
  return headers;
}
