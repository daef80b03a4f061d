import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { spaHandler } from './static';

let root: string;
let app: Hono;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aula-spa-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Aula</title>');
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(root, 'favicon.svg'), '<svg/>');
  app = new Hono();
  app.get('*', spaHandler(root));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the SPA handler', () => {
  it('answers any page path with the shell, not cached', async () => {
    const response = await app.request('/eu/perfil');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Aula</title>');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await app.request('/assets/index-abc.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/text\/javascript/);
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file rather than the shell', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const response = await app.request('/..%2F..%2Fetc%2Fpasswd');
    expect(await response.text()).not.toMatch(/root:/);
  });

  it('reads the shell once: a later change on disk is not re-read per request', async () => {
    await app.request('/');
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Outro</title>');
    expect(await (await app.request('/cursos')).text()).toContain('<title>Aula</title>');
  });
});
