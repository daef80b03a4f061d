import type { Hono } from 'hono';
import { DEMO_USERS } from '../db/seed-content';

type RequestInit = {
  json?: unknown;
  headers?: Record<string, string>;
  /** Sends the XSRF header on unsafe methods (default true). */
  xsrf?: boolean;
  body?: string | FormData | URLSearchParams;
};

let clients = 0;
/** A new address for each client (198.18.0.0/15, the benchmarking range), as distinct browsers. */
const nextAddress = () => {
  clients++;
  return `198.18.${(clients >> 8) & 255}.${clients & 255}`;
};

/**
 * A browser-like client for `app.request`: keeps cookies, sends the decoded XSRF token, and
 * connects from an address of its own (the per-IP limits see one client per address).
 */
export function createClient(app: Pick<Hono, 'request'>, { ip = nextAddress() } = {}) {
  const env = { incoming: { socket: { remoteAddress: ip } } };
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

  async function request(method: string, path: string, init: RequestInit = {}) {
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
    const response = await app.request(path, { method, headers, ...(body ? { body } : {}) }, env);
    store(response);
    return response;
  }

  const client = {
    ip,
    jar,
    setCookies,
    request,
    get: (path: string, init?: RequestInit) => request('GET', path, init),
    post: (path: string, init?: RequestInit) => request('POST', path, init),
    put: (path: string, init?: RequestInit) => request('PUT', path, init),
    delete: (path: string, init?: RequestInit) => request('DELETE', path, init),
    /** GET and the parsed JSON body. */
    async json<T = unknown>(path: string): Promise<{ status: number; body: T }> {
      const response = await request('GET', path);
      return { status: response.status, body: (await response.json()) as T };
    },
    async login(email: string, password: string) {
      await request('GET', '/sanctum/csrf-cookie');
      return request('POST', '/login', { json: { email, password } });
    },
  };
  return client;
}
export type TestClient = ReturnType<typeof createClient>;

export type DemoRole = 'student' | 'admin' | 'otherStudent' | 'noAccessStudent' | 'account';
const ROLE_EMAIL: Record<DemoRole, string> = {
  student: 'aluna@aula.dev',
  admin: 'admin@aula.dev',
  otherStudent: 'ana@aula.dev',
  noAccessStudent: 'joao@aula.dev',
  account: 'visitante@aula.dev',
};

export function demoUser(role: DemoRole) {
  const user = DEMO_USERS.find((u) => u.email === ROLE_EMAIL[role]);
  if (!user) throw new Error(`no demo user for ${role}`);
  return user;
}

/** A client signed in as one of the demo users (`guest` for none, with a CSRF cookie). */
export async function clientAs(app: Pick<Hono, 'request'>, role: DemoRole | 'guest') {
  const client = createClient(app);
  if (role === 'guest') {
    await client.get('/sanctum/csrf-cookie');
    return client;
  }
  const user = demoUser(role);
  const response = await client.login(user.email, user.password);
  if (response.status !== 204) throw new Error(`login as ${role} failed: ${response.status}`);
  return client;
}
