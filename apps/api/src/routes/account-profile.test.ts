import { AVATAR_MAX_BYTES } from '@aula/contract';
import { createMemoryFileStore } from '../storage';
import { useTestApp } from '../testing/harness';
import { jpeg, png, WEBP_1X1 } from '../testing/images';
import { sniffImage } from './account-profile';

const files = createMemoryFileStore();
const t = useTestApp({ files });

// Whole small images: the server reads their headers and structure (issue 33, S57).
const JPEG = jpeg(16, 16);
const PNG = png(16, 16);
const WEBP = WEBP_1X1;
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const HTML = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script>');

type Client = Awaited<ReturnType<typeof t.fresh>>;
interface UserBody {
  data: { name: string; email: string; avatar_url: string | null };
}

/** The web app's request: a POST of form data with `_method=PUT` (spec §7). */
function upload(client: Client, bytes: Uint8Array, name = 'foto.png', type = 'image/png') {
  const form = new FormData();
  form.set('_method', 'PUT');
  form.set('avatar', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return client.post('/api/me/avatar', { body: form });
}

const keyOf = (url: string | null) => `avatars/${url?.split('/').pop()}`;

async function avatarUrl(email: string) {
  const [row] = await t.db.query<{ avatar_url: string | null }>(
    'select avatar_url from users where email = $1',
    [email],
  );
  return row?.avatar_url ?? null;
}

describe('sniffImage', () => {
  it('knows JPEG, PNG and WebP by their first bytes, nothing else', () => {
    expect(sniffImage(JPEG)?.type).toBe('image/jpeg');
    expect(sniffImage(PNG)?.type).toBe('image/png');
    expect(sniffImage(WEBP)?.type).toBe('image/webp');
    expect(sniffImage(SVG)).toBeNull();
    expect(sniffImage(HTML)).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
    // RIFF but not WEBP (a WAV file).
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('PUT api/me/avatar', () => {
  it('stores a PNG under an unguessable name and serves it typed, inert and cached for good', async () => {
    const client = await t.fresh('student');
    const response = await upload(client, PNG);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as UserBody;
    expect(data.avatar_url).toMatch(/^\/api\/avatars\/[A-Za-z0-9_-]{43}\.png$/);
    expect(await avatarUrl('aluna@aula.dev')).toBe(data.avatar_url);
    expect(files.keys()).toContain(keyOf(data.avatar_url));
    const me = (await (await client.get('/api/me')).json()) as UserBody;
    expect(me.data.avatar_url).toBe(data.avatar_url);

    const served = await t.app.request(data.avatar_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('types a file by its bytes: a JPEG named .svg with an SVG type is stored and served as JPEG', async () => {
    const client = await t.fresh('otherStudent');
    const response = await upload(client, JPEG, 'foto.svg', 'image/svg+xml');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as UserBody;
    expect(data.avatar_url).toMatch(/\.jpg$/);
    const served = await t.app.request(data.avatar_url ?? '');
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('takes WebP (what the browser sends after resizing)', async () => {
    const client = await t.fresh('otherStudent');
    const response = await upload(client, WEBP, 'avatar.webp', 'image/webp');
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserBody).data.avatar_url).toMatch(/\.webp$/);
  });

  it.each([
    ['an SVG sent as image/png', SVG, 'foto.png', 'image/png'],
    ['an HTML file', HTML, 'foto.html', 'text/html'],
    ['an HTML polyglot named .jpg', HTML, 'foto.jpg', 'image/jpeg'],
    ['an empty file', new Uint8Array(), 'foto.png', 'image/png'],
  ])('refuses %s with a 422 on avatar, storing nothing', async (_what, bytes, name, type) => {
    const client = await t.fresh('account');
    const before = files.keys().length;
    const response = await upload(client, bytes, name, type);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; errors: Record<string, string[]> };
    expect(body.error).toBe('ValidationException');
    expect(body.errors.avatar).toEqual(['Envie uma imagem JPEG, PNG ou WebP.']);
    expect(files.keys()).toHaveLength(before);
    expect(await avatarUrl('visitante@aula.dev')).toBeNull();
  });

  it('refuses a form without the file (422, pt-BR)', async () => {
    const client = await t.fresh('account');
    const form = new FormData();
    form.set('_method', 'PUT');
    const response = await client.post('/api/me/avatar', { body: form });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.avatar?.[0]).toMatch(/Foto/);
  });

  it('refuses 2 MB + 1 byte with a 413 in pt-BR, storing nothing', async () => {
    const client = await t.fresh('account');
    const before = files.keys().length;
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(PNG);
    const response = await upload(client, big);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'A imagem deve ter no máximo 2 MB.',
    );
    expect(files.keys()).toHaveLength(before);
    // Exactly 2 MB is fine.
    const max = new Uint8Array(AVATAR_MAX_BYTES);
    max.set(PNG);
    expect((await upload(client, max)).status).toBe(200);
  });

  it('stops a much larger body as it streams in, and by its Content-Length before reading', async () => {
    const client = await t.fresh('account');
    const huge = new Uint8Array(5 * 1024 * 1024);
    huge.set(PNG);
    const response = await upload(client, huge);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'A imagem deve ter no máximo 2 MB.',
    );
    const declared = await client.post('/api/me/avatar', {
      body: 'x',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(10 * 1024 * 1024),
      },
    });
    expect(declared.status).toBe(413);
  });

  it('a second upload deletes the first file; remove deletes the last and clears the URL', async () => {
    const client = await t.fresh('admin');
    const first = ((await (await upload(client, PNG)).json()) as UserBody).data.avatar_url;
    expect(files.keys()).toContain(keyOf(first));
    const second = ((await (await upload(client, JPEG)).json()) as UserBody).data.avatar_url;
    expect(second).not.toBe(first);
    expect(files.keys()).not.toContain(keyOf(first));
    expect(files.keys()).toContain(keyOf(second));
    expect((await t.app.request(first ?? '')).status).toBe(404);

    const removed = await client.delete('/api/me/avatar');
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as UserBody).data.avatar_url).toBeNull();
    expect(files.keys()).not.toContain(keyOf(second));
    expect(await avatarUrl('admin@aula.dev')).toBeNull();
    // Removing again is fine.
    expect((await client.delete('/api/me/avatar')).status).toBe(200);
  });

  it('needs a session and the anti-forgery token', async () => {
    const guest = await t.fresh('guest');
    expect((await upload(guest, PNG)).status).toBe(401);
    const client = await t.fresh('student');
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('avatar', new File([PNG], 'a.png', { type: 'image/png' }));
    expect((await client.post('/api/me/avatar', { body: form, xsrf: false })).status).toBe(419);
  });
});

describe('GET api/avatars/:name', () => {
  it.each([
    '/api/avatars/nao-existe.png',
    `/api/avatars/${'A'.repeat(43)}.png`,
    `/api/avatars/${'A'.repeat(43)}.svg`,
    '/api/avatars/..%2F..%2Fetc%2Fpasswd',
    `/api/avatars/${'A'.repeat(43)}.png.html`,
  ])('answers 404 for an unknown or malformed name: %s', async (path) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(404);
  });

  it('never serves a stored file whose bytes are not an image', async () => {
    const name = `${'B'.repeat(43)}.png`;
    await t.files.put(`avatars/${name}`, HTML, 'image/png');
    expect((await t.app.request(`/api/avatars/${name}`)).status).toBe(404);
  });
});

describe('PUT api/me/profile', () => {
  it('changes the name, trimmed', async () => {
    const client = await t.fresh('noAccessStudent');
    const response = await client.put('/api/me/profile', { json: { name: '  João Pedro  ' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserBody).data.name).toBe('João Pedro');
    const me = (await (await client.get('/api/me')).json()) as UserBody;
    expect(me.data.name).toBe('João Pedro');
  });

  it.each([
    [{ name: 'J' }, 'Nome deve ter no mínimo 2 caracteres.'],
    [{ name: '   ' }, 'Nome é obrigatório.'],
    [{ name: 'x'.repeat(121) }, 'Nome deve ter no máximo 120 caracteres.'],
    [{}, 'Nome é obrigatório.'],
  ])('refuses %j with the rule in pt-BR', async (json, message) => {
    const client = await t.as('noAccessStudent');
    const response = await client.put('/api/me/profile', { json });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.name).toEqual([message]);
  });

  it('ignores fields a person may not set (mass assignment: is_admin, id, e-mail, WhatsApp)', async () => {
    const client = await t.fresh('otherStudent');
    const [other] = await t.db.query<{ id: number }>(
      "select id from users where email = 'aluna@aula.dev'",
    );
    const response = await client.put('/api/me/profile', {
      json: {
        name: 'Ana Costa',
        is_admin: true,
        is_student: false,
        id: other?.id,
        email: 'tomada@aula.dev',
        whatsapp: '5511912345678',
      },
    });
    expect(response.status).toBe(200);
    const [me] = await t.db.query<{
      is_admin: boolean;
      is_student: boolean;
      email: string;
      whatsapp: string | null;
    }>("select is_admin, is_student, email, whatsapp from users where email = 'ana@aula.dev'");
    expect(me).toEqual({
      is_admin: false,
      is_student: true,
      email: 'ana@aula.dev',
      whatsapp: null,
    });
    const [aluna] = await t.db.query<{ name: string }>('select name from users where id = $1', [
      other?.id,
    ]);
    expect(aluna?.name).not.toBe('Ana Costa');
  });
});

describe('POST api/me/email/verification', () => {
  it('409 EmailAlreadyVerifiedException when the e-mail is verified', async () => {
    const client = await t.as('student');
    const response = await client.post('/api/me/email/verification');
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe(
      'EmailAlreadyVerifiedException',
    );
  });

  it('sends a new link, then at most one a minute per user (429 with Retry-After)', async () => {
    await t.db.query(
      "update users set email_verified_at = null where email = 'visitante@aula.dev'",
    );
    const client = await t.fresh('account');
    const count = async () => {
      const [row] = await t.db.query<{ n: number }>(
        // The verification e-mails only: a sign-in from a new browser also writes a notice.
        `select count(*)::int as n from mail_outbox
          where to_email = 'visitante@aula.dev' and subject = 'Confirme seu e-mail na Aula'`,
      );
      return row?.n ?? 0;
    };
    const before = await count();
    expect((await client.post('/api/me/email/verification')).status).toBe(204);
    expect(await count()).toBe(before + 1);

    // Another session of the same user shares the limit (it is per user, in the database).
    const other = await t.fresh('account');
    const again = await other.post('/api/me/email/verification');
    expect(again.status).toBe(429);
    const seconds = Number(again.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^Aguarde \d+ segundos? para pedir outro e-mail de verificação\.$|^Aguarde 1 minuto/,
    );
    expect(await count()).toBe(before + 1);
  });
});
