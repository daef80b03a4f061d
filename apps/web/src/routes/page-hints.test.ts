import { endpoints, endpointUrl } from '@aula/contract';
import { EVERY_PAGE_READS, PAGE_HINTS } from './page-hints';
import { matchRoute, readsOf } from './route-table';

/** A concrete path of a key (`/:course/aula/:lecture` as `/react-do-zero/aula/2`), and its params. */
const SAMPLE: Record<string, string> = {
  course: 'react-do-zero',
  lecture: '2',
  code: '7KQ2-M4XA-PZ3C-WB6D',
};
const concrete = (key: string) => key.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? name);

describe('page hints', () => {
  it('announce exactly the first reads of the page at their path, with its parameters', () => {
    for (const [key, hint] of Object.entries(PAGE_HINTS)) {
      const path = concrete(key);
      const route = matchRoute(path);
      expect(route?.path, key).toBe(key);
      const reads = route ? readsOf(route, path) : [];
      expect(reads.length, path).toBeGreaterThan(0);
      expect(hint.reads.map(concrete)).toEqual(
        reads.map(([name, input]) => endpointUrl(endpoints[name], input as never)),
      );
    }
  });

  it("read nothing for a course slug the API could not have (the player's 404 asks nothing)", () => {
    const route = matchRoute('/Curso_Estranho/aula/1');
    expect(route?.name).toBe('course-aula-lecture');
    expect(route && readsOf(route, '/Curso_Estranho/aula/1')).toEqual([]);
  });

  it('name the module the route at that path loads', async () => {
    for (const [key, hint] of Object.entries(PAGE_HINTS)) {
      const path = concrete(key);
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
