import { type EndpointDef, type EndpointName, endpoints } from '@aula/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createDemoWorld, defaultAnswers, defaultHandlers } from './handlers';
import { mockEndpoint, mockState } from './mock';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BASE = 'http://api.aula.test/';
const sample: Record<string, string> = {
  id: '1',
  sectionId: '2',
  lectureId: '3',
  repoId: '4',
  commentId: '5',
  slug: 'formacao-react',
  token: 'abcdefghijkl',
};
const urlOf = (path: string) => BASE + path.replace(/:(\w+)/g, (_, n: string) => sample[n] ?? 'x');

describe('the msw kit', () => {
  it('has a default answer for every endpoint of the contract', () => {
    expect(Object.keys(defaultAnswers()).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])(
    'the default handler of %s answers with what its schema accepts',
    async (name) => {
      server.use(...defaultHandlers());
      const def: EndpointDef = endpoints[name];
      const response = await fetch(urlOf(def.path), {
        method: def.method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: def.method === 'GET' ? null : '{}',
      });
      if (name === 'me') {
        expect(response.status).toBe(401); // the default visitor is signed out
        return;
      }
      if (name === 'login') {
        expect(response.status).toBe(422); // '{}' is not the mock credentials
        return;
      }
      if (!def.response) {
        expect(response.status).toBe(204);
        return;
      }
      expect(response.status).toBe(200);
      expect(def.response.safeParse(await response.json()).success).toBe(true);
    },
  );

  it('answers a PUT sent as POST with form data and _method=PUT (spec §7), not a plain POST', async () => {
    // Written by hand: jsdom's FormData is not one Node's fetch can send.
    const multipart = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=fronteira' },
      body: `${Object.entries(fields)
        .map(
          ([k, v]) => `--fronteira\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        )
        .join('')}--fronteira--\r\n`,
    });
    // `use` puts handlers first: the default ones go in last, so they are asked first.
    server.use(
      http.post(`${BASE}api/me/avatar`, () => HttpResponse.text('outro', { status: 418 })),
    );
    server.use(...defaultHandlers());
    const spoofed = await fetch(`${BASE}api/me/avatar`, multipart({ _method: 'PUT', avatar: 'x' }));
    expect(spoofed.status).toBe(200);
    // Without `_method` the handler lets the request go by, to the next handler that matches.
    const plain = await fetch(`${BASE}api/me/avatar`, multipart({ avatar: 'x' }));
    expect(plain.status).toBe(418);
  });

  it('refuses a fixture that breaks the contract', async () => {
    const world = createDemoWorld();
    server.use(mockEndpoint('me', { data: { ...world.user, email: 'not-an-email' } }));
    const response = await fetch(`${BASE}api/me`);
    expect(response.status).toBe(500);
  });

  it.each([
    ['freeLectures', 'api/lectures/free', { data: [] }],
    [
      'lectureComments',
      'api/lectures/1/comments',
      { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
    ],
  ] as const)(
    'mockState.empty(%s) answers an empty list its schema accepts',
    async (name, path, body) => {
      server.use(mockState.empty(name));
      const response = await fetch(BASE + path);
      const json = await response.json();
      expect(json).toEqual(body);
      expect(endpoints[name].response.safeParse(json).success).toBe(true);
    },
  );

  it.each([
    ['unauthorized', mockState.unauthorized('freeLectures'), 401],
    ['csrfMismatch', mockState.csrfMismatch('freeLectures'), 419],
    ['tooManyRequests', mockState.tooManyRequests('freeLectures'), 429],
    ['validation', mockState.validation('freeLectures', { title: ['x'] }), 422],
    ['serverErrorHtml', mockState.serverErrorHtml('freeLectures'), 500],
  ])('mockState.%s answers %i', async (_name, handler, status) => {
    server.use(handler);
    expect((await fetch(`${BASE}api/lectures/free`)).status).toBe(status);
  });
});
