import type { Hono } from 'hono';

/** A browser-like client for `app.request`: keeps cookies, sends the decoded XSRF token. */
export function createClient(app: Pick<Hono, 'request'>) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];

  function store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      setCookies.push(header);
      const [pair = '', ...attrs] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function request(
    method: string,
    path: string,
    init: { json?: unknown; headers?: Record<string, string>; xsrf?: boolean; body?: string } = {},
  ) {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = jar.get('XSRF-TOKEN');
    if (init.xsrf !== false && token && method !== 'GET') {
      headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
    }
    let body = init.body;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await app.request(path, { method, headers, ...(body ? { body } : {}) });
    store(response);
    return response;
  }

  return {
    jar,
    setCookies,
    get: (path: string, init?: Parameters<typeof request>[2]) => request('GET', path, init),
    post: (path: string, init?: Parameters<typeof request>[2]) => request('POST', path, init),
    async login(email: string, password: string) {
      await request('GET', '/sanctum/csrf-cookie');
      return request('POST', '/login', { json: { email, password } });
    },
  };
}
