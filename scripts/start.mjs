// npm start: builds the web app, then serves it and the API on one port (default 3000),
// on an embedded database created and seeded on first run.
import { spawn } from 'node:child_process';
import { ensureFfmpeg } from './ensure-chromium.mjs';
import { bin, root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

// Uploaded lecture videos are transcoded by ffmpeg; without it the rest runs and uploads wait.
ensureFfmpeg({ required: false });

const built = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: `${root}apps/web` });
if (built !== 0) process.exit(built);

const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? `${root}apps/web/dist` },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
