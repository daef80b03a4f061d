import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_LINK_MESSAGE } from '@aula/contract';
import { loadMatrixFixtures, type MatrixFixtures } from './authz-matrix';
import { useTestApp } from './testing/harness';

// S39–S42: hostile input answers 4xx with a pt-BR message, never 500, and stores nothing.

const root = await mkdtemp(join(tmpdir(), 'aula-bad-input-'));
await mkdir(join(root, 'assets'));
await mkdir(join(root, 'media'));
await writeFile(join(root, 'index.html'), '<!doctype html><head><title>Aula</title></head>');
await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
afterAll(() => rm(root, { recursive: true, force: true }));

const t = useTestApp({ staticDir: root, mediaDir: join(root, 'media') });
let f: MatrixFixtures;
beforeAll(async () => {
  f = await loadMatrixFixtures(t.db);
});

type Body = { error?: string; message?: string; errors?: Record<string, string[]> };
const count = async (table: string) => {
  const [row] = await t.db.query<{ n: number | string }>(`select count(*) as n from ${table}`);
  return Number(row?.n);
};

describe('S39: a NUL character in a text field', () => {
  it('in a comment body: 422 naming the field, nothing stored', async () => {
    const student = await t.as('student');
    const before = await count('comments');
    const response = await student.post(`/api/lectures/${f.lectureId}/comments`, {
      json: { body: 'olá\u0000mundo' },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Body;
    expect(body.errors?.body).toEqual(['Comentário contém caracteres inválidos.']);
    expect(await count('comments')).toBe(before);
  });

  it('in the registration name: 422 on nome', async () => {
    const guest = await t.fresh('guest');
    const before = await count('users');
    const response = await guest.post('/api/register', {
      json: {
        name: 'Maria\u0000',
        email: 'nul@aula.dev',
        password: 'uma-senha-boa-2026',
        password_confirmation: 'uma-senha-boa-2026',
        accept_terms: true,
      },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Body;
    expect(body.errors?.name).toEqual(['Nome contém caracteres inválidos.']);
    expect(await count('users')).toBe(before);
  });

  it('in admin titles, descriptions and URLs: 422 on each field', async () => {
    const admin = await t.as('admin');
    const response = await admin.post('/api/courses', {
      json: {
        title: 'Curso\u0000',
        slug: 'curso-nul',
        description: 'a\u0000b',
        cover_url: 'https://aula.dev/capa\u0000.png',
        product_id: 1,
      },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Body;
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['cover_url', 'description', 'title']);
    expect(body.errors?.title).toEqual(['Título contém caracteres inválidos.']);
  });

  it('in a query string (search): 422, and in a path token: 404', async () => {
    const admin = await t.as('admin');
    const search = await admin.get('/api/courses?search=a%00b');
    expect(search.status).toBe(422);
    expect(((await search.json()) as Body).errors?.search).toBeDefined();
    const token = await admin.get('/api/finish-registration/token-com-%00-no-meio');
    expect(token.status).toBe(404);
  });
});

describe('S40: ids and integers out of the column range', () => {
  it.each(['2147483648', '9007199254740992', '0', '-1', 'abc'])(
    'a path id of %s answers 404',
    async (id) => {
      const student = await t.as('student');
      expect((await student.put(`/api/lectures/${id}/watch`)).status).toBe(404);
      const admin = await t.as('admin');
      expect((await admin.get(`/api/courses/${id}`)).status).toBe(404);
      expect((await admin.get(`/api/courses/${f.courseId}/lectures/${id}`)).status).toBe(404);
    },
  );

  it('ids ≥ 2^31 in a body answer 422 with a pt-BR message', async () => {
    const admin = await t.as('admin');
    const response = await admin.delete('/api/courses', { json: { ids: [2147483648] } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Body).errors?.['ids.0']).toEqual([
      'Cada item deve ser menor ou igual a 2147483647.',
    ]);
    const progress = await (await t.as('student')).put(`/api/courses/${f.courseId}/progress`, {
      json: { lecture_id: 2147483648 },
    });
    expect(progress.status).toBe(422);
  });

  it.each([
    ['2147483648', '2147483648'],
    ['9007199254740992', '9007199254740992'],
    ['1e309', '1e309'],
  ])('an admin duration_seconds of %s answers 422', async (_, raw) => {
    const admin = await t.as('admin');
    const response = await admin.request(
      'PUT',
      `/api/courses/${f.courseId}/lectures/${f.lectureId}`,
      {
        headers: { 'Content-Type': 'application/json' },
        body: `{"duration_seconds": ${raw}}`,
      },
    );
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as Body).errors ?? {})).toEqual([
      'duration_seconds',
    ]);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/76979871/a1b2c3d4e5',
    'https://player-vz-7b95acb0-d42.tv.pandavideo.com.br/embed/?v=3f1c2b4a-9d8e-4f7a-b6c5-1a2b3c4d5e6f',
  ])('a YouTube, Vimeo or Panda Video link (%s) is saved as given (issue 35)', async (link) => {
    const admin = await t.as('admin');
    const response = await admin.put(`/api/courses/${f.courseId}/lectures/${f.lectureId}`, {
      json: { video_url: link },
    });
    expect(response.status).toBe(200);
    const [after] = await t.db.query<{ video_url: string | null }>(
      'select video_url from lectures where id = $1',
      [f.lectureId],
    );
    expect(after?.video_url).toBe(link);
  });

  it.each([
    'https://exemplo.com/pagina-da-aula',
    'https://www.youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UCxyz',
    'https://player-vz-1234.tv.pandavideo.com.br/embed/?v=abc',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://cdn.exemplo.com/aula.mp4',
  ])(
    'a lecture link that is neither a media file nor a known embed (%s) is refused on the field, in pt-BR',
    async (link) => {
      const admin = await t.as('admin');
      const [before] = await t.db.query<{ video_url: string | null }>(
        'select video_url from lectures where id = $1',
        [f.lectureId],
      );
      const response = await admin.put(`/api/courses/${f.courseId}/lectures/${f.lectureId}`, {
        json: { video_url: link },
      });
      expect(response.status).toBe(422);
      const body = (await response.json()) as Body;
      expect(body.errors?.video_url?.[0]).toBe(VIDEO_LINK_MESSAGE);
      const [after] = await t.db.query<{ video_url: string | null }>(
        'select video_url from lectures where id = $1',
        [f.lectureId],
      );
      expect(after).toEqual(before);
    },
  );

  it('a page number ≥ 2^31 answers 422', async () => {
    const admin = await t.as('admin');
    expect((await admin.get('/api/courses?page=2147483648')).status).toBe(422);
    expect((await admin.get('/api/courses?page=1e309')).status).toBe(422);
  });
});

describe('S41: malformed percent-encoding in a path', () => {
  it.each([
    '/foo%',
    '/assets/%',
    '/%E0%A4%A',
    '/assets/%E0%A4%A.js',
    '/api/courses/%',
    '/api/lectures/%/watch',
    '/api/finish-registration/%E0%A4%A',
    '/media/%',
    '/media/%E0%A4%A.mp4',
  ])('GET %s answers 400, 403 or 404, never 500', async (path) => {
    const admin = await t.as('admin');
    const response = await admin.get(path);
    // A media file without its signed link is refused (403) before its name is looked at.
    expect([400, 403, 404]).toContain(response.status);
  });
});

describe('S42: a broken multipart body', () => {
  const headers = (boundary: string) => ({
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
  });
  const part = (boundary: string, name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it('with a boundary other than its header names: 400 ValidationException', async () => {
    const student = await t.as('student');
    const before = await count('comments');
    const response = await student.post(`/api/lectures/${f.lectureId}/comments`, {
      headers: headers('X'),
      body: `${part('Y', 'body', 'Olá')}--Y--\r\n`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'ValidationException',
      message: 'O formulário enviado está malformado. Tente novamente.',
    });
    expect(await count('comments')).toBe(before);
  });

  it('truncated: 400 ValidationException', async () => {
    const student = await t.as('student');
    const response = await student.post(`/api/lectures/${f.lectureId}/comments`, {
      headers: headers('X'),
      body: part('X', 'body', 'Olá').slice(0, 30),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).error).toBe('ValidationException');
  });

  it('a well-formed multipart body is still read', async () => {
    const student = await t.as('student');
    const response = await student.post(`/api/lectures/${f.lectureId}/comments`, {
      headers: headers('X'),
      body: `${part('X', 'body', 'Comentário por formulário')}--X--\r\n`,
    });
    expect(response.status).toBe(201);
  });
});
