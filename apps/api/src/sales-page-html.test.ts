import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Course } from '@aula/contract';
import { GUEST_PAGES_MODULE } from '@aula/contract';
import { plainPrice } from './course-head';
import { createClient } from './testing/client';
import { useTestApp } from './testing/harness';
import { SHELL_INDEX_HTML } from './testing/shell-page';
import { installDemoVideo } from './video/demo';

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
        '/:course/aula/:lecture': { fetch: ['/api/course-by-slug/:course'] },
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

  it("gives a lecture's page the player's title, not the course's head (ADR 051)", async () => {
    const page = await guestPage('/react-do-zero/aula/1');
    expect(page.head).toContain('<title>Boas-vindas e como estudar — React do zero — Aula</title>');
    expect(page.head.match(/<title>/g)).toHaveLength(1);
    expect(page.head).not.toContain('og:title');
    expect((await guestPage('/react-do-zero/aula/99')).head).toContain(
      '<title>Aula não encontrada — React do zero — Aula</title>',
    );
  });
});

describe("a lecture's page preloads its poster (ADR 051)", () => {
  /** The head's image preloads, as the browser reads their addresses. */
  const posterPreloads = (head: string) =>
    [...head.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map(
      (match) => (match[1] ?? '').replaceAll('&amp;', '&'),
    );
  /** The poster of the lecture at `position` in the course answer the page carries. */
  const answeredPoster = (html: string, position: number) => {
    const block = /<script type="application\/json" id="aula-answers">([^<]*)<\/script>/.exec(html);
    const answers = JSON.parse(block?.[1] ?? '{}');
    const course = answers['api/course-by-slug/react-do-zero']?.data;
    const lectures = (course?.sections ?? []).flatMap(
      (section: { lectures: { position: number; poster_url?: string | null }[] }) =>
        section.lectures,
    );
    return lectures.find((lecture: { position: number }) => lecture.position === position)
      ?.poster_url;
  };

  it("preloads a guest's free lecture's poster, signed as the page's answer signs it", async () => {
    // Without a video of its own (the seed's MP4 link) a lecture has no poster: nothing to preload.
    expect(posterPreloads((await guestPage('/react-do-zero/aula/1')).head)).toEqual([]);
    const demo = fileURLToPath(new URL('../media/demo-hls', import.meta.url));
    expect(await installDemoVideo(t.db, t.files, demo)).not.toBe(false);
    const page = await guestPage('/react-do-zero/aula/1');
    const poster = answeredPoster(page.html, 1);
    expect(poster).toMatch(/^\/media\/s\/.+poster\.jpg\?.*signature=/);
    expect(posterPreloads(page.head)).toEqual([poster]);
    // The player's head stays the shell's otherwise.
    expect(page.head).not.toContain('og:title');
  });

  it('preloads nothing for a lecture the viewer cannot watch or one not released', async () => {
    for (const position of [2, 9]) {
      const page = await guestPage(`/react-do-zero/aula/${position}`);
      expect(page.status).toBe(200);
      expect(posterPreloads(page.head)).toEqual([]);
    }
  });

  it('preloads nothing before the release, or when the poster would leave the site', async () => {
    const { lectureHead } = await import('./course-head');
    const response = await createClient(t.app).get('/api/course-by-slug/react-do-zero');
    const { data: course } = (await response.json()) as { data: Course };
    const withPoster = (poster: string) => ({
      ...course,
      sections: course.sections.map((section) => ({
        ...section,
        lectures: section.lectures.map((lecture) => ({ ...lecture, poster_url: poster })),
      })),
    });
    const title = `<title>${course.sections[0]?.lectures[0]?.title} — React do zero — Aula</title>`;
    expect(lectureHead(withPoster('/media/p.jpg?a=1&b="x"'), 1)).toBe(
      `${title}<link rel="preload" as="image" href="/media/p.jpg?a=1&amp;b=&quot;x&quot;" fetchpriority="high">`,
    );
    // Scheduled for later, the lecture shows its notice, not its video: nothing preloaded.
    const later = withPoster('/media/p.jpg');
    const first = later.sections[0]?.lectures[0];
    if (first) first.scheduled_for = new Date(Date.now() + 86_400_000).toISOString();
    expect(lectureHead(later, 1)).toBe(title);
    expect(lectureHead(later, 1, new Date(Date.now() + 2 * 86_400_000))).toContain('preload');
    for (const poster of ['//evil.test/p.jpg', '/\\evil.test/p.jpg', 'javascript:alert(1)'])
      expect(lectureHead(withPoster(poster), 1)).toBe(title);
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
