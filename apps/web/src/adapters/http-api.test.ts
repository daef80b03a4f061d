import { ApiError, ERROR_CODES, toSearchParams } from '@aula/contract';
import { errorMessages, statusMessages } from '@aula/features';
import { makeUser } from '@aula/features/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { readCookie } from './cookies';
import { createHttpApi, type HttpApiOptions } from './http-api';

const BASE = 'http://api.aula.test/';
const product = {
  id: 1,
  slug: 'x',
  title: 'Formação React',
  description: null,
  cover_url: null,
  can_comment: true,
  courses_count: 0,
};
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

function api(overrides: Partial<HttpApiOptions> = {}) {
  return createHttpApi({
    baseUrl: BASE,
    readXsrfCookie: () => readCookie('XSRF-TOKEN', cookieJar),
    // No real waiting between retries in tests; the delays themselves are asserted below.
    sleep: async () => {},
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
      await expect(api({ fetch: fetchSpy }).me()).resolves.toEqual({ data: user });
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
      await api().login({ body: { email: 'aluna@aula.dev', password: 'x' } });
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
        .login({ body: { email: 'a@b.co', password: 'x' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        code: 'InvalidAuthenticationException',
        status: 422,
        message: 'E-mail e/ou senha incorretos.',
      });
    });

    it.each(ERROR_CODES)('given %s, rejects with its own pt-BR message', async (code) => {
      server.use(
        http.post(`${BASE}login`, () =>
          HttpResponse.json({ error: code, message: 'server text' }, { status: 422 }),
        ),
      );
      const error = await api()
        .login({ body: { email: 'a@b.co', password: 'x' } })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code, status: 422, message: errorMessages[code] });
      expect((error as ApiError).message).not.toBe('server text');
    });

    it('given a 429, rejects with the too-many-attempts message', async () => {
      server.use(
        http.post(`${BASE}login`, () =>
          HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 }),
        ),
      );
      await expect(api().login({ body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject(
        { status: 429, message: statusMessages.tooManyRequests },
      );
    });

    it('given a 429 with Retry-After, says how long to wait', async () => {
      server.use(
        http.post(`${BASE}login`, () =>
          HttpResponse.json(
            { error: 'ServerErrorException', message: 'x' },
            { status: 429, headers: { 'Retry-After': '42' } },
          ),
        ),
      );
      await expect(api().login({ body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject(
        { status: 429, message: 'Muitas tentativas. Tente novamente em 42 segundos.' },
      );
    });

    it('given a 503 (the server is busy), says so instead of "something went wrong"', async () => {
      server.use(
        http.post(`${BASE}login`, () =>
          HttpResponse.json({ error: 'ServerErrorException', message: 'x' }, { status: 503 }),
        ),
      );
      await expect(api().login({ body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject(
        { status: 503, message: statusMessages.busy },
      );
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
      await expect(api().login({ body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject(
        {
          code: 'ValidationException',
          fieldErrors: { email: ['Inválido.'] },
        },
      );
    });

    it.each([
      ['an unknown code', { error: 'SomethingNewException', message: 'x' }],
      ['no code', { message: 'x' }],
    ])('given %s, falls back to ServerErrorException', async (_name, body) => {
      server.use(http.post(`${BASE}login`, () => HttpResponse.json(body, { status: 400 })));
      await expect(api().login({ body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject(
        {
          code: 'ServerErrorException',
          message: 'Algo deu errado no sistema. Tente novamente em instantes.',
        },
      );
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

  describe('given a 200 from api/me without a user (the spec: an empty object when data is absent)', () => {
    it.each([
      ['an empty object', {}],
      ['a null data', { data: null }],
      ['an empty data object', { data: {} }],
    ])('given %s, resolves with it (nobody signed in) and reports nothing', async (_name, body) => {
      const onMalformedResponse = vi.fn();
      const onUnauthorized = vi.fn();
      server.use(http.get(`${BASE}api/me`, () => HttpResponse.json(body)));
      await expect(api({ onMalformedResponse, onUnauthorized }).me()).resolves.toEqual(body);
      expect(onMalformedResponse).not.toHaveBeenCalled();
      expect(onUnauthorized).not.toHaveBeenCalled();
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

describe('createHttpApi requests', () => {
  beforeEach(() => {
    cookieJar = 'XSRF-TOKEN=t';
  });

  it.each([
    ['GET', 'freeLectures', 'api/lectures/free', false],
    ['POST', 'logout', 'logout', true],
    ['PUT', 'bookmarkLecture', 'api/lectures/:id/bookmark', true],
    ['DELETE', 'deleteCourse', 'api/courses/:id', true],
  ] as const)(
    'a %s sends Accept, cookie credentials and the XSRF header only when unsafe',
    async (method, name, path, unsafe) => {
      const answer =
        name === 'freeLectures'
          ? HttpResponse.json({ data: [] })
          : name === 'bookmarkLecture'
            ? HttpResponse.json({ data: { is_bookmarked: true } })
            : new HttpResponse(null, { status: 204 });
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      server.use(http[verb](`${BASE}${path}`, () => answer.clone()));
      const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
      const client = api({ fetch: fetchSpy }) as unknown as Record<
        string,
        (input?: object) => Promise<unknown>
      >;
      await client[name]?.({ params: { id: 4 } });
      const init = fetchSpy.mock.calls[0]?.[1];
      expect(init?.method).toBe(method);
      expect(init?.credentials).toBe('include');
      expect(seen[0]?.headers.get('accept')).toBe('application/json');
      expect(seen[0]?.headers.get('x-xsrf-token')).toBe(unsafe ? 't' : null);
    },
  );

  it('sends the wanted watched/bookmarked state as JSON (a retried PUT changes nothing, S63)', async () => {
    server.use(
      http.put(`${BASE}api/lectures/:id/watch`, () =>
        HttpResponse.json({
          data: {
            has_watched: false,
            course_id: 1,
            lectures_watched_count: 0,
            lectures_watched_percentage: 0,
          },
        }),
      ),
      http.put(`${BASE}api/lectures/:id/bookmark`, () =>
        HttpResponse.json({ data: { is_bookmarked: true } }),
      ),
    );
    await api().watchLecture({ params: { id: 4 }, body: { watched: false } });
    await api().bookmarkLecture({ params: { id: 4 }, body: { bookmarked: true } });
    expect(seen[0]?.headers.get('content-type')).toMatch(/application\/json/);
    expect(await seen[0]?.json()).toEqual({ watched: false });
    expect(await seen[1]?.json()).toEqual({ bookmarked: true });
  });

  it('never sends the XSRF token to another origin', async () => {
    server.use(
      http.get('http://app.aula.test/build.json', () =>
        HttpResponse.json({ build_id: 'b', built_at: '2026-11-21T12:00:00.000Z' }),
      ),
    );
    await api({ appBaseUrl: 'http://app.aula.test/' }).latestBuild();
    expect(seen[0]?.headers.get('x-xsrf-token')).toBeNull();
  });

  it('fills and encodes path parameters and serialises the query Laravel-style', async () => {
    server.use(
      http.get(`${BASE}api/products-by-slug/:slug`, ({ params }) =>
        HttpResponse.json({ data: { ...product, slug: params.slug } }),
      ),
    );
    await api().productBySlug({ params: { slug: 'curso-react' }, query: { include: 'courses' } });
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/products-by-slug/curso-react');
    expect(url.search).toBe('?include=courses');
    expect(toSearchParams({ ids: [1, 2], page: 2, q: undefined }).toString()).toBe(
      'ids%5B%5D=1&ids%5B%5D=2&page=2',
    );
  });

  it('sends a DELETE with a JSON body of ids and the XSRF header', async () => {
    server.use(http.delete(`${BASE}api/courses`, () => new HttpResponse(null, { status: 204 })));
    await api().deleteCourses({ body: { ids: [3, 5] } });
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.headers.get('x-xsrf-token')).toBe('t');
    expect(await seen[0]?.json()).toEqual({ ids: [3, 5] });
  });

  it('sends a PUT with FormData as a POST with _method=PUT, keeping the CSRF header', async () => {
    server.use(
      http.post(`${BASE}api/courses/:id/repositories/:repoId`, () =>
        HttpResponse.json({
          data: {
            id: 9,
            course_id: 1,
            name: 'aula-react',
            url: 'https://github.com/aula/react',
            description: null,
            created_at: '2026-11-21T12:00:00.000Z',
          },
        }),
      ),
    );
    const form = new FormData();
    form.set('name', 'aula-react');
    form.set('url', 'https://github.com/aula/react');
    await api().updateRepository({ params: { id: 1, repoId: 9 }, body: form });
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('x-xsrf-token')).toBe('t');
    const sent = await request?.formData();
    expect(sent?.get('_method')).toBe('PUT');
    expect(sent?.get('name')).toBe('aula-react');
  });

  it('uploads a course cover as multipart (POST, _method=PUT) with the file itself (ADR 018)', async () => {
    server.use(
      http.post(`${BASE}api/courses/:id/cover`, () =>
        HttpResponse.json({
          data: {
            id: 4,
            slug: 'curso',
            title: 'Curso',
            description: null,
            cover_url: '/api/covers/capa.webp',
            lectures_count: 0,
            lectures_watched_count: 0,
            lectures_watched_percentage: 0,
            last_lecture_id: null,
          },
        }),
      ),
    );
    const form = new FormData();
    form.set(
      'cover',
      new File([new Uint8Array([0x89, 0x50])], 'capa.webp', { type: 'image/webp' }),
    );
    const { data } = await api().updateCourseCover({ params: { id: 4 }, body: form });
    expect(data.cover_url).toBe('/api/covers/capa.webp');
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/courses/4/cover');
    expect(request?.headers.get('x-xsrf-token')).toBe('t');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // The form sent is the one given, spoofed to PUT, the file part untouched.
    expect(form.get('_method')).toBe('PUT');
    expect((form.get('cover') as File).name).toBe('capa.webp');
  });

  it('reads the build file from the app origin, not the API base', async () => {
    server.use(
      http.get('http://app.aula.test/build.json', () =>
        HttpResponse.json({ build_id: 'abc123', built_at: '2026-11-21T12:00:00.000Z' }),
      ),
    );
    const info = await api({ appBaseUrl: 'http://app.aula.test/' }).latestBuild();
    expect(info.build_id).toBe('abc123');
  });

  describe('given transient failures', () => {
    it('retries an idempotent GET on 5xx with doubling delays, then succeeds', async () => {
      let calls = 0;
      const delays: number[] = [];
      server.use(
        http.get(`${BASE}api/lectures/free`, () => {
          calls += 1;
          return calls < 3
            ? HttpResponse.json({ message: 'x' }, { status: 503 })
            : HttpResponse.json({ data: [] });
        }),
      );
      const client = api({
        retries: 2,
        retryDelayMs: 100,
        sleep: async (ms) => {
          delays.push(ms);
        },
      });
      await expect(client.freeLectures()).resolves.toEqual({ data: [] });
      expect(calls).toBe(3);
      expect(delays).toEqual([100, 200]);
    });

    it('gives up after the configured number of retries on network errors', async () => {
      let calls = 0;
      server.use(
        http.get(`${BASE}api/lectures/free`, () => {
          calls += 1;
          return HttpResponse.error();
        }),
      );
      await expect(api({ retries: 1 }).freeLectures()).rejects.toMatchObject({ status: 0 });
      expect(calls).toBe(2);
    });

    it('does not retry a 4xx', async () => {
      let calls = 0;
      server.use(
        http.get(`${BASE}api/lectures/free`, () => {
          calls += 1;
          return HttpResponse.json({ message: 'x' }, { status: 404 });
        }),
      );
      await expect(api({ retries: 3 }).freeLectures()).rejects.toMatchObject({ status: 404 });
      expect(calls).toBe(1);
    });

    it('never retries a mutation', async () => {
      let calls = 0;
      server.use(
        http.put(`${BASE}api/lectures/:id/watch`, () => {
          calls += 1;
          return HttpResponse.json({ message: 'x' }, { status: 503 });
        }),
      );
      await expect(
        api({ retries: 3 }).watchLecture({ params: { id: 7 }, body: { watched: true } }),
      ).rejects.toMatchObject({
        status: 503,
      });
      expect(calls).toBe(1);
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

describe('initial answers (the session embedded in the page, issue 21)', () => {
  it('answers the first GET of the endpoint from the page, then asks the server', async () => {
    const embedded = makeUser({ name: 'Da Página' });
    const fetched = makeUser({ name: 'Do Servidor' });
    server.use(http.get(`${BASE}api/me`, () => HttpResponse.json({ data: fetched })));
    const client = api({ initialAnswers: { me: { data: embedded } } });
    expect(await client.me()).toEqual({ data: embedded });
    expect(seen).toHaveLength(0);
    expect(await client.me()).toEqual({ data: fetched });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/me']);
  });

  it("takes a guest's { data: null } as the answer, without a request (so no 401 is logged)", async () => {
    const client = api({ initialAnswers: { me: { data: null } } });
    expect(await client.me()).toEqual({ data: null });
    expect(seen).toHaveLength(0);
  });

  it('forgets an answer not used yet once a call changes state (a login)', async () => {
    const fetched = makeUser({ name: 'Recém-chegada' });
    server.use(
      csrfHandler(),
      http.post(`${BASE}login`, () => new HttpResponse(null, { status: 204 })),
      http.get(`${BASE}api/me`, () => HttpResponse.json({ data: fetched })),
    );
    const client = api({ initialAnswers: { me: { data: null } } });
    await client.login({ body: { email: 'a@b.dev', password: 'segredo-123' } });
    expect(await client.me()).toEqual({ data: fetched });
  });

  it('answers a page read by its address (path, params and query) once, then asks the server', async () => {
    const embedded = { data: [], meta: { from: 'page' } };
    const course = { data: { from: 'page' } };
    server.use(http.get(`${BASE}api/products`, () => HttpResponse.json({ data: [product] })));
    const client = api({
      initialAnswers: {
        'api/products?include=courses': embedded,
        'api/course-by-slug/react-do-zero': course,
      },
    });
    // Without the query it is another read: asked of the server.
    expect(await client.listProducts()).toEqual({ data: [product] });
    expect(await client.listProducts({ query: { include: 'courses' } })).toBe(embedded);
    expect(await client.listProducts({ query: { include: 'courses' } })).toEqual({
      data: [product],
    });
    expect(seen.map((r) => new URL(r.url).search)).toEqual(['', '?include=courses']);
    expect(await client.courseBySlug({ params: { slug: 'react-do-zero' } })).toBe(course);
    expect(seen).toHaveLength(2);
  });

  it("takes the page's answers as the server checked them: the schemas are not loaded for them", async () => {
    const loadSchemas = vi.fn(() => import('./endpoint-schemas').then((m) => m.endpoints));
    const client = api({ loadSchemas, initialAnswers: { me: { data: null } } });
    expect(await client.me()).toEqual({ data: null });
    expect(loadSchemas).not.toHaveBeenCalled();
  });
});

/** The real schemas, held back until `release` is called. */
function gatedSchemas() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const loadSchemas = vi.fn(async () => {
    await gate;
    return (await import('./endpoint-schemas')).endpoints;
  });
  return { loadSchemas, release: () => release() };
}

describe('the schemas load with the first request (ADR 029)', () => {
  it('loads them once, in parallel with the request, and checks every answer with them', async () => {
    const { loadSchemas, release } = gatedSchemas();
    server.use(http.get(`${BASE}api/me`, () => HttpResponse.json({ data: { id: 'one' } })));
    const reported: ApiError[] = [];
    const client = api({ loadSchemas, onMalformedResponse: (error) => reported.push(error) });
    const first = client.me();
    // The request is on its way before the schemas have come.
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    release();
    await expect(first).rejects.toMatchObject({ message: statusMessages.malformedResponse });
    await expect(client.me()).rejects.toBeInstanceOf(ApiError);
    expect(reported).toHaveLength(2);
    expect(loadSchemas).toHaveBeenCalledTimes(1);
  });

  it('a schemas chunk that fails to load fails the call with the network message, and is asked again', async () => {
    const user = makeUser();
    server.use(http.get(`${BASE}api/me`, () => HttpResponse.json({ data: user })));
    let attempts = 0;
    const loadSchemas = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return (await import('./endpoint-schemas')).endpoints;
    });
    const client = api({ loadSchemas, retries: 0 });
    await expect(client.me()).rejects.toMatchObject({
      status: 0,
      message: statusMessages.network,
    });
    expect(await client.me()).toEqual({ data: user });
    expect(loadSchemas).toHaveBeenCalledTimes(2);
  });

  it('a call that is not a first route waits for the schemas and takes its route from them', async () => {
    const { loadSchemas, release } = gatedSchemas();
    server.use(
      csrfHandler(),
      http.delete(`${BASE}api/courses/:id`, () => new HttpResponse(null, { status: 204 })),
    );
    const pending = api({ loadSchemas }).deleteCourse({ params: { id: 7 } });
    // Nothing is sent before the route is known.
    await vi.waitFor(() => expect(loadSchemas).toHaveBeenCalledOnce());
    expect(seen).toHaveLength(0);
    release();
    await expect(pending).resolves.toBeUndefined();
    expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain(
      'DELETE /api/courses/7',
    );
  });

  it('such a call fails with the network message when the schemas cannot load, and a name the contract lacks fails', async () => {
    const loadSchemas = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const client = api({ loadSchemas }) as unknown as Record<string, () => Promise<unknown>>;
    await expect(client.deleteCourses?.()).rejects.toMatchObject({
      status: 0,
      message: statusMessages.network,
    });
    const known = api() as unknown as Record<string, () => Promise<unknown>>;
    await expect(known.noSuchEndpoint?.()).rejects.toThrow('No endpoint named noSuchEndpoint');
    // Never mistaken for a promise (`await api` would call `then`), nor a method of every object.
    expect(known.then).toBeUndefined();
    expect(known.toJSON).toBeUndefined();
    await expect(Promise.resolve(known)).resolves.toBe(known);
    expect(String(known)).toBe('[object Object]');
    expect(known.constructor).toBe(Object);
    expect(seen).toHaveLength(0);
  });

  it('a mutation answering no body needs no schemas', async () => {
    server.use(
      csrfHandler(),
      http.post(`${BASE}logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const loadSchemas = vi.fn(() => import('./endpoint-schemas').then((m) => m.endpoints));
    await api({ loadSchemas }).logout();
    expect(loadSchemas).not.toHaveBeenCalled();
  });
});

describe('the network side loads with the first call the page did not answer (ADR 029, 22)', () => {
  it('is not loaded for the answers in the page, then loaded once', async () => {
    const user = makeUser();
    server.use(http.get(`${BASE}api/me`, () => HttpResponse.json({ data: user })));
    const loadNetwork = vi.fn(() => import('./http-network'));
    const client = api({ loadNetwork, initialAnswers: { me: { data: null } } });
    expect(await client.me()).toEqual({ data: null });
    expect(loadNetwork).not.toHaveBeenCalled();
    expect(await client.me()).toEqual({ data: user });
    expect(await client.me()).toEqual({ data: user });
    expect(loadNetwork).toHaveBeenCalledTimes(1);
  });

  it('code that fails to load fails the call with the network message, and is asked again', async () => {
    const user = makeUser();
    server.use(http.get(`${BASE}api/me`, () => HttpResponse.json({ data: user })));
    const loadNetwork = vi
      .fn<() => Promise<typeof import('./http-network')>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('./http-network'));
    const client = api({ loadNetwork });
    await expect(client.me()).rejects.toMatchObject({ status: 0, message: statusMessages.network });
    expect(seen).toHaveLength(0);
    expect(await client.me()).toEqual({ data: user });
    expect(loadNetwork).toHaveBeenCalledTimes(2);
  });
});
