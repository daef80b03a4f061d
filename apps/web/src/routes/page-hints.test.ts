import { endpoints, endpointUrl } from '@aula/contract';
import { catalogueQuery, freeLecturesQuery } from '@aula/features';
import { PAGE_HINTS } from './page-hints';
import { matchRoute } from './route-table';

describe('page hints', () => {
  it('announce exactly the reads the home page starts', () => {
    expect(PAGE_HINTS['/']?.reads).toEqual([
      endpointUrl(endpoints.listProducts, catalogueQuery),
      endpointUrl(endpoints.freeLectures, freeLecturesQuery),
    ]);
  });

  it('name pages that exist, with the module their route loads', async () => {
    for (const [path, hint] of Object.entries(PAGE_HINTS)) {
      const route = matchRoute(path);
      expect(route, path).toBeDefined();
      const module = await route?.load();
      const hinted = await import(/* @vite-ignore */ `../${hint.module.replace(/^src\//, '')}`);
      expect(module?.default).toBe(hinted.default);
    }
  });
});
