// Type-checks each package with its own tsconfig (DOM for the front end, Node for the API).
import { bin } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

export const projects = [
  'packages/contract',
  'packages/ui',
  'packages/features',
  'apps/web',
  'apps/api',
  'tsconfig.tools.json',
];

export async function typecheck() {
  for (const project of projects) {
    const code = await run(bin('tsc'), ['-p', project]);
    if (code !== 0) return code;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await typecheck());
