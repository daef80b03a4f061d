import { ApiError } from '@aula/contract';
import { makeUser } from '@aula/features/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { readCookie } from './cookies';
import { createHttpApi } from './http-api';

const BASE = 'http://api.aula.test/';
const server = setupServer();
let cookieJar: string;
let csrfCalls: number;
const seen: Request[] = [];

function csrfHandler(token = 'abc+/=def') {
  return http.get(`${BASE}sanctum/csrf-cookie`, () => {
    csrfCalls += 1;
    cookieJar = `other=1; XSRF-TOKEN=${encodeURIComponent(token)}`;
    return new HttpResponse(null, { status: 204 });
  });
}

function api(
  overrides: Parameters<typeof createHttpApi>[0] extends infer O ? Partial<O> : never = {},
) {
  return createHttpApi({
    baseUrl: BASE,
    readXsrfCookie: () => readCookie('XSRF-TOKEN', cookieJar),
    ...overrides,
  });
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  cookieJar = '';
  csrfCalls = 0;
  seen.length = 0;
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

describe('createHttpApi', () => {
  describe('given a GET', () => {
    it('sends Accept: application/json with credentials and no XSRF header', async () => {
      const user = makeUser({ name: 'Joana Prado' });
      server.use(http.get(`${BASE}api/me`, () => HttpResponse.json({ data: user })));
      const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
      await expect(api({ fetch: fetchSpy }).me()).resolves.toEqual(user);
      expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
      expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe('GET');
      const request = seen[0];
      expect(request?.headers.get('accept')).toBe('application/json');
      expect(request?.headers.get('x-xsrf-token')).toBeNull();
    });
  });

  describe('given a mutation and no XSRF cookie', () => {
    it('fetches the CSRF cookie first and sends the URL-decoded token', async () => {
      server.use(
        csrfHandler('abc+/=def'),
        http.post(`${BASE}login`, () => new HttpResponse(null, { status: 204 })),
      );
      await api().login({ email: 'aluna@aula.dev', password: 'x' });
      expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
        'GET /sanctum/csrf-cookie',
        'POST /login',
      ]);
      expect(seen[1]?.headers.get('x-xsrf-token')).toBe('abc+/=def');
      expect(seen[1]?.headers.get('content-type')).toBe('application/json');
      expect(await seen[1]?.json()).toEqual({ email: 'aluna@aula.dev', password: 'x' });
    });

    it('shares one CSRF fetch among three parallel first mutations', async () => {
      server.use(
        csrfHandler(),
        http.post(`${BASE}logout`, () => new HttpResponse(null, { status: 204 })),
      );
      const client = api();
      await Promise.all([client.logout(), client.logout(), client.logout()]);
      expect(csrfCalls).toBe(1);
      expect(seen.filter((r) => r.method === 'POST')).toHaveLength(3);
    });
  });

  describe('given a mutation with an XSRF cookie', () => {
    it('does not fetch the CSRF cookie again', async () => {
      cookieJar = 'XSRF-TOKEN=t%3D1';
      server.use(http.post(`${BASE}logout`, () => new HttpResponse(null, { status: 204 })));
      await api().logout();
      expect(csrfCalls).toBe(0);
      expect(seen[0]?.headers.get('x-xsrf-token')).toBe('t=1');
    });
  });

  describe('given error responses', () => {
    beforeEach(() => {
      cookieJar = 'XSRF-TOKEN=t';
    });

    it('maps a catalogue code to its pt-BR message, code and status', async () => {
      server.use(
        http.post(`${BASE}login`, () =>
          HttpResponse.json(
            { error: 'InvalidAuthenticationException', message: 'These credentials...' },
            { status: 422 },
          ),
        ),
      );
      const error = await api()
        .login({ email: 'a@b.co', password: 'x' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        code: 'InvalidAuthenticationException',
        status: 422,
        message: 'E-mail e/ou senha incorretos.',
      });
    });

    it('keeps the field errors of a 422 ValidationException', async () => {
      server.use(
        http.post(`${BASE}login`, () =>
          HttpResponse.json(
            { error: 'ValidationException', message: 'x', errors: { email: ['Inválido.'] } },
            { status: 422 },
          ),
        ),
      );
      await expect(api().login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
        code: 'ValidationException',
        fieldErrors: { email: ['Inválido.'] },
      });
    });

    it.each([
      ['an unknown code', { error: 'SomethingNewException', message: 'x' }],
      ['no code', { message: 'x' }],
    ])('given %s, falls back to ServerErrorException', async (_name, body) => {
      server.use(http.post(`${BASE}login`, () => HttpResponse.json(body, { status: 400 })));
      await expect(api().login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
        code: 'ServerErrorException',
        message: 'Algo deu errado no sistema. Tente novamente em instantes.',
      });
    });

    it('given an HTML 500 page, falls back to ServerErrorException', async () => {
      server.use(
        http.get(
          `${BASE}api/me`,
          () =>
            new HttpResponse('<html><body>Internal Server Error</body></html>', {
              status: 500,
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      );
      await expect(api().me()).rejects.toMatchObject({ code: 'ServerErrorException', status: 500 });
    });

    it('given a 401, calls onUnauthorized', async () => {
      const onUnauthorized = vi.fn();
      server.use(
        http.get(`${BASE}api/me`, () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
      );
      await expect(api({ onUnauthorized }).me()).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('given a 419, warns through onCsrfMismatch and does not sign out', async () => {
      const onUnauthorized = vi.fn();
      const onCsrfMismatch = vi.fn();
      server.use(
        http.post(`${BASE}logout`, () =>
          HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
        ),
      );
      await expect(api({ onUnauthorized, onCsrfMismatch }).logout()).rejects.toMatchObject({
        status: 419,
      });
      expect(onCsrfMismatch).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('given a network failure, rejects with status 0 and the network message', async () => {
      server.use(http.get(`${BASE}api/me`, () => HttpResponse.error()));
      await expect(api().me()).rejects.toMatchObject({
        status: 0,
        message: expect.stringContaining('Não foi possível conectar'),
      });
    });
  });

  describe('given a 200 that breaks the contract', () => {
    it.each([
      ['an empty body', ''],
      ['malformed JSON', '{"data": '],
      ['a user without the required fields', JSON.stringify({ data: { id: 1 } })],
      ['no data envelope', JSON.stringify({ id: 1, name: 'x' })],
    ])('given %s, rejects with ServerErrorException and reports it', async (_name, body) => {
      const onMalformedResponse = vi.fn();
      const onUnauthorized = vi.fn();
      server.use(
        http.get(
          `${BASE}api/me`,
          () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
        ),
      );
      await expect(api({ onMalformedResponse, onUnauthorized }).me()).rejects.toMatchObject({
        code: 'ServerErrorException',
        message: 'O servidor enviou uma resposta inesperada. Tente novamente em instantes.',
      });
      expect(onMalformedResponse).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });
});

describe('readCookie', () => {
  it('decodes URL-encoded values', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=eyJpdiI6%3D%3D; b=2')).toBe('eyJpdiI6==');
  });
  it('returns undefined when absent', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeUndefined();
  });
  it('does not confuse a cookie whose name ends the same', () => {
    expect(readCookie('XSRF-TOKEN', 'NOT-XSRF-TOKEN=x')).toBeUndefined();
  });
});
