// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from './define';
import { endpoints } from './index';
import { endpointRoutes } from './routes';

const file = fileURLToPath(new URL('./routes.ts', import.meta.url));

/** routes.ts as written from the endpoints: each one's method, path and base, in their order. */
function source(): string {
  const lines = Object.entries(endpoints as Record<string, EndpointDef>).map(([name, def]) => {
    const parts = [`method: '${def.method}'`, `path: '${def.path}'`];
    if (def.base === 'app') parts.push(`base: 'app'`);
    if (!def.response) parts.push('empty: true');
    if (def.keepalive) parts.push('keepalive: true');
    return `  ${name}: { ${parts.join(', ')} },`;
  });
  const text = readFileSync(file, 'utf8');
  const head = text.slice(0, text.indexOf('export const endpointRoutes'));
  return `${head}export const endpointRoutes = {\n${lines.join('\n')}\n} as const satisfies Record<EndpointName, EndpointRoute>;\n`;
}

describe('endpointRoutes (routes.ts)', () => {
  // UPDATE_ROUTES=1 writes routes.ts again from the endpoints (then `npm run format`).
  if (process.env.UPDATE_ROUTES) writeFileSync(file, source());

  it('names every endpoint once, in order, with its method, path, base and keepalive (UPDATE_ROUTES=1 writes it)', () => {
    expect(Object.keys(endpointRoutes)).toEqual(Object.keys(endpoints));
    for (const [name, def] of Object.entries(endpoints as Record<string, EndpointDef>)) {
      const route = endpointRoutes[name as keyof typeof endpointRoutes];
      expect(route.method).toBe(def.method);
      expect(route.path).toBe(def.path);
      expect('base' in route ? route.base : 'api').toBe(def.base ?? 'api');
      expect('empty' in route).toBe(!def.response);
      expect('keepalive' in route).toBe(Boolean(def.keepalive));
    }
  });
});
