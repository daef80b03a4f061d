import { endpoints, IMAGE_DIMENSIONS_MESSAGE, IMAGE_UNREADABLE_MESSAGE } from '@aula/contract';
import { createMemoryFileStore } from './storage';
import { useTestApp } from './testing/harness';
import { jpeg, png, pngBomb, webpExtended, webpLossless, webpLossy } from './testing/images';

/**
 * Issue 33, S57: an avatar or a course cover whose header declares more than 8000 px a side or
 * 40 megapixels, or a size the file does not hold, is a 422 on the file's field in pt-BR, and
 * nothing is stored (no file in the store, the row's URL unchanged).
 */
const files = createMemoryFileStore();
const t = useTestApp({ files });

type Upload = { field: 'avatar' | 'cover'; send: (bytes: Uint8Array) => Promise<Response> };

const form = (field: string, bytes: Uint8Array, type: string) => {
  const body = new FormData();
  body.set('_method', 'PUT');
  body.set(field, new File([bytes as Uint8Array<ArrayBuffer>], 'imagem', { type }));
  return body;
};

const avatar: Upload = {
  field: 'avatar',
  send: async (bytes) =>
    (await t.as('account')).post('/api/me/avatar', { body: form('avatar', bytes, 'image/png') }),
};
let courseId = 0;
const cover: Upload = {
  field: 'cover',
  send: async (bytes) =>
    (await t.as('admin')).post(`/api/courses/${courseId}/cover`, {
      body: form('cover', bytes, 'image/png'),
    }),
};

beforeAll(async () => {
  const response = await (await t.as('admin')).post('/api/courses', {
    json: { title: 'Curso das capas', slug: 'curso-das-capas', product_id: 1 },
  });
  courseId = endpoints.createCourse.response.parse(await response.json()).data.id;
});

const urls = async () => {
  const [row] = await t.db.query<{ avatar: string | null; cover: string | null }>(
    `select (select avatar_url from users where email = 'visitante@aula.dev') as avatar,
            (select cover_url from courses where id = $1) as cover`,
    [courseId],
  );
  return row;
};

const TOO_LARGE: [string, () => Uint8Array][] = [
  ['a valid 30000 × 30000 PNG (900 megapixels, ~110 KB)', pngBomb],
  ['a PNG header alone declaring 30000 × 30000', () => png(30_000, 30_000, { data: 'none' })],
  ['a PNG of 8001 × 1 (a side over 8000)', () => png(8001, 1, { depth: 1 })],
  ['a JPEG declaring 30000 × 30000', () => jpeg(30_000, 30_000)],
  ['a JPEG declaring 7000 × 7000 (49 megapixels)', () => jpeg(7000, 7000)],
  ['a WebP canvas declaring 30000 × 30000', () => webpExtended(30_000, 30_000)],
  ['a lossless WebP declaring 16384 × 16384', () => webpLossless(16_384, 16_384)],
];
const LYING: [string, () => Uint8Array][] = [
  ['a PNG without image data', () => png(64, 64, { data: 'none' })],
  ['a PNG cut before its end', () => png(64, 64).subarray(0, 50)],
  ['a JPEG cut before its end', () => jpeg(64, 64, { end: false })],
  ['a lossy WebP whose RIFF size runs past the file', () => webpLossy(64, 64).subarray(0, 28)],
];

describe.each([avatar, cover])('uploading as $field', (upload) => {
  it('takes a small valid PNG (the route works)', async () => {
    const response = await upload.send(png(32, 32));
    expect(response.status).toBe(200);
  });

  it.each([
    ...TOO_LARGE.map(([what, bytes]) => [what, bytes, IMAGE_DIMENSIONS_MESSAGE] as const),
    ...LYING.map(([what, bytes]) => [what, bytes, IMAGE_UNREADABLE_MESSAGE] as const),
  ])('refuses %s with a 422 in pt-BR, storing nothing', async (_what, bytes, message) => {
    const before = { keys: files.keys().length, urls: await urls() };
    const response = await upload.send(bytes());
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; errors: Record<string, string[]> };
    expect(body.error).toBe('ValidationException');
    expect(body.errors[upload.field]).toEqual([message]);
    expect(files.keys()).toHaveLength(before.keys);
    expect(await urls()).toEqual(before.urls);
  });
});
