import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GUEST_PAGES_MODULE } from '@aula/contract';
import { plainPrice } from './course-head';
import { createClient } from './testing/client';
import { useTestApp } from './testing/harness';
import { SHELL_INDEX_HTML } from './testing/shell-page';

// Issue 37 §3, ADR 046: a course's sales page comes in the HTML for a guest, with its head
// (title, description, Open Graph, schema.org `Course` with its offer) for whoever asks.
const STYLES = '/assets/styles-all-1.css';
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'aula-sales-page-'));
  await writeFile(join(staticDir, 'index.html'), SHELL_INDEX_HTML);
  await writeFile(
    join(staticDir, 'hints.json'),
    JSON.stringify({
      routes: ['/', '/login', '/:course', '/:course/aula/:lecture'],
      pages: {
        '/:course': {
          modulepreload: ['/assets/course-1.js'],
          style: [STYLES],
          fetch: ['/api/course-by-slug/:course'],
        },
      },
    }),
  );
  // The web build's render module (apps/web/src/guest-pages.tsx) stands in as a small one that
  // shows what the server gave it: the path's course and its answer's price text.
  await mkdir(join(staticDir, '.server'));
  await writeFile(
    join(staticDir, GUEST_PAGES_MODULE),
    `export function renderGuestPage(path, answers, params) {
      if (path !== '/:course') return null;
      const course = answers['api/course-by-slug/' + params.course];
      if (!course) return null;
      return { html: '<article data-course="' + params.course + '">' + course.data.offer.price_text + '</article>', complete: true };
    }`,
  );
});
afterAll(() => rm(staticDir, { recursive: true, force: true }));

const t = useTestApp({
  get staticDir() {
    return staticDir;
  },
});

async function setOffer(price: string | null, url: string | null) {
  await t.db.query(
    "update products set price_text = $1, offer_url = $2 where slug = 'formacao-front-end'",
    [price, url],
  );
}

/** The page's head and its JSON-LD, as a crawler reads them. */
async function guestPage(path: string) {
  const response = await createClient(t.app).get(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return { status: response.status, html, head, ld: ld ? JSON.parse(ld) : undefined };
}

const meta = (head: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace('+', '\\+')}" content="([^"]*)">`).exec(
    head,
  )?.[1];

afterEach(async () => {
  await setOffer(null, null);
  await t.db.query("update courses set title = 'React do zero' where slug = 'react-do-zero'");
});

describe("a course's sales page in the HTML (ADR 046)", () => {
  it('carries the title, description, Open Graph and a schema.org Course with its priced offer', async () => {
    await setOffer('R$ 497,00', 'https://pay.hotmart.com/X123');
    const [course] = await t.db.query<{ title: string; description: string | null }>(
      "select title, description from courses where slug = 'react-do-zero'",
    );
    const page = await guestPage('/react-do-zero');
    expect(page.status).toBe(200);
    expect(page.head).toContain(`<title>${course?.title} — Aula</title>`);
    expect(page.head.match(/<title>/g)).toHaveLength(1);
    expect(page.head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(page.head, 'og:title')).toBe(course?.title);
    expect(meta(page.head, 'og:type')).toBe('website');
    expect(meta(page.head, 'og:url')).toBe('http://localhost/react-do-zero');
    expect(meta(page.head, 'og:description')).toBeTruthy();
    expect(page.ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course?.title,
      url: 'http://localhost/react-do-zero',
      provider: { '@type': 'Organization', name: 'Aula' },
      offers: {
        '@type': 'Offer',
        url: 'https://pay.hotmart.com/X123',
        price: '497.00',
        priceCurrency: 'BRL',
      },
    });
    // The guest's page is rendered with the path's course and its answer; its styles are the
    // first page's (the catalogue's sources), so the whole stylesheet stays a preload.
    expect(page.html).toContain(
      '<div id="root" data-page="rendered"><article data-course="react-do-zero">R$ 497,00</article></div>',
    );
    expect(page.html).toContain(`<link rel="preload" as="style" crossorigin href="${STYLES}">`);
    expect(page.html).not.toContain('type="module"');
  });

  it('gives the offer its address only when the price text is not one amount', async () => {
    await setOffer('12x de R$ 49,70', 'https://pay.kiwify.com.br/abc');
    const { ld } = await guestPage('/react-do-zero');
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'https://pay.kiwify.com.br/abc',
      category: 'Paid',
    });
    await setOffer('R$ 97,00', null);
    expect((await guestPage('/react-do-zero')).ld.offers).toBeUndefined();
  });

  it('keeps a course title with markup inside its elements: nothing breaks out', async () => {
    const title = '</script><script>alert(1)</script> "x" & <b>';
    await t.db.query("update courses set title = $1 where slug = 'react-do-zero'", [title]);
    await setOffer('R$ 1.997', 'https://pay.hotmart.com/X123');
    const page = await guestPage('/react-do-zero');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('<b>');
    expect(meta(page.head, 'og:title')).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; &amp; &lt;b&gt;',
    );
    // The JSON-LD reads back as the title itself.
    expect(page.ld.name).toBe(title);
    expect(page.ld.offers.price).toBe('1997.00');
  });

  it('leaves an unknown course to the app with a 404 and the shell’s own head', async () => {
    const page = await guestPage('/curso-que-nao-existe');
    expect(page.status).toBe(404);
    expect(page.head).toContain('<title>Aula</title>');
    expect(page.head).not.toContain('og:title');
    expect(page.ld).toBeUndefined();
    expect(page.html).toContain('<div id="root"></div>');
  });

  it("gives a signed-in student the course's head, not a guest's rendered page", async () => {
    const response = await (await t.as('student')).get('/react-do-zero');
    const html = await response.text();
    expect(html).toContain('property="og:title"');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('type="module"');
  });

  it("keeps the head off a lecture's page (the player's)", async () => {
    const page = await guestPage('/react-do-zero/aula/1');
    expect(page.head).toContain('<title>Aula</title>');
    expect(page.head).not.toContain('og:title');
  });
});

describe('plainPrice', () => {
  it.each([
    ['R$ 497,00', '497.00'],
    ['R$497,90', '497.90'],
    ['R$ 1.997', '1997.00'],
    [' R$ 12.345,67 ', '12345.67'],
    ['12x de R$ 49,70', null],
    ['Grátis', null],
    ['R$ 49,7', null],
    ['R$ 1.99', null],
    [null, null],
  ])('reads %j as %j', (text, price) => {
    expect(plainPrice(text)).toBe(price);
  });
});
