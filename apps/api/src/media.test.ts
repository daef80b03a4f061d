import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { mediaHandler, parseRange } from './media';
import { MEDIA_DIR } from './server';

const app = new Hono();
app.on(['GET', 'HEAD'], '/media/:file', mediaHandler(MEDIA_DIR));

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
  ])('reads %s of a 1000-byte file', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each(['bytes=1000-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,4-5'])(
    'refuses %s',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );
});

describe('the sample lecture video', () => {
  it('is committed and under 1 MB', async () => {
    const info = await stat(join(MEDIA_DIR, 'aula-demo.mp4'));
    expect(info.size).toBeGreaterThan(10_000);
    expect(info.size).toBeLessThan(1024 * 1024);
  });

  it('is served whole, and in byte ranges for seeking', async () => {
    const whole = await app.request('/media/aula-demo.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;

    const part = await app.request('/media/aula-demo.mp4', { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const beyond = await app.request('/media/aula-demo.mp4', {
      headers: { Range: `bytes=${size}-` },
    });
    expect(beyond.status).toBe(416);
  });

  it('serves nothing outside the media folder', async () => {
    for (const path of [
      '/media/..%2Fsrc%2Fmain.ts',
      '/media/%2E%2E%2Fpackage.json',
      '/media/.hidden.mp4',
      '/media/main.ts',
    ]) {
      expect((await app.request(path)).status).toBe(404);
    }
  });
});
