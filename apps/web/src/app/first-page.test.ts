import type { ApiAdapter } from '@aula/features';
import { apiKey, catalogueRead } from '@aula/features';
import { unstable_serialize } from 'swr';
import { cache } from 'swr/_internal';
import { matchRoute } from '../routes/route-table';
import { prepareFirstPage } from './first-page';
import { loadedComponent } from './lazy-code';

const adapter = (overrides: Partial<ApiAdapter>) =>
  ({
    listProducts: vi.fn().mockResolvedValue({ data: [] }),
    freeLectures: vi.fn().mockResolvedValue({ data: [] }),
    ...overrides,
  }) as unknown as ApiAdapter;

describe('prepareFirstPage', () => {
  it('loads a public page and puts its first reads in the cache before the first render', async () => {
    const api = adapter({});
    await prepareFirstPage('/', api, 5000);
    expect(api.listProducts).toHaveBeenCalledWith(catalogueRead[1]);
    expect(
      cache.get(unstable_serialize(apiKey(catalogueRead[0], catalogueRead[1] as never))),
    ).toMatchObject({
      data: { data: [] },
    });
    // The page's code is here: its component renders without a loading state.
    const route = matchRoute('/');
    if (!route) throw new Error('no home route');
    expect(loadedComponent(route.load)).toBe((await route.load()).default);
  });

  it('waits no longer than its limit, and never fails', async () => {
    const api = adapter({
      listProducts: vi.fn(() => new Promise<never>(() => {})),
      freeLectures: vi.fn().mockRejectedValue(new Error('rede')),
    });
    await expect(prepareFirstPage('/', api, 20)).resolves.toBeUndefined();
  });

  it('does nothing for a page that waits for the session', async () => {
    const api = adapter({});
    await prepareFirstPage('/eu/perfil', api, 20);
    await prepareFirstPage('/login', api, 20);
    expect(api.listProducts).not.toHaveBeenCalled();
  });
});
