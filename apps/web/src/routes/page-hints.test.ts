import { endpoints, endpointUrl } from '@aula/contract';
import { EVERY_PAGE_READS, PAGE_HINTS } from './page-hints';
import { matchRoute } from './route-table';

describe('page hints', () => {
  it('announce exactly the first reads of the page at their path', () => {
    for (const [path, hint] of Object.entries(PAGE_HINTS)) {
      const reads = matchRoute(path)?.reads ?? [];
      expect(reads.length, path).toBeGreaterThan(0);
      expect(hint.reads).toEqual(
        reads.map(([name, input]) => endpointUrl(endpoints[name], input as never)),
      );
    }
  });

  it('name the module the route at that path loads', async () => {
    for (const [path, hint] of Object.entries(PAGE_HINTS)) {
      const route = matchRoute(path);
      expect(route, path).toBeDefined();
      const module = await route?.load();
      const hinted = await import(/* @vite-ignore */ `../${hint.module.replace(/^src\//, '')}`);
      expect(module?.default).toBe(hinted.default);
    }
  });

  it("never announce the session's read: the server embeds its answer in the page", () => {
    const me = endpointUrl(endpoints.me, {} as never);
    expect(EVERY_PAGE_READS).not.toContain(me);
    for (const hint of Object.values(PAGE_HINTS)) expect(hint.reads).not.toContain(me);
  });
});
