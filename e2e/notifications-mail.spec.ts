import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { mailDir } from '../playwright.config';
import { accounts, apiHeaders, lastMailTo, signIn } from './support/helpers';
import { test } from './support/test';

const ana = { email: 'ana@aula.dev', password: 'aula-ana-2026' } as const;
const aluna = accounts.student;

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** Puts the e-mail preference of `kind` back on (through the API, as the preferences page does). */
async function emailOn(page: Page, kind: string) {
  const response = await page.request.put('/api/me/notification-preferences', {
    headers: await apiHeaders(page),
    data: { [kind]: { email: true, in_app: true } },
  });
  expect(response.ok()).toBe(true);
}

test('a reply to aluna’s comment reaches her by e-mail and in the bell; its links work', async ({
  browser,
}) => {
  test.setTimeout(120_000); // two people, three browsers, and a mail through the SMTP server
  // Aluna asks something on a lecture: she follows her own comment by default.
  const alunaPage = await signedInPage(browser, aluna);
  await alunaPage.goto('/react-do-zero/aula/2');
  const question = `Como funciona o estado? ${Date.now()}`;
  await alunaPage.getByRole('textbox', { name: 'Escreva um comentário' }).fill(question);
  await alunaPage.getByRole('button', { name: 'Comentar' }).click();
  await expect(alunaPage.getByRole('article').filter({ hasText: question }).first()).toBeVisible();

  // Ana answers it from her own browser.
  const anaPage = await signedInPage(browser, ana);
  await anaPage.goto('/react-do-zero/aula/2');
  const comment = anaPage.getByRole('article', { name: /comentário de Maria/ }).filter({
    hasText: question,
  });
  await comment.getByRole('button', { name: 'Responder' }).first().click();
  const answer = `Com useState ${Date.now()}`;
  await comment.getByRole('textbox', { name: /Responder a/ }).fill(answer);
  await comment.getByRole('button', { name: 'Responder', exact: true }).last().click();
  await expect(comment.getByRole('article', { name: /resposta de Ana/ })).toContainText(answer);

  // The e-mail, from the real SMTP server the API delivered to.
  let mail = { subject: '', body: '' };
  await expect(async () => {
    mail = await lastMailTo(aluna.email, { subject: /respondeu ao seu comentário/ });
    expect(mail.body).toContain(answer);
  }).toPass({ timeout: 30_000 });
  expect(mail.subject).toBe('Ana Beatriz Rocha respondeu ao seu comentário');
  const link = /Ver a conversa: (\S+)/.exec(mail.body)?.[1] ?? '';
  expect(link).toMatch(/\/react-do-zero\/aula\/2#comentario-\d+$/);
  const unsubscribe = /Para não receber mais e-mails como este: (\S+)/.exec(mail.body)?.[1] ?? '';
  expect(unsubscribe).toMatch(/\/descadastrar\?token=/);

  // The bell tells her too, and the e-mail's link opens the comment.
  await alunaPage.goto('/');
  await alunaPage.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
  const fromBell = alunaPage
    .getByRole('link', { name: /Ana Beatriz Rocha respondeu ao seu comentário/ })
    .first();
  await expect(fromBell).toBeVisible();
  // Followed in the app: the page scrolls to the comment once it has loaded, and focuses it.
  const bellHref = (await fromBell.getAttribute('href')) ?? '';
  expect(bellHref).toMatch(/#comentario-\d+$/);
  await fromBell.click();
  const pointed = alunaPage.locator(`#${bellHref.split('#')[1]}`);
  // The comments load after the lecture: slow on a busy machine.
  await expect(pointed).toBeFocused({ timeout: 30_000 });
  await expect(pointed).toBeInViewport();
  // Marked for the eye (an outline) while it has focus.
  await expect(pointed).toHaveAttribute('data-linked', '');
  expect(await pointed.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await alunaPage.goto('/');
  // The e-mail's link, opened anew: the page scrolls to the comment.
  await alunaPage.goto(link);
  const anchor = alunaPage.locator(`#${link.split('#')[1]}`);
  await expect(anchor).toContainText(question, { timeout: 30_000 });
  await expect(anchor).toContainText(answer);
  await expect(anchor).toBeInViewport();

  // The unsubscribe link works signed out: it asks first, then turns these e-mails off.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(unsubscribe);
  await expect(guest.getByRole('heading', { name: 'Cancelar e-mails' })).toBeVisible();
  await guest.getByRole('button', { name: 'Não quero mais estes e-mails' }).click();
  await expect(guest.getByText(/^Pronto: você não receberá mais e-mails de/)).toBeVisible();

  // The e-mail's link opened signed out: login brings her back to the comment, not the top.
  await guest.goto(link);
  const enter = guest.getByRole('link', { name: 'Já sou aluno: entrar' });
  await expect(enter).toHaveAttribute('href', /redirect=[^&]*%23comentario-\d+/, {
    timeout: 30_000,
  });
  // The header's "Entrar" comes back here too.
  await expect(guest.getByRole('banner').getByRole('link', { name: 'Entrar' })).toHaveAttribute(
    'href',
    /^\/login\?redirect=[^&]*%23comentario-\d+$/,
  );
  await enter.click();
  await guest.getByLabel('E-mail', { exact: true }).fill(aluna.email);
  await guest.getByLabel('Senha', { exact: true }).fill(aluna.password);
  await guest.getByRole('button', { name: 'Entrar' }).click();
  await expect(guest).toHaveURL(new RegExp(`#${link.split('#')[1]}$`));
  const back = guest.locator(`#${link.split('#')[1]}`);
  await expect(back).toContainText(answer, { timeout: 30_000 });
  await expect(back).toBeInViewport();

  // Leave aluna's e-mails as the other journeys expect them.
  await emailOn(alunaPage, 'comment_reply');
});

/** Page assertions of the journeys below: their pages load slowly on a busy machine. */
const slow = expect.configure({ timeout: 30_000 });

/** Every message the test SMTP server received for `to` (oldest first). */
function mailsTo(to: string): { subject: string; body: string }[] {
  return readdirSync(mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')))
    .filter((message) => message.to === to);
}

/** The bell's entries of the signed-in person (the API the bell reads). */
async function bellTitlesAndExcerpts(page: Page) {
  const response = await page.request.get('/api/me/notifications?per_page=50', {
    headers: { Accept: 'application/json' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { title: string; excerpt: string | null }[] };
  return data.map((n) => `${n.title} ${n.excerpt ?? ''}`);
}

test('aluna switches a thread off: the next reply in it sends her nothing, neither e-mail nor bell', async ({
  browser,
}) => {
  test.setTimeout(300_000); // two people, three browsers, two replies and their e-mail
  const alunaPage = await signedInPage(browser, aluna);
  // Her video never plays to its end here: the player would go on to the next lecture meanwhile.
  await alunaPage.context().route(/\.(mp4|webm|m3u8)(\?|$)/, (route) => route.abort());
  await alunaPage.goto('/react-do-zero/aula/2');
  const stamp = Date.now();
  // Two comments of hers: one she will switch off, one left on (the positive control).
  const silenced = `Pergunta silenciada ${stamp}`;
  const followed = `Pergunta acompanhada ${stamp}`;
  const composer = alunaPage.getByRole('textbox', { name: 'Escreva um comentário' });
  for (const text of [silenced, followed]) {
    // The composer empties once the previous comment is saved: type only then.
    await slow(composer).toHaveValue('');
    await composer.fill(text);
    await alunaPage.getByRole('button', { name: 'Comentar' }).click();
    await slow(alunaPage.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
  }
  await slow(composer).toHaveValue('');
  const mine = alunaPage.getByRole('article', { name: /comentário de Maria/ }).filter({
    hasText: silenced,
  });
  const follow = mine.getByRole('switch', { name: 'Avisar-me sobre respostas' });
  await slow(follow).toBeChecked();
  const saved = alunaPage.waitForResponse(
    (r) => /\/api\/comments\/\d+\/notifications$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await follow.click();
  expect((await saved).ok()).toBe(true);
  await slow(follow).not.toBeChecked();
  // It stays off after a reload (it was stored, not only drawn).
  await alunaPage.reload();
  await slow(
    alunaPage
      .getByRole('article', { name: /comentário de Maria/ })
      .filter({ hasText: silenced })
      .getByRole('switch', { name: 'Avisar-me sobre respostas' }),
  ).not.toBeChecked();

  // Ana replies to the silenced thread first, then to the followed one.
  const anaPage = await signedInPage(browser, ana);
  await anaPage.goto('/react-do-zero/aula/2');
  const reply = async (question: string, answer: string) => {
    const comment = anaPage.getByRole('article', { name: /comentário de Maria/ }).filter({
      hasText: question,
    });
    const box = comment.getByRole('textbox', { name: /Responder a/ });
    // The list refreshes after her first reply: open this composer again if that closed it.
    await slow(async () => {
      if (!(await box.isVisible()))
        await comment.getByRole('button', { name: 'Responder', exact: true }).first().click();
      await slow(box).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await box.fill(answer);
    await comment.getByRole('button', { name: 'Responder', exact: true }).last().click();
    await slow(comment.getByRole('article', { name: /resposta de Ana/ })).toContainText(answer);
  };
  const unheard = `Resposta que não deve avisar ${stamp}`;
  const heard = `Resposta que deve avisar ${stamp}`;
  await reply(silenced, unheard);
  await reply(followed, heard);

  // The control: the later reply's e-mail and bell entry arrive (so the worker ran past the first).
  await slow(async () => {
    const mail = await lastMailTo(aluna.email, { subject: /respondeu ao seu comentário/ });
    expect(mail.body).toContain(heard);
  }).toPass({ timeout: 60_000 });
  expect((await bellTitlesAndExcerpts(alunaPage)).some((n) => n.includes(heard))).toBe(true);

  // And the silenced thread's reply sent nothing: no e-mail, no bell entry.
  expect(mailsTo(aluna.email).filter((m) => m.body.includes(unheard))).toEqual([]);
  expect((await bellTitlesAndExcerpts(alunaPage)).filter((n) => n.includes(unheard))).toEqual([]);
  await alunaPage.goto('/');
  await alunaPage.getByRole('button', { name: /^Notificações/ }).click();
  await slow(alunaPage.getByText(heard).first()).toBeVisible();
  await slow(alunaPage.getByText(unheard)).toHaveCount(0);
});

test('a scheduled lecture is released by the worker at its time: a student of the product sees it in the bell', async ({
  browser,
}) => {
  // A look for releases is queued at the lecture's second (the minute's look is the backstop).
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, accounts.admin);
  const answer = await admin.request.get('/api/course-by-slug/primeiro-emprego-em-tech', {
    headers: { Accept: 'application/json' },
  });
  expect(answer.ok()).toBe(true);
  const course = (await answer.json()).data as { id: number; sections: { id: number }[] };
  const sectionId = course.sections[0]?.id;
  if (!sectionId) throw new Error('primeiro-emprego-em-tech has no section');
  const title = `Aula agendada ${Date.now()}`;
  // Published, but for a few seconds from now: nobody is told yet.
  const created = await admin.request.post(`/api/courses/${course.id}/lectures`, {
    headers: await apiHeaders(admin),
    data: {
      section_id: sectionId,
      title,
      is_published: true,
      scheduled_for: new Date(Date.now() + 5_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const lecture = (await created.json()).data as { id: number };
  await admin.context().close();
  try {
    // No request reaches the API from here on until the e-mail arrives: the worker releases it.
    await slow(async () => {
      const mail = await lastMailTo(aluna.email, { subject: /^Nova aula liberada/ });
      expect(mail.subject).toBe(`Nova aula liberada: ${title} (Primeiro emprego em tech)`);
    }).toPass({ timeout: 90_000, intervals: [1_000] });

    const alunaPage = await signedInPage(browser, aluna);
    await alunaPage.goto('/');
    await alunaPage.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
    const item = alunaPage.getByRole('link', { name: new RegExp(`Nova aula liberada: ${title}`) });
    await slow(item).toHaveCount(1);
    await slow(item).toHaveAttribute('href', /^\/primeiro-emprego-em-tech\/aula\/\d+$/);
    // Once: one e-mail for this lecture.
    expect(mailsTo(aluna.email).filter((m) => m.subject.includes(title))).toHaveLength(1);
  } finally {
    const cleanup = await signedInPage(browser, accounts.admin);
    await cleanup.request.delete(`/api/courses/${course.id}/lectures/${lecture.id}`, {
      headers: await apiHeaders(cleanup),
    });
  }
});
