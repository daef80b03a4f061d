import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_DATA_BLOCK } from '@aula/contract';
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
});
afterAll(() => rm(staticDir, { recursive: true, force: true }));

const t = useTestApp({
  get staticDir() {
    return staticDir;
  },
});

/** The embedded block of a page's HTML, parsed as the app parses it. */
async function embedded(response: Response) {
  const html = await response.text();
  const match = html.match(
    new RegExp(`<script type="application/json" id="${SESSION_DATA_BLOCK}">([^<]*)</script>`),
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
