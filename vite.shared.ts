import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Workspace packages resolve to their sources, so nothing needs a prior build. */
export const workspaceAliases = {
  '@aula/ui/toaster': here('./packages/ui/src/toaster/index.ts'),
  '@aula/ui': here('./packages/ui/src/index.ts'),
  '@aula/contract/site': here('./packages/contract/src/site.ts'),
  '@aula/contract': here('./packages/contract/src/index.ts'),
  '@aula/features/testing': here('./packages/features/src/testing/index.ts'),
  '@aula/features': here('./packages/features/src/index.ts'),
};
