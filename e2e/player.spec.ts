import { expect, type Page } from '@playwright/test';
import { accounts, apiHeaders, lectureHydrated, signIn } from './support/helpers';
import { test } from './support/test';

// The course player on the running stack (issue 7). Each journey reads the state it starts from,
// so the suite passes on a database that earlier runs have changed.

const ana = { email: 'ana@aula.dev', password: 'aula-ana-2026' } as const;

/** "3 de 11 aulas assistidas (27%)" from the sidebar, as numbers. */
async function progressOf(page: Page) {
  const text = (await page.getByTestId('progresso-do-curso').first().textContent()) ?? '';
  const match = /(\d+) de (\d+) aulas assistidas \((\d+)%\)/.exec(text.replace(/\s+/g, ' '));
  if (!match) throw new Error(`no progress in "${text}"`);
  return { watched: Number(match[1]), total: Number(match[2]), percent: Number(match[3]) };
}

test.describe('course player', () => {
  test('a student lands where she left off, and the lecture is named in the title', async ({
    page,
  }) => {
    await signIn(page, accounts.student);
    await page.goto('/react-do-zero');
    await expect(page).toHaveURL(/\/react-do-zero\/aula\/\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${(await heading.textContent()) ?? ''} — React do zero — Aula$`),
    );
    // The server's head named the tab first; the app's title replaced it, none left behind.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.getByTestId('video-da-aula')).toBeVisible();
  });

  test('marking a lecture watched: the sidebar, the progress bar and the home card agree after a reload', async ({
    page,
  }) => {
    await signIn(page, ana);
    // Auto-play is on by default: a video that starts after the click below (the click is the
    // user activation the browser asks for) reaches its 12 s end, marks itself watched and moves
    // on while this journey counts. A student who marks lectures by hand has it off here.
    const manual = await page.request.put('/api/me/preferences', {
      headers: await apiHeaders(page),
      data: { auto_play: false },
    });
    expect(manual.status()).toBe(200);
    await page.goto('/react-do-zero/aula/8');
    const before = await progressOf(page);
    const button = page.getByRole('button', { name: 'Assistida', exact: true });
    const wasWatched = (await button.getAttribute('aria-pressed')) === 'true';
    // The button changes at once (optimistic); the reload below waits for the server's answer.
    const saved = page.waitForResponse(
      (response) => /\/api\/lectures\/\d+\/watch$/.test(response.url()) && response.ok(),
    );
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', String(!wasWatched));
    await saved;
    const expected = before.watched + (wasWatched ? -1 : 1);
    const percent = Math.round((expected / before.total) * 100);
    await expect
      .poll(() => progressOf(page))
      .toEqual({ watched: expected, total: before.total, percent });

    await page.reload();
    await expect
      .poll(() => progressOf(page))
      .toEqual({ watched: expected, total: before.total, percent });
    await page.goto('/');
    await expect(
      page.getByRole('progressbar', { name: 'Progresso em React do zero' }),
    ).toHaveAttribute('aria-valuenow', String(percent));
  });

  test('bookmarking a lecture survives a reload', async ({ page }) => {
    await signIn(page, ana);
    await page.goto('/react-do-zero/aula/5');
    const button = page.getByRole('button', { name: 'Favorita', exact: true });
    const was = (await button.getAttribute('aria-pressed')) === 'true';
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', String(!was));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favorita', exact: true })).toHaveAttribute(
      'aria-pressed',
      String(!was),
    );
  });

  test('a student comments and replies; the text is shown as text', async ({ page }) => {
    await signIn(page, ana);
    await page.goto('/react-do-zero/aula/2');
    const body = `Dúvida <b>negrito?</b> ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Escreva um comentário' }).fill(body);
    await page.getByRole('button', { name: 'Comentar' }).click();
    const comment = page
      .getByRole('article', { name: /comentário de Ana/ })
      .filter({ hasText: body });
    await expect(comment).toBeVisible();
    await expect(comment.locator('b')).toHaveCount(0);

    await comment.getByRole('button', { name: 'Responder' }).first().click();
    const reply = `Resposta ${Date.now()}`;
    await comment.getByRole('textbox', { name: /Responder a/ }).fill(reply);
    await comment.getByRole('button', { name: 'Responder', exact: true }).last().click();
    await expect(comment.getByRole('article', { name: /resposta de Ana/ })).toContainText(reply);
    await expect(
      comment
        .getByRole('article', { name: /resposta de Ana/ })
        .getByRole('button', { name: 'Ações da resposta' }),
    ).toBeVisible();

    // Her comment's menu (ADR 029: the platform's popover): a click outside closes it, Escape
    // gives the focus back to its button, and "Editar" opens the editor with the text.
    const actions = comment.getByRole('button', { name: 'Ações do comentário' });
    await actions.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await page.getByRole('heading', { name: 'Comentários' }).click();
    await expect(menu).toBeHidden();
    await actions.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(actions).toBeFocused();
    // Chosen with the keyboard: a pointer aimed at the item while the page scrolls it into view
    // can miss it (the anchored menu flips above its button near the window's edge).
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(comment.getByRole('textbox', { name: 'Editar comentário' })).toHaveValue(body);
  });

  test('the video ends, the lecture is marked watched and auto-jump moves to the next, once; the next plays from 0', async ({
    page,
  }) => {
    test.setTimeout(60_000); // it waits out the card's 5 s on purpose, after a video's end
    await signIn(page, ana);
    // Earlier journeys open lecture 8 as ana and may leave a position on the server, which the
    // player would resume (issue 35): it starts this one at 0, as a finished video leaves it.
    const course = (await (await page.request.get('/api/course-by-slug/react-do-zero')).json())
      .data as { sections: { lectures: { id: number; position: number }[] }[] };
    const eighth = course.sections.flatMap((s) => s.lectures).find((l) => l.position === 8);
    const reset = await page.request.put(`/api/lectures/${eighth?.id}/position`, {
      headers: await apiHeaders(page),
      data: { seconds: 0 },
    });
    expect(reset.status()).toBe(204);
    await page.goto('/react-do-zero/aula/7');
    await expect(
      page.getByRole('switch', { name: 'Ir para a próxima aula ao terminar' }),
    ).toBeVisible();
    const autoJump = page.getByRole('switch', { name: 'Ir para a próxima aula ao terminar' });
    if ((await autoJump.getAttribute('aria-checked')) !== 'true') await autoJump.click();
    await expect(autoJump).toHaveAttribute('aria-checked', 'true');
    const autoPlay = page.getByRole('switch', { name: 'Reprodução automática' });
    if ((await autoPlay.getAttribute('aria-checked')) !== 'false') await autoPlay.click();
    await expect(autoPlay).toHaveAttribute('aria-checked', 'false');
    // In fullscreen (the video's wrapper, not the bare <video>), the countdown shows too.
    await page.getByRole('button', { name: 'Tela cheia' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-slot')))
      .toBe('lecture-video');
    const video = page.getByTestId('video-da-aula');
    await expect(video).toHaveAttribute('controlslist', /nodownload/);
    await video.evaluate(async (element: HTMLVideoElement) => {
      if (element.readyState < 1) {
        await new Promise((resolve) =>
          element.addEventListener('loadedmetadata', resolve, { once: true }),
        );
      }
      element.muted = true;
      element.currentTime = Math.max(0, element.duration - 0.3);
      await element.play();
    });
    await expect(page.getByText(/Próxima aula em \d s/)).toBeVisible();
    expect(
      await page
        .getByText(/Próxima aula em \d s/)
        .evaluate((countdown) => document.fullscreenElement?.contains(countdown) ?? false),
    ).toBe(true);
    await page.getByRole('button', { name: 'Sair da tela cheia' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(page).toHaveURL(/\/react-do-zero\/aula\/8$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // Lecture 8 starts from its beginning on a fresh element, and nothing counts down by itself:
    // with auto-play off it waits, and after longer than the card's 5 s it is still lecture 8.
    const next = page.getByTestId('video-da-aula');
    const state = () =>
      next.evaluate((element: HTMLVideoElement) => ({
        at: element.currentTime,
        ended: element.ended,
      }));
    // At its start, not where lecture 7 ended.
    const first = await state();
    expect(first.ended).toBe(false);
    expect(first.at).toBeLessThan(1);
    await page.waitForTimeout(6_500);
    await expect(page.getByText(/Próxima aula em/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/react-do-zero\/aula\/8$/);
    expect(await state()).toEqual(first);
  });

  test('keyboard: N and P move between lectures, ? opens the shortcuts', async ({ page }) => {
    const title = page.getByRole('heading', { level: 1 });
    await page.goto('/react-do-zero/aula/1');
    await expect(title).toHaveText('Boas-vindas e como estudar');
    // A guest's lecture paints from the HTML (ADR 051): the shortcuts are the app's.
    await lectureHydrated(page);
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/aula\/2$/);
    await expect(title).toHaveText('Preparando o ambiente');
    await page.keyboard.press('p');
    await expect(page).toHaveURL(/\/aula\/1$/);
    await expect(title).toHaveText('Boas-vindas e como estudar');
    await page.keyboard.press('p'); // clamps at the first lecture
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Atalhos de teclado' })).toBeVisible();
    await expect(page).toHaveURL(/\/aula\/1$/);
  });

  test('a guest opening a locked lecture sees the enroll call-to-action and no video', async ({
    page,
  }) => {
    await page.goto('/react-do-zero/aula/3');
    await expect(page.getByRole('heading', { name: /exclusiva para alunos/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quero me matricular' })).toBeVisible();
    await expect(page.getByTestId('video-da-aula')).toHaveCount(0);
    // A free lecture plays for the same guest.
    await page.goto('/react-do-zero/aula/1');
    await expect(page.getByTestId('video-da-aula')).toBeVisible();
  });

  test('a position that is not a number opens lecture 1; one with no lecture says so', async ({
    page,
  }) => {
    await page.goto('/react-do-zero/aula/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas e como estudar');
    await page.goto('/react-do-zero/aula/999');
    await expect(page.getByText('Aula não encontrada')).toBeVisible();
    await page.getByRole('link', { name: 'Ir para a primeira aula' }).click();
    await expect(page).toHaveURL(/\/aula\/1$/);
    await page.goto('/curso-que-nao-existe');
    await expect(page.getByText('Página não encontrada: /curso-que-nao-existe')).toBeVisible();
  });

  test('leaving the course resets it: coming back asks the server again', async ({ page }) => {
    await page.goto('/react-do-zero/aula/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An in-app navigation: the app's, once it has taken the server's page over (ADR 051).
    await lectureHydrated(page);
    await page.getByRole('link', { name: 'Aula, início' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The course page is gone once the home page is on screen (the URL changes first).
    await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas à Aula' })).toBeVisible();
    const asked = page.waitForRequest((request) =>
      request.url().includes('/api/course-by-slug/react-do-zero'),
    );
    await page.goBack();
    await asked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas e como estudar');
  });

  test('a signed-in account without the course opens a locked lecture: the call-to-action only, and no call the API refuses', async ({
    page,
  }) => {
    await signIn(page, accounts.nonStudent);
    const calls: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(`${request.method()} ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) {
        refused.push(`${response.status()} ${response.url()}`);
      }
    });
    await page.goto('/react-do-zero/aula/3');
    await expect(page.getByRole('heading', { name: /exclusiva para alunos/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quero me matricular' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comentários' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assistida' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Favorita' })).toHaveCount(0);
    await page.keyboard.press('m');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => /comments|progress|watch|bookmark/.test(call))).toEqual([]);
    expect(refused).toEqual([]);
    await expect(page.getByText('Algo deu errado')).toHaveCount(0);
  });

  test('an admin reads the comments and answers as the team', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/react-do-zero/aula/2');
    await expect(page.getByText(/comentários estão fechados/)).toHaveCount(0);
    const body = `Resposta da equipe ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Escreva um comentário como equipe' }).fill(body);
    await page.getByRole('button', { name: 'Comentar' }).click();
    const comment = page.getByRole('article', { name: /comentário de/ }).filter({ hasText: body });
    await expect(comment.getByText('Equipe Aula')).toBeVisible();
  });

  test('on a phone the sections open in a drawer, whose code comes on the first open; a lecture link closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/react-do-zero/aula/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas e como estudar');
    // The server renders the sidebar hidden by CSS (it cannot know the width); the app drops it.
    await lectureHydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The desktop sidebar is not rendered on a phone, hidden or not: only the drawer has one.
    const contents = page.locator('nav[aria-label="Conteúdo do curso"]');
    await expect(contents).toHaveCount(0);
    await page.getByRole('button', { name: /Conteúdo do curso/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Conteúdo do curso' });
    await expect(drawer).toBeVisible();
    await expect(contents).toHaveCount(1);
    await drawer.getByRole('link', { name: /2\. Preparando o ambiente/ }).click();
    await expect(page).toHaveURL(/\/aula\/2$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preparando o ambiente');
    // Wider, the sidebar appears in place.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(
      page.getByRole('complementary').getByRole('navigation', { name: 'Conteúdo do curso' }),
    ).toBeVisible();
  });

  test('an admin renames a lecture: the student moving to it sees the new title, without a reload', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000); // two people, two sign-ins
    await signIn(page, accounts.student);
    await page.goto('/react-do-zero/aula/2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const context = await browser.newContext();
    const admin = await context.newPage();
    await signIn(admin, accounts.admin);
    const headers = () => apiHeaders(admin);
    const answer = await admin.request.get('/api/course-by-slug/react-do-zero', {
      headers: { Accept: 'application/json' },
    });
    expect(answer.ok()).toBe(true);
    const course = (await answer.json()).data as {
      id: number;
      sections: { lectures: { id: number; position: number; title: string }[] }[];
    };
    const third = course.sections.flatMap((s) => s.lectures).find((l) => l.position === 3);
    if (!third) throw new Error('react-do-zero has no lecture 3');
    const renamed = `Aula renomeada ${Date.now()}`;
    const rename = (title: string) =>
      headers().then((h) =>
        admin.request.put(`/api/courses/${course.id}/lectures/${third.id}`, {
          headers: h,
          data: { title },
        }),
      );
    try {
      expect((await rename(renamed)).ok()).toBe(true);
      await page
        .getByRole('navigation', { name: 'Navegação entre aulas' })
        .getByRole('link', { name: /Próxima aula/ })
        .click();
      await expect(page).toHaveURL(/\/react-do-zero\/aula\/3$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
      await expect(
        page.getByRole('navigation', { name: 'Conteúdo do curso' }).getByText(renamed),
      ).toBeVisible();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    } finally {
      await rename(third.title);
      await context.close();
    }
  });

  test('a position that is not canonical is replaced by the canonical URL', async ({ page }) => {
    for (const bad of ['abc', '0', '007']) {
      await page.goto(`/react-do-zero/aula/${bad}`);
      await expect(page).toHaveURL(new RegExp(`/react-do-zero/aula/${bad === '007' ? 7 : 1}$`));
    }
  });
  test('the position follows the student: stopped at 0:05 on the laptop, the phone resumes there (issue 35)', async ({
    page,
    browser,
  }) => {
    await signIn(page, accounts.student);
    // Auto-play off for this journey: a video that starts by itself on either device moves the
    // position this journey counts (CI once saw the phone without "Continuando de 0:05" while it
    // played; the video's own position, not auto-play, is what is proven here).
    const autoPlay = async (on: boolean) => {
      const answer = await page.request.put('/api/me/preferences', {
        headers: await apiHeaders(page),
        data: { auto_play: on },
      });
      expect(answer.status()).toBe(200);
    };
    const preferences = (await (await page.request.get('/api/me/preferences')).json()) as {
      data: { auto_play: boolean };
    };
    await autoPlay(false);
    await page.goto('/react-do-zero/aula/6');
    const video = page.getByTestId('video-da-aula');
    // Without auto-play or a position to resume, the video loads on the intent to play it.
    await video.hover();
    await video.evaluate(async (element: HTMLVideoElement) => {
      if (element.readyState < 1) {
        await new Promise((resolve) =>
          element.addEventListener('loadedmetadata', resolve, { once: true }),
        );
      }
      element.muted = true;
      element.currentTime = 5;
      await element.play();
      element.pause();
    });
    // The pause sent it: the server keeps 5 s for this student and lecture.
    const saved = async () => {
      const response = await page.request.get('/api/course-by-slug/react-do-zero');
      const body = (await response.json()) as {
        data: {
          sections: { lectures: { position: number; saved_position?: { seconds: number } }[] }[];
        };
      };
      const lecture = body.data.sections.flatMap((s) => s.lectures).find((l) => l.position === 6);
      return lecture?.saved_position?.seconds ?? null;
    };
    await expect.poll(saved).toBe(5);

    const phone = await browser.newContext();
    try {
      const other = await phone.newPage();
      await signIn(other, accounts.student);
      await other.goto('/react-do-zero/aula/6');
      // The notice comes with the video's metadata (hls.js, the playlist, the first segment): on
      // a busy machine that is more than the default 5 s.
      await expect(other.getByText('Continuando de 0:05')).toBeVisible({ timeout: 15_000 });
      const resumed = other.getByTestId('video-da-aula');
      await expect
        .poll(() =>
          resumed.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)),
        )
        .toBe(5);
      await other.getByRole('button', { name: 'Começar do início' }).click();
      await expect(other.getByText(/Continuando de/)).toHaveCount(0);
      expect(await resumed.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0);
    } finally {
      await phone.close();
      await autoPlay(preferences.data.auto_play);
    }
  });
});
