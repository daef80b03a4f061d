import { expect, type Page } from '@playwright/test';
import { appStarted } from './support/helpers';
import { test } from './support/test';

/** Opens `path`, recording the path of everything the page asks for; with the server's HTML. */
async function openRecording(page: Page, path: string) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const response = await page.goto(path);
  return { asked, html: (await response?.text()) ?? '' };
}

/**
 * The chunk is fetched as a prefetch (a `<link rel="prefetch">`, nothing run), once the page has
 * settled and the browser is idle: up to ~8 s after the app starts on a busy machine.
 */
async function expectPrefetched(page: Page, asked: string[], href: string | undefined) {
  await expect.poll(() => asked.includes(href ?? '-'), { timeout: 15_000 }).toBe(true);
  const linked = await page.evaluate(
    (wanted) => document.querySelector(`link[rel="prefetch"][href="${wanted}"]`) !== null,
    href,
  );
  expect(linked).toBe(true);
}

/** What of a video the page asked for: its playlists and segments. */
const videoParts = (asked: string[]) =>
  asked.filter((path) => /\.(m3u8|m4s|ts)$|\/init(_\d+)?\.mp4$/.test(path));

test('a fresh browser sees the seeded catalogue on the home page, served under the CSP', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  for (const product of ['Formação Front-end', 'Dados com Python', 'Carreira em Tecnologia']) {
    await expect(page.getByRole('heading', { level: 2, name: product })).toBeVisible();
  }
  for (const course of ['React do zero', 'TypeScript na prática', 'SQL essencial']) {
    await expect(page.getByRole('heading', { level: 3, name: course })).toBeVisible();
  }
  // A guest has no progress yet.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("the home page comes with its first reads: no API call and no schemas' code before the catalogue shows (ADR 029)", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3, name: 'React do zero' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Aulas gratuitas' })).toBeVisible();
  const shown = [...requested];
  // Course covers are public image files (ADR 018), not reads of the API.
  expect(
    shown.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/covers/')),
  ).toEqual([]);
  expect(shown.filter((path) => /\/assets\/schemas-/.test(path))).toEqual([]);

  // The first request to the API brings the schemas along, and its answer is checked and shown.
  // Clicked once the app has mounted (it starts at the visitor's first move, ADR 048): before,
  // the server's markup is plain links, and a click is a whole page load (which comes with its
  // reads in the page, so it asks the API nothing).
  await page.mouse.move(10, 10);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
  await page.getByRole('link', { name: 'Ver curso React do zero' }).click();
  await expect(page).toHaveURL(/\/react-do-zero/);
  // A guest's course opens on its sales page (issue 37 §3). (The URL changes as the route's code
  // loads, while the catalogue, whose cards say "Comprar {produto}", still shows.)
  await expect(page.getByRole('heading', { level: 1, name: 'React do zero' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar', exact: true })).toBeVisible();
  expect(requested.some((path) => /\/assets\/schemas-/.test(path))).toBe(true);
  expect(requested).toContain('/api/course-by-slug/react-do-zero');
});

test("the home page shows only elements its first stylesheet's base styles, as guest and student (ADR 029)", async ({
  page,
}) => {
  // The first stylesheet carries the part of Tailwind's preflight that `/` needs; the rest
  // (form fields, tables, code...) comes with styles-all.css, which a guest's `/` never loads
  // and a student's loads with the account menu, after the first paint.
  const unstyled =
    'input, select, textarea, table, code, kbd, samp, pre, hr, small, sub, sup, abbr, summary, progress';
  const sheets = () =>
    page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3, name: 'React do zero' })).toBeVisible();
  expect((await sheets()).some((href) => /styles-all-/.test(href))).toBe(false);
  expect(await page.locator(unstyled).count()).toBe(0);

  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill('aluna@aula.dev');
  await page.getByLabel('Senha', { exact: true }).fill('aula-aluna-2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'React do zero' })).toBeVisible();
  expect(await page.locator(unstyled).count()).toBe(0);
});

test("a guest's home page paints whole from the HTML, and the app's first render keeps it in place (ADR 029)", async ({
  browser,
}) => {
  /** Where the welcome, the header's links, a product, a course card's link and a free lecture are. */
  const boxes = async (page: import('@playwright/test').Page) =>
    Promise.all(
      [
        page.getByRole('heading', { level: 1, name: 'Boas-vindas à Aula' }),
        page.getByText('Cursos em vídeo para você aprender no seu ritmo. Comece'),
        page.getByRole('link', { name: 'Entrar' }),
        page.getByRole('link', { name: 'Criar conta' }),
        page.getByRole('heading', { level: 2, name: 'Formação Front-end' }),
        page.getByText('Do HTML semântico ao React com TypeScript'),
        page.getByRole('link', { name: 'Ver curso React do zero' }),
        page.getByRole('heading', { level: 2, name: 'Aulas gratuitas' }),
      ].map((locator) => locator.boundingBox()),
    );
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    // Before any script: the HTML alone is the whole page, its links plain links.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport });
    const html = await still.newPage();
    await html.goto('/');
    await expect(html.getByRole('heading', { level: 1, name: 'Boas-vindas à Aula' })).toBeVisible();
    await expect(html.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(html.getByRole('link', { name: 'Ver curso React do zero' })).toHaveAttribute(
      'href',
      '/react-do-zero',
    );
    await expect(html.locator('[aria-busy="true"]')).toHaveCount(0);
    const before = await boxes(html);
    expect(before.every((box) => box !== null)).toBe(true);
    await still.close();

    const live = await browser.newContext({ viewport });
    const page = await live.newPage();
    await page.goto('/');
    // Marked before the app runs: the app takes these elements over, it does not build new ones.
    await page.getByRole('heading', { level: 1 }).evaluate((h1) => {
      h1.dataset.server = 'yes';
    });
    // The app starts at the visitor's first move (ADR 048); the footer's theme choice is its own.
    await page.mouse.move(10, 10);
    await expect(
      page.getByRole('contentinfo').getByRole('radio', { name: 'Sistema' }),
    ).toBeVisible();
    expect(await boxes(page)).toEqual(before);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-server', 'yes');
    // The app took the page over: one header, one welcome, one catalogue.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Formação Front-end' })).toHaveCount(
      1,
    );
    await live.close();
  }
});

test("a guest's home page runs no app code until the visitor moves, then the app takes its links over (ADR 048)", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas à Aula' })).toBeVisible();
  // After the first paint the app's files are fetched, not run: a reader pays nothing for them.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name)).length,
      ),
    )
    .toBeGreaterThan(0);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { paint, first: Math.min(...scripts) };
  });
  expect(timing.first).toBeGreaterThanOrEqual(timing.paint);
  await page.waitForTimeout(1000);
  const mounted = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
  expect(await mounted()).toBe(false);
  await expect(page.getByRole('contentinfo').getByRole('radio')).toHaveCount(0);

  // The first move starts it; the footer's theme choice is the app's own.
  await page.mouse.move(10, 10);
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Sistema' })).toBeVisible();
  expect(await mounted()).toBe(true);
  // The app's own link: the next page opens without loading a new document.
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__samePage = true;
  });
  await page.getByRole('link', { name: 'Ver curso React do zero' }).click();
  await expect(page).toHaveURL(/\/react-do-zero/);
  await expect(page.getByRole('link', { name: /Comprar/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__samePage)).toBe(
    true,
  );
});

test('a lecture page comes with its course: its first render asks the API nothing about it (ADR 029)', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/react-do-zero/aula/1');
  await expect(page.getByTestId('video-da-aula')).toBeVisible();
  // The browser's controls come a frame after the first paint (ADR 029, section 14).
  await expect(page.getByTestId('video-da-aula')).toHaveAttribute('controls', '');
  expect(asked).not.toContain('/api/course-by-slug/react-do-zero');
  // The whole stylesheet, in the guest's page before its first paint (ADR 051), is fetched once.
  const sheets = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/styles-all-[\w-]+\.css$/.test(entry.name)).length,
  );
  expect(sheets).toBe(1);
  await expect(page.locator('head link[rel="stylesheet"][href*="styles-all-"]')).toHaveCount(1);
  // A course that does not exist is asked for (nothing was embedded) and says so.
  await page.goto('/curso-que-nao-existe/aula/1');
  await expect(page.getByText(/não encontrad/i).first()).toBeVisible();
  expect(asked).toContain('/api/course-by-slug/curso-que-nao-existe');
});

test('the demo student sees their progress in the catalogue', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill('aluna@aula.dev');
  await page.getByLabel('Senha', { exact: true }).fill('aula-aluna-2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'Progresso em React do zero' }),
  ).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('link', { name: 'Continuar React do zero' })).toHaveAttribute(
    'href',
    '/react-do-zero',
  );
});

test('a guest’s free lecture loads no part of its video until the player is wanted; hls.js is prefetched, not run; one click plays (ADR 038)', async ({
  page,
}) => {
  const { asked, html } = await openRecording(page, '/react-do-zero/aula/1');
  // Its chunk is named for the app to prefetch once the page has settled, not loaded by the HTML.
  const announced = /<meta name="aula-prefetch" content="([^"]*hls-player[^"]*)">/.exec(html)?.[1];
  expect(announced).toMatch(/^\/assets\/hls-player-[\w-]+\.js$/);
  expect(html).not.toMatch(/<link[^>]*hls-player/);
  const video = page.getByTestId('video-da-aula');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('poster', /poster\.jpg/);
  // Settled: the page's own reads are done, and still nothing of the video.
  await page.waitForLoadState('networkidle');
  expect(videoParts(asked)).toEqual([]);
  expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
  // The chunk is fetched once the page has settled, as a prefetch: not run.
  await expectPrefetched(page, asked, announced);
  // One click on the player: the video loads and plays (not a first click the browser's
  // controls ignore for want of a source, and a second to play).
  await video.click();
  await expect.poll(() => asked.filter((path) => path.endsWith('.m3u8')).length).toBeGreaterThan(0);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
});

test('a guest who opens a free lecture from the home page by an in-app link has its hls.js prefetched there, not on the home page (ADR 038)', async ({
  page,
}) => {
  const { asked, html } = await openRecording(page, '/');
  // The home page's HTML names the lecture page's chunk, for the lecture page.
  const announced =
    /<meta name="aula-prefetch" content="([^"]*hls-player[^"]*)" data-route="\/:course\/aula\/:lecture">/.exec(
      html,
    )?.[1];
  expect(announced).toMatch(/^\/assets\/hls-player-[\w-]+\.js$/);
  // The app starts at the first move (ADR 048); settled and idle, the home page fetches none of it.
  await page.mouse.move(10, 10);
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Sistema' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(asked).not.toContain(announced);
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__samePage = true;
  });
  // By the keyboard, as a phone's tap leaves no pointer over the next page's player (a pointer
  // there would be the intent to play, which loads hls.js itself).
  await page.getByRole('region', { name: 'Aulas gratuitas' }).getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/aula\/\d+$/);
  await expect(page.getByTestId('video-da-aula')).toHaveAttribute('controls', '');
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__samePage)).toBe(
    true,
  );
  // Once idle, the lecture page prefetches it as its own HTML would have had it, and still loads
  // nothing of the video before the viewer wants it.
  await expectPrefetched(page, asked, announced);
  expect(videoParts(asked)).toEqual([]);
});

test('a free lecture’s video streams as signed HLS with byte ranges; the bare files do not', async ({
  request,
}) => {
  const course = (await (await request.get('/api/course-by-slug/react-do-zero')).json()) as {
    data: { sections: { lectures: { is_free: boolean; video_url: string | null }[] }[] };
  };
  const free = course.data.sections
    .flatMap((section) => section.lectures)
    .find((lecture) => lecture.is_free && lecture.video_url);
  // The demo plays its lectures as uploaded videos: an HLS ladder whose every link is signed.
  expect(free?.video_url).toMatch(
    /^\/media\/s\/videos\/vdemo\/master\.m3u8\?lecture=\d+&expires=\d+&signature=/,
  );
  const master = await request.get(free?.video_url ?? '');
  expect(master.headers()['content-type']).toBe('application/vnd.apple.mpegurl');
  const variant = (await master.text()).split('\n').find((line) => line.startsWith('/media/s/'));
  const playlist = await (await request.get(variant ?? '')).text();
  const segment = playlist.split('\n').find((line) => line.startsWith('/media/s/'));
  const response = await request.get(segment ?? '', { headers: { Range: 'bytes=0-1023' } });
  expect(response.status()).toBe(206);
  expect(response.headers()['content-type']).toBe('video/iso.segment');
  expect((await response.body()).byteLength).toBe(1024);
  expect((await request.get(new URL(segment ?? '', 'http://x').pathname)).status()).toBe(403);
  expect((await request.get('/media/s/videos/vdemo/master.m3u8')).status()).toBe(403);
  expect((await request.get('/media/aula-demo.mp4')).status()).toBe(403);
});

test('each demo course has a cover, served as an uploaded cover is', async ({ request }) => {
  const course = (await (await request.get('/api/course-by-slug/react-do-zero')).json()) as {
    data: { cover_url: string | null };
  };
  expect(course.data.cover_url).toMatch(/^\/api\/covers\/[A-Za-z0-9_-]{43}\.jpg$/);
  const image = await request.get(course.data.cover_url ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
});

test("a guest's free lecture paints from the HTML with its video and poster, and the app takes it over in place, without a mismatch, and plays (ADR 051)", async ({
  browser,
}) => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    // Before any script: the lecture's title, its video with the poster the head preloads.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport });
    const html = await still.newPage();
    const response = await html.goto('/react-do-zero/aula/1');
    const source = (await response?.text()) ?? '';
    const heading = html.getByRole('heading', { level: 1, name: 'Boas-vindas e como estudar' });
    await expect(heading).toBeVisible();
    const poster = await html.getByTestId('video-da-aula').getAttribute('poster');
    expect(poster).toMatch(/^\/media\/s\/.+poster\.jpg\?/);
    expect(source).toContain(
      `<link rel="preload" as="image" href="${(poster ?? '').replaceAll('&', '&amp;')}" fetchpriority="high">`,
    );
    const videoBox = await html.getByTestId('video-da-aula').boundingBox();
    await still.close();

    const live = await browser.newContext({ viewport });
    const page = await live.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/react-do-zero/aula/1');
    await page.getByTestId('video-da-aula').evaluate((video) => {
      video.dataset.server = 'yes';
    });
    // No move needed: a page with controls starts its app once it has painted.
    await appStarted(page);
    // The app's own parts after hydration: the description and the comments' sign-in prompt.
    await expect(page.getByText('Como assistir às aulas e marcar o progresso')).toBeVisible();
    await expect(
      page.getByText('Entre na sua conta para ver e escrever comentários.'),
    ).toBeVisible();
    // The server's video element is the one playing, where it painted.
    const video = page.getByTestId('video-da-aula');
    await expect(video).toHaveAttribute('data-server', 'yes');
    expect(await video.boundingBox()).toEqual(videoBox);
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.5);
    // A hydration mismatch is reported as an error (main.tsx): there is none.
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
    await live.close();
  }
});
