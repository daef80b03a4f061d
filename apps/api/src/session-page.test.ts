import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANSWERS_DATA_BLOCK, SESSION_DATA_BLOCK } from '@aula/contract';
import { createClient } from './testing/client';
import { useTestApp } from './testing/harness';

// The page's HTML carries the session's `api/me` answer (issue 21), so the first page asks for it
// no more, and a guest's page logs no 401.
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'aula-session-page-'));
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Aula</title></head><body></body></html>',
  );
  // The build's manifest: `/` reads the catalogue and the free lectures first (ADR 029); the
  // profile page reads an admin-only list (refused to a student) and an address no endpoint has.
  await writeFile(
    join(staticDir, 'hints.json'),
    JSON.stringify({
      routes: ['/', '/eu/perfil', '/:course/aula/:lecture'],
      pages: {
        '/': { modulepreload: [], fetch: ['/api/products?include=courses', '/api/lectures/free'] },
        '/:course/aula/:lecture': { modulepreload: [], fetch: ['/api/course-by-slug/:course'] },
        '/eu/perfil': { modulepreload: [], fetch: ['/api/courses', '/api/nada-aqui'] },
      },
    }),
  );
});
afterAll(() => rm(staticDir, { recursive: true, force: true }));

const t = useTestApp({
  get staticDir() {
    return staticDir;
  },
});

/** An embedded block of a page's HTML (the session's by default), parsed as the app parses it. */
async function embedded(response: Response, id = SESSION_DATA_BLOCK) {
  const html = await response.text();
  const match = html.match(
    new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`),
  );
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('the session in the page', () => {
  it('is what api/me answers for a signed-in student, and the page is private to them', async () => {
    const client = await t.as('student');
    const page = await client.get('/eu/perfil');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')).toContain('Cookie');
    const me = await client.json('/api/me');
    expect(await embedded(page)).toEqual(me.body);
  });

  it('is { "data": null } for a guest, with or without a session cookie', async () => {
    expect(await embedded(await createClient(t.app).get('/'))).toEqual({ data: null });
    expect(await embedded(await (await t.as('guest')).get('/'))).toEqual({ data: null });
  });

  it('is gone after logout, and keeps a name that holds markup as text', async () => {
    const client = await t.fresh('account');
    const rename = await client.put('/api/me/profile', { json: { name: 'Vi </script><!-- & >' } });
    expect(rename.status).toBe(200);
    const page = await client.get('/');
    expect(await page.clone().text()).not.toContain('</script><!--');
    expect((await embedded(page)).data.name).toBe('Vi </script><!-- & >');
    expect((await client.post('/logout')).status).toBe(204);
    expect(await embedded(await client.get('/'))).toEqual({ data: null });
  });
});

describe("the page's first reads in the page (ADR 029)", () => {
  it('are what the API answers the student for each read, and are not also announced for fetching', async () => {
    const client = await t.as('student');
    const page = await client.get('/');
    const html = await page.clone().text();
    expect(html).not.toContain('as="fetch"');
    const answers = await embedded(page, ANSWERS_DATA_BLOCK);
    expect(Object.keys(answers)).toEqual(['api/products?include=courses', 'api/lectures/free']);
    expect(answers['api/products?include=courses']).toEqual(
      (await client.json('/api/products?include=courses')).body,
    );
    expect(answers['api/lectures/free']).toEqual((await client.json('/api/lectures/free')).body);
    // The student's own progress is in it: the answer is hers, not a guest's.
    const guest = await embedded(await createClient(t.app).get('/'), ANSWERS_DATA_BLOCK);
    expect(guest['api/products?include=courses']).toEqual(
      (await createClient(t.app).json('/api/products?include=courses')).body,
    );
  });

  it('leave out a read the API refuses and an address no endpoint has; the page still serves', async () => {
    const client = await t.as('student');
    expect((await client.json('/api/courses')).status).toBe(403);
    const page = await client.get('/eu/perfil');
    expect(page.status).toBe(200);
    expect(await embedded(page.clone(), ANSWERS_DATA_BLOCK)).toBeUndefined();
    expect(await embedded(page)).toEqual((await client.json('/api/me')).body);
  });

  it("answer a lecture page's course for its viewer; a course that does not exist is left out", async () => {
    const client = await t.as('student');
    const page = await client.get('/react-do-zero/aula/2');
    const answers = await embedded(page, ANSWERS_DATA_BLOCK);
    expect(answers).toEqual({
      'api/course-by-slug/react-do-zero': (await client.json('/api/course-by-slug/react-do-zero'))
        .body,
    });
    const missing = await client.get('/curso-que-nao-existe/aula/1');
    // An unknown course answers 404 with the app's page (issue 33, item 24).
    expect(missing.status).toBe(404);
    expect(await embedded(missing, ANSWERS_DATA_BLOCK)).toBeUndefined();
    // A segment that reads as a step up asks nothing else in its place.
    for (const path of ['/%2e%2e/aula/1', '/%2E%2e/aula/1', '/..%2Fme/aula/1']) {
      const page = await client.get(path);
      expect(await embedded(page, ANSWERS_DATA_BLOCK), path).toBeUndefined();
    }
  });
});
