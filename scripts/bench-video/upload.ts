// Starts the API (embedded database, its own DATA_DIR), signs in as the demo admin and sends a
// SIZE_MB file over tus in 8 MiB chunks, sampling the server's RSS; then starts a second upload,
// kills the server with SIGKILL in the middle, starts a new one on the same data and resumes.
// Prints JSON.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.env.PORT);
const work = process.env.WORK ?? '';
const sizeMb = Number(process.env.SIZE_MB ?? 1024);
const base = `http://127.0.0.1:${port}`;
const CHUNK = 8 * 1024 * 1024;
const dataDir = join(work, 'data');

function startApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      WORKERS: '0',
      LOG_LEVEL: 'error',
      VIDEO_MAX_BYTES: String(10 * 1024 ** 3),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function ready() {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start');
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** A signed-in admin: cookies and the XSRF token. */
async function signIn() {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name) jar.set(name, value ?? '');
    }
  };
  const headers = () => ({
    Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  });
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  keep(
    await fetch(`${base}/login`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'admin@aula.dev', password: 'aula-admin-2026' }),
    }),
  );
  return headers;
}

const chunk = Buffer.alloc(CHUNK, 7);

async function create(headers: () => Record<string, string>, size: number) {
  const response = await fetch(`${base}/api/video-uploads`, {
    method: 'POST',
    headers: {
      ...headers(),
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': `lecture_id ${Buffer.from('1').toString('base64')},filename ${Buffer.from('grande.mp4').toString('base64')}`,
    },
  });
  if (response.status !== 201)
    throw new Error(`create: ${response.status} ${await response.text()}`);
  return `${base}${response.headers.get('location')}`;
}

async function send(
  headers: () => Record<string, string>,
  url: string,
  offset: number,
  size: number,
  signal?: AbortSignal,
) {
  const length = Math.min(CHUNK, size - offset);
  const response = await fetch(url, {
    method: 'PATCH',
    headers: {
      ...headers(),
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: chunk.subarray(0, length),
    ...(signal ? { signal } : {}),
  });
  if (response.status !== 204)
    throw new Error(`patch: ${response.status} ${await response.text()}`);
  return Number(response.headers.get('upload-offset'));
}

async function main() {
  let api = startApi();
  await ready();
  let headers = await signIn();
  // A first small upload warms the process (the embedded database grows its memory on its first
  // writes), so that the figure is the large upload's alone.
  const warm = await create(headers, 2 * CHUNK);
  for (let at = 0; at < 2 * CHUNK; ) at = await send(headers, warm, at, 2 * CHUNK);
  const size = sizeMb * 1024 * 1024;
  const url = await create(headers, size);
  const startMb = rssMb(api.pid ?? 0);
  let peakMb = startMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(api.pid ?? 0));
  }, 100);
  const started = performance.now();
  let offset = 0;
  while (offset < size) offset = await send(headers, url, offset, size);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  // Kill -9 in the middle of a chunk of a second upload, restart, ask the offset, resume.
  const second = await create(headers, 64 * 1024 * 1024);
  offset = 0;
  for (let i = 0; i < 3; i++) offset = await send(headers, second, offset, 64 * 1024 * 1024);
  const sentBefore = offset + CHUNK; // the fourth chunk is in flight when the process dies
  // A fetch whose server died may never settle: it is abandoned after 5 s.
  const inflight = send(
    headers,
    second,
    offset,
    64 * 1024 * 1024,
    AbortSignal.timeout(5_000),
  ).catch(() => -1);
  await new Promise((resolve) => setTimeout(resolve, 20));
  api.kill('SIGKILL');
  await inflight;
  await new Promise((resolve) => api.once('exit', resolve));
  api = startApi();
  await ready();
  headers = await signIn();
  const head = await fetch(second, {
    method: 'HEAD',
    headers: { ...headers(), 'Tus-Resumable': '1.0.0' },
  });
  const serverOffset = Number(head.headers.get('upload-offset'));
  offset = serverOffset;
  while (offset < 64 * 1024 * 1024) offset = await send(headers, second, offset, 64 * 1024 * 1024);
  api.kill('SIGTERM');
  console.log(
    JSON.stringify({
      sizeMb,
      seconds,
      startMb,
      peakMb,
      rssGrowthMb: peakMb - startMb,
      resume: {
        completed: offset === 64 * 1024 * 1024,
        killedAtMb: sentBefore / 1024 / 1024,
        serverOffsetMb: serverOffset / 1024 / 1024,
        resentMb: (sentBefore - serverOffset) / 1024 / 1024,
      },
    }),
  );
}
// Keeps the process alive while a request to a killed server hangs.
const alive = setInterval(() => undefined, 1_000);
void main()
  .then(() => clearInterval(alive))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
