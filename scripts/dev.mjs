// npm run dev: the API on :3000 (API only) and Vite's dev server on :5173, which proxies it.
import { spawn } from 'node:child_process';
import { bin, root } from './lib/paths.mjs';
import { toolEnv } from './lib/run.mjs';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: toolEnv({ ...process.env, STATIC_DIR: '' }),
  }),
  spawn(bin('vite'), [], { cwd: `${root}apps/web`, stdio: 'inherit', env: toolEnv() }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
