import { expect } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// S59 (issue 33): a device signed out from another one kept its page and its header, and its next
// change got the anti-forgery warning. It must end like any 401: nobody in the header, the login
// page with the way back kept, and nothing changed.

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const LECTURE = '/react-do-zero/aula/3';
const menu = `Menu da conta de ${accounts.student.name}`;

test('S59: a device signed out elsewhere goes to login on its next change, and shows nobody', async ({
  browser,
}) => {
  test.slow(); // two browsers, three sign-ins
  // Device A (told apart by its browser on the devices page) and device B, the same student.
  const contextA = await browser.newContext({ userAgent: FIREFOX_ANDROID });
  const contextB = await browser.newContext();
  // No video on A: one that plays to its end would move A on to the next lecture by itself.
  await contextA.route('**/media/**', (route) => route.abort());
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();

  await signIn(pageA, accounts.student);
  await pageA.goto(LECTURE);
  const watched = pageA.getByRole('button', { name: 'Assistida', exact: true });
  await expect(watched).toBeVisible();
  const before = (await watched.getAttribute('aria-pressed')) ?? 'false';
  await expect(pageA.getByRole('button', { name: menu })).toBeVisible();

  // B ends A's session.
  await signIn(pageB, accounts.student);
  await pageB.goto('/eu/dispositivos');
  await pageB
    .getByRole('button', { name: 'Sair deste dispositivo: Firefox 133 em Android 14' })
    .click();
  await expect(pageB.getByText('Dispositivo desconectado.')).toBeVisible();

  // A still shows its page; its next change is refused as signed out, not as a forgery.
  await watched.click();
  await expect(pageA).toHaveURL(/\/login\?redirect=%2Freact-do-zero%2Faula%2F3$/);
  await expect(pageA.getByRole('heading', { name: 'Entrar na Aula' })).toBeVisible();
  await expect(pageA.getByText(/token anti-falsificação/)).toHaveCount(0);
  await expect(pageA.getByRole('button', { name: menu })).toHaveCount(0);

  // Back on the lecture (in the app, no reload), the header shows nobody: the user was cleared.
  await pageA.goBack();
  await expect(pageA).toHaveURL(new RegExp(`${LECTURE}$`));
  const header = pageA.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(header.getByRole('button', { name: menu })).toHaveCount(0);

  // Signing in again on A works at once (its ended session's cookies were cleared) and brings it
  // back to the lecture, whose state the refused click did not change.
  await pageA.goto(`/login?redirect=${encodeURIComponent(LECTURE)}`);
  await pageA.getByLabel('E-mail', { exact: true }).fill(accounts.student.email);
  await pageA.getByLabel('Senha', { exact: true }).fill(accounts.student.password);
  await pageA.getByRole('button', { name: 'Entrar' }).click();
  // The password's hash may wait its turn on a busy machine.
  await expect(pageA).toHaveURL(new RegExp(`${LECTURE}$`), { timeout: 30_000 });
  await expect(pageA.getByRole('button', { name: menu })).toBeVisible();
  await expect(pageA.getByRole('button', { name: 'Assistida', exact: true })).toHaveAttribute(
    'aria-pressed',
    before,
  );
  await contextA.close();
  await contextB.close();
});
