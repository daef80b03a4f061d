import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANSWERS_DATA_BLOCK, GUEST_PAGES_MODULE } from '@aula/contract';
import { createApp } from './app';
import { createClient } from './testing/client';
import { useTestApp } from './testing/harness';
import { SHELL_INDEX_HTML } from './testing/shell-page';

// Issue 38 §1: a certificate's public page comes with its own head (title, description,
// canonical, Open Graph) and its verification answered in the page, rendered for a guest; an
// unknown or malformed code gets a generic head and 404; the lookup is the API's, rate limit
// included. The public notices (`/privacidade`, `/termos`) get their own title and description.
const NOW = new Date('2026-11-26T15:00:00Z');
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'aula-certificate-page-'));
  await writeFile(join(staticDir, 'index.html'), SHELL_INDEX_HTML);
  await writeFile(
    join(staticDir, 'hints.json'),
    JSON.stringify({
      routes: ['/', '/termos', '/privacidade', '/certificados/:code', '/:course'],
      pages: {
        '/certificados/:code': { fetch: ['/api/certificates/:code'] },
        '/termos': { fetch: ['/api/legal'] },
        '/privacidade': { fetch: ['/api/legal'] },
      },
    }),
  );
  // The web build's render module stands in as a small one that shows what the server gave it:
  // the path's code, the answer's status and the public origin.
  await mkdir(join(staticDir, '.server'));
  await writeFile(
    join(staticDir, GUEST_PAGES_MODULE),
    `export function renderGuestPage(path, answers, params, context) {
      if (path !== '/certificados/:code') return null;
      const answer = answers['api/certificates/' + params.code];
      if (!answer) return null;
      return { html: '<article data-code="' + params.code + '" data-origin="' + context.origin + '">' + answer.data.status + '</article>', complete: true };
    }`,
  );
});
afterAll(() => rm(staticDir, { recursive: true, force: true }));

const t = useTestApp({
  now: () => NOW,
  limits: { certificateLookup: { max: 1000, windowMs: 60_000 } },
  get staticDir() {
    return staticDir;
  },
});

const VALID = 'VALD-2345-ABCD-EFGH';
const REVOKED = 'REVK-2345-ABCD-EFGH';
const ESCAPED = 'XSSX-2345-ABCD-EFGH';
const UNKNOWN = 'NONE-2345-ABCD-EFGH';
const HOSTILE = '</title><script>alert(1)</script>';

/** An issued certificate of react-do-zero for a demo person, as the issue writes it. */
async function issue(email: string, code: string, fullName: string, revoked = false) {
  await t.db.query(
    `insert into certificates (code, user_id, course_id, full_name, course_title, hours,
        signer_name, signer_role, completed_at, issued_at, revoked_at, revoked_reason)
     select $1, u.id, c.id, $2, 'React do zero', 12, 'Marta Diretora', 'Diretora de ensino',
        '2026-11-20T15:00:00Z', '2026-11-20T15:00:00Z', $3, $4
       from users u, courses c where u.email = $5 and c.slug = 'react-do-zero'`,
    [
      code,
      fullName,
      revoked ? '2026-11-25T15:00:00Z' : null,
      revoked ? 'Emitido por engano' : null,
      email,
    ],
  );
}

beforeAll(async () => {
  await issue('aluna@aula.dev', VALID, 'Maria Aparecida da Silva');
  await issue('joao@aula.dev', REVOKED, 'João Pereira', true);
  await issue('ana@aula.dev', ESCAPED, `Ana ${HOSTILE}`);
});

/** The page as a crawler reads it: status, head and the answers block. */
async function page(path: string, client = createClient(t.app)) {
  const response = await client.get(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const block = new RegExp(
    `<script type="application/json" id="${ANSWERS_DATA_BLOCK}">([^<]*)</script>`,
  ).exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    status: response.status,
    html,
    head,
    title,
    answers: (block ? JSON.parse(block) : {}) as Record<string, unknown>,
  };
}

const meta = (head: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(head)?.[1];
const canonical = (head: string) => /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];

describe('a certificate page in the HTML', { timeout: 120_000 }, () => {
  it('has a valid certificate’s head, its answer in the page and its markup', async () => {
    const { status, head, title, answers, html } = await page(`/certificados/${VALID}`);
    expect(status).toBe(200);
    expect(title).toBe('Certificado: Maria Aparecida da Silva — React do zero — Aula');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).not.toContain('Aula: cursos.');
    expect(meta(head, 'og:title')).toBe('Certificado de Maria Aparecida da Silva — React do zero');
    expect(meta(head, 'og:description')).toBe(
      'Certificado válido emitido por Aula. Maria Aparecida da Silva concluiu React do zero (12 horas) em 20 de novembro de 2026.',
    );
    expect(meta(head, 'description')).toBe(meta(head, 'og:description'));
    expect(meta(head, 'og:type')).toBe('website');
    expect(meta(head, 'og:url')).toBe(`http://localhost/certificados/${VALID}`);
    expect(canonical(head)).toBe(`http://localhost/certificados/${VALID}`);
    // The SPA paints from the answer in the page, with no request of its own.
    expect(answers[`api/certificates/${VALID}`]).toMatchObject({
      data: { code: VALID, status: 'valid', full_name: 'Maria Aparecida da Silva' },
    });
    expect(html).toContain(
      `<div id="root" data-page="rendered"><article data-code="${VALID}" data-origin="http://localhost">valid</article></div>`,
    );
    expect(html).not.toContain('aluna@aula.dev');
  });

  it('takes a code typed in lower case as the same certificate, canonical as issued', async () => {
    const { status, head } = await page(`/certificados/${VALID.toLowerCase()}`);
    expect(status).toBe(200);
    expect(canonical(head)).toBe(`http://localhost/certificados/${VALID}`);
  });

  it('says revoked, and when, in the head of a revoked certificate', async () => {
    const { status, head, title, answers } = await page(`/certificados/${REVOKED}`);
    expect(status).toBe(200);
    expect(title).toBe('Certificado revogado: João Pereira — React do zero — Aula');
    expect(meta(head, 'og:title')).toBe('Certificado revogado de João Pereira — React do zero');
    expect(meta(head, 'og:description')).toMatch(
      /^Certificado revogado em 25 de novembro de 2026: não é mais válido\. /,
    );
    expect(head).not.toContain('Certificado válido');
    expect(answers[`api/certificates/${REVOKED}`]).toMatchObject({ data: { status: 'revoked' } });
  });

  it('gives an unknown or malformed code the generic head and 404, naming no code', async () => {
    const unknown = await page(`/certificados/${UNKNOWN}`);
    const malformed = await page('/certificados/nao-e-um-codigo');
    for (const [result, code] of [
      [unknown, UNKNOWN],
      [malformed, 'nao-e-um-codigo'],
    ] as const) {
      expect(result.status).toBe(404);
      expect(result.title).toBe('Verificação de certificado — Aula');
      expect(meta(result.head, 'og:title')).toBe('Verificação de certificado');
      expect(canonical(result.head)).toBeUndefined();
      expect(meta(result.head, 'og:url')).toBeUndefined();
      expect(result.head).not.toContain(code);
      expect(result.answers).toEqual({});
      expect(result.html).toContain('<div id="root"></div>');
    }
    // The same head for both: the head tells nothing the lookup did not.
    expect(unknown.head).toBe(malformed.head);
  });

  it('keeps a name with markup as text in the head and the answers block', async () => {
    const { head, html, title } = await page(`/certificados/${ESCAPED}`);
    expect(title).toBe(
      'Certificado: Ana &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; — React do zero — Aula',
    );
    expect(meta(head, 'og:title')).toBe(
      'Certificado de Ana &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; — React do zero',
    );
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
  });

  it('looks the code up under the API’s rate limit, shared with the endpoint', async () => {
    const app = createApp({
      db: t.db,
      log: () => undefined,
      now: () => NOW,
      staticDir,
      limits: { certificateLookup: { max: 2, windowMs: 60_000 } },
    });
    const guest = createClient(app);
    expect((await page(`/certificados/${VALID}`, guest)).status).toBe(200);
    expect((await guest.get(`/api/certificates/${VALID}`)).status).toBe(200);
    // The third lookup from this address, by page: over budget, so no name and no answer.
    const limited = await page(`/certificados/${VALID}`, guest);
    expect(limited.status).toBe(429);
    expect(limited.title).toBe('Verificação de certificado — Aula');
    expect(limited.html).not.toContain('Maria Aparecida');
    expect(limited.answers).toEqual({});
    expect((await guest.get(`/api/certificates/${VALID}`)).status).toBe(429);
    // Another address has its own budget.
    expect((await page(`/certificados/${VALID}`, createClient(app))).status).toBe(200);
  });
});

describe('the public notices in the HTML', { timeout: 120_000 }, () => {
  // The home too: its app starts at the visitor's first intent (ADR 048), so the
  // tab's title is the server's from the start.
  it.each([
    ['/privacidade', 'Aviso de privacidade — Aula', /LGPD/],
    ['/termos', 'Termos de uso — Aula', /regras de uso/],
    ['/', 'Início — Aula', /aulas gratuitas/],
  ])('%s has its own title, description and canonical', async (path, expected, description) => {
    const { status, head, title } = await page(path);
    expect(status).toBe(200);
    expect(title).toBe(expected);
    expect(meta(head, 'description')).toMatch(description);
    expect(head).not.toContain('Aula: cursos.');
    expect(canonical(head)).toBe(`http://localhost${path}`);
    expect(meta(head, 'og:url')).toBe(`http://localhost${path}`);
  });
});
