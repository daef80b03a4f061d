import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createAppApi } from './app-api';

const BASE = 'http://api.aula.test/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const deps = { clearUser: vi.fn(), warn: vi.fn(), report: vi.fn() };
  const api = createAppApi(deps, {
    baseUrl: BASE,
    readXsrfCookie: () => 'token',
    sleep: async () => {},
  });
  return { api, deps };
}

describe('the app adapter', () => {
  it('given a 419, shows the pt-BR warning and keeps the user signed in', async () => {
    server.use(
      http.put(`${BASE}api/lectures/:id/bookmark`, () =>
        HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
      ),
    );
    const { api, deps } = setup();
    await expect(
      api.bookmarkLecture({ params: { id: 1 }, body: { bookmarked: true } }),
    ).rejects.toMatchObject({ status: 419 });
    expect(deps.warn).toHaveBeenCalledWith(expect.stringContaining('token anti-falsificação'));
    expect(deps.clearUser).not.toHaveBeenCalled();
  });

  it('given a 401, clears the stored user', async () => {
    server.use(
      http.put(`${BASE}api/lectures/:id/watch`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { api, deps } = setup();
    await expect(
      api.watchLecture({ params: { id: 1 }, body: { watched: true } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(deps.clearUser).toHaveBeenCalledTimes(1);
    expect(deps.warn).not.toHaveBeenCalled();
  });

  it('given a 200 that breaks the contract, reports it and neither warns nor signs out', async () => {
    server.use(
      http.get(`${BASE}api/lectures/free`, () => HttpResponse.json({ data: [{ id: 'x' }] })),
    );
    const { api, deps } = setup();
    await expect(api.freeLectures()).rejects.toMatchObject({ code: 'ServerErrorException' });
    expect(deps.report).toHaveBeenCalledTimes(1);
    expect(deps.clearUser).not.toHaveBeenCalled();
  });
});
