// @vitest-environment node
// The public surface of @aula/ui, as Primer keeps it (ADR 025): the names each entry point exports
// at runtime and as types, compared with the committed report `packages/ui/exports.api.txt`.
// A change to the surface fails here until it is acknowledged: `npx vitest run -u
// packages/ui/src/exports.test.ts` rewrites the report, and the change gets a changeset.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as root from './index';
import * as toaster from './toaster';

const entries = {
  '@aula/ui': { file: './index.ts', runtime: root },
  '@aula/ui/toaster': { file: './toaster/index.ts', runtime: toaster },
} as const;

/** What a runtime export is: a component is a function or a React exotic (forwardRef, memo). */
function kind(value: unknown): string {
  if (typeof value === 'function') return 'function';
  if (value !== null && typeof value === 'object' && '$$typeof' in value) return 'component';
  return typeof value;
}

/**
 * The type-only exports of an entry, read syntactically from its sources: the entry files only
 * re-export, and `verbatimModuleSyntax` (checked by tsc) makes every re-exported type say `type`.
 * Parsing alone keeps this test fast (a full program over the sources takes seconds).
 */
function typeOnlyExports(file: string): string[] {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) {
      const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
      if (modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
        throw new Error(`${file}: an entry file only re-exports; found a local export`);
      }
      continue;
    }
    const from = statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from)) throw new Error(`${file}: export without a module`);
    const clause = statement.exportClause;
    if (!clause) {
      // export * from './accordion': that folder's entry
      names.push(
        ...typeOnlyExports(new URL(`${from.text}/index.ts`, new URL(file, import.meta.url)).href),
      );
    } else if (ts.isNamedExports(clause)) {
      for (const element of clause.elements) {
        if (statement.isTypeOnly || element.isTypeOnly) names.push(element.name.text);
      }
    } else {
      throw new Error(`${file}: unexpected export * as namespace`);
    }
  }
  return names.sort();
}

describe('the public API of @aula/ui', () => {
  it('matches the committed report (update it with -u, and add a changeset)', async () => {
    const lines = [
      '# The public API of @aula/ui: written by packages/ui/src/exports.test.ts (ADR 025).',
      '# A change here is a change for every consumer: acknowledge it with `vitest run -u` and a changeset.',
    ];
    for (const [name, { file, runtime }] of Object.entries(entries)) {
      lines.push('', `## ${name}`, '');
      const values = Object.keys(runtime)
        .sort()
        .map((key) => `value ${key}: ${kind(runtime[key as keyof typeof runtime])}`);
      lines.push(...values, ...typeOnlyExports(file).map((type) => `type  ${type}`));
    }
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('../exports.api.txt');
  });

  it('reads a type-only export as a type and a component as a value', () => {
    const types = typeOnlyExports('./index.ts');
    expect(types).toContain('ButtonProps');
    expect(types).not.toContain('Button');
    expect(Object.keys(root)).toContain('Button');
    expect(Object.keys(root)).not.toContain('ButtonProps');
  });
});
