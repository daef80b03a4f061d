// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from './define';
import { firstRoutes, isFirstRoute } from './first-routes';
import { endpoints } from './index';
import { routeOf } from './route';
import { endpointRoutes } from './routes';

const file = fileURLToPath(new URL('./routes.ts', import.meta.url));
const firstFile = fileURLToPath(new URL('./first-routes.ts', import.meta.url));
const defs = Object.entries(endpoints as Record<string, EndpointDef>);

/** One endpoint's line of a routes table: its method, path, base, and whether it has a body. */
function line(name: string, def: EndpointDef): string {
  const parts = [`method: '${def.method}'`, `path: '${def.path}'`];
  if (def.base === 'app') parts.push(`base: 'app'`);
  if (!def.response) parts.push('empty: true');
  if (def.keepalive) parts.push('keepalive: true');
  return `  ${name}: { ${parts.join(', ')} },`;
}

/** A routes file as written from the endpoints: its text up to `marker`, the table, `tail`. */
function source(
  path: string,
  marker: string,
  entries: [string, EndpointDef][],
  type: string,
  tail = '',
) {
  const text = readFileSync(path, 'utf8');
  const head = text.slice(0, text.indexOf(marker));
  const lines = entries.map(([name, def]) => line(name, def));
  return `${head}${marker} = {\n${lines.join('\n')}\n} as const satisfies ${type};\n${tail}`;
}

/** routes.ts after its table of the later routes: every endpoint's, first and later. */
const ROUTES_TAIL = `
/** Every endpoint's route: the first ones and the later ones (the server's, the tests'). */
export const endpointRoutes = { ...firstRoutes, ...laterRoutes } as const satisfies Record<
  EndpointName,
  EndpointRoute
>;
`;

describe('firstRoutes (first-routes.ts) and endpointRoutes (routes.ts: the later ones, then all)', () => {
  // UPDATE_ROUTES=1 writes both files again from the endpoints (then `npm run format`).
  if (process.env.UPDATE_ROUTES) {
    writeFileSync(
      file,
      source(
        file,
        'const laterRoutes',
        defs.filter(([name, def]) => !isFirstRoute(name, def)),
        'Partial<Record<EndpointName, EndpointRoute>>',
        ROUTES_TAIL,
      ),
    );
    writeFileSync(
      firstFile,
      source(
        firstFile,
        'export const firstRoutes',
        defs.filter(([name, def]) => isFirstRoute(name, def)),
        'Partial<Record<EndpointName, EndpointRoute>>',
      ),
    );
  }

  it('names every endpoint once, with its method, path, base and keepalive (UPDATE_ROUTES=1 writes it)', () => {
    expect(Object.keys(endpointRoutes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, def] of defs) {
      const route = endpointRoutes[name as keyof typeof endpointRoutes];
      expect(route.method).toBe(def.method);
      expect(route.path).toBe(def.path);
      expect('base' in route ? route.base : 'api').toBe(def.base ?? 'api');
      expect('empty' in route).toBe(!def.response);
      expect('keepalive' in route).toBe(Boolean(def.keepalive));
      expect(routeOf(def)).toEqual(route);
    }
  });

  it('firstRoutes holds exactly the first routes, each as endpointRoutes has it', () => {
    const wanted = defs.filter(([name, def]) => isFirstRoute(name, def)).map(([name]) => name);
    expect(Object.keys(firstRoutes)).toEqual(wanted);
    for (const [name, route] of Object.entries(firstRoutes)) {
      expect(route).toEqual(endpointRoutes[name as keyof typeof endpointRoutes]);
    }
    // What it is for: a visitor's and a student's reads, the session's calls, what a closing page
    // sends; no admin endpoint and no other change.
    expect(wanted).toEqual(expect.arrayContaining(['me', 'csrfCookie', 'login', 'logout']));
    expect(wanted).toEqual(expect.arrayContaining(['freeLectures', 'saveLecturePosition']));
    expect(wanted).not.toContain('listCourses');
    expect(wanted).not.toContain('updateProfile');
  });
});
