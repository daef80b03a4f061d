// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as site from './site';

const here = dirname(fileURLToPath(import.meta.url));

/** The modules a module loads at run time: its imports and re-exports that are not type-only. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    // `export { type A, type B } from` names types only: erased like `export type`.
    const clause = match[0].match(/\{([^}]*)\}/)?.[1];
    if (clause?.split(',').every((part) => /^\s*(type\s|$)/.test(part))) continue;
    specifiers.push(match[1] ?? '');
  }
  return specifiers;
}

describe('@aula/contract/site', () => {
  it('loads no zod at run time, through any module it reaches (ADR 029)', () => {
    const seen = new Set<string>();
    const outside: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of runtimeImports(file)) {
        if (specifier.startsWith('.')) visit(resolve(dirname(file), `${specifier}.ts`));
        else outside.push(`${file.slice(here.length + 1)} → ${specifier}`);
      }
    };
    visit(resolve(here, 'site.ts'));
    expect(outside).toEqual([]);
    expect(seen.size).toBeGreaterThan(3);
  });

  it('answers the same values as the whole contract', async () => {
    const whole = (await import('./index')) as Record<string, unknown>;
    for (const [name, value] of Object.entries(site)) expect(whole[name], name).toBe(value);
  });
});
