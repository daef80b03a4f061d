import { type Browser, expect, type Page, test } from '@playwright/test';
import { accounts, lastMailTo, signIn } from './support/helpers';

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
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.put('/api/me/notification-preferences', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
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
  const link = /Veja a conversa: (\S+)/.exec(mail.body)?.[1] ?? '';
  expect(link).toMatch(/\/react-do-zero\/aula\/2#comentario-\d+$/);
  const unsubscribe = /Para não receber mais estes e-mails: (\S+)/.exec(mail.body)?.[1] ?? '';
  expect(unsubscribe).toMatch(/\/descadastrar\?token=/);

  // The bell tells her too, and the e-mail's link opens the comment.
  await alunaPage.goto('/');
  await alunaPage.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
  await expect(
    alunaPage.getByRole('link', { name: /Ana Beatriz Rocha respondeu ao seu comentário/ }).first(),
  ).toBeVisible();
  await alunaPage.goto(link);
  const anchor = alunaPage.locator(`#${link.split('#')[1]}`);
  await expect(anchor).toContainText(question);
  await expect(anchor).toContainText(answer);

  // The unsubscribe link works signed out: it asks first, then turns these e-mails off.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(unsubscribe);
  await expect(guest.getByRole('heading', { name: 'Cancelar e-mails' })).toBeVisible();
  await guest.getByRole('button', { name: 'Não quero mais estes e-mails' }).click();
  await expect(guest.getByText(/^Pronto: você não receberá mais e-mails de/)).toBeVisible();

  // Leave aluna's e-mails as the other journeys expect them.
  await emailOn(alunaPage, 'comment_reply');
});
