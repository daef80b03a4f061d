import { expect } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

test('signing out another device sends its next navigation to the login page', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext({ userAgent: FIREFOX_ANDROID });
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  await signIn(pageA, accounts.student);
  await signIn(pageB, accounts.student);
  await pageB.goto('/eu/perfil');
  await expect(pageB.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();

  await pageA.goto('/eu/dispositivos');
  await expect(
    pageA.getByRole('heading', { level: 1, name: 'Dispositivos conectados' }),
  ).toBeVisible();
  const current = pageA
    .getByTestId('device')
    .filter({ has: pageA.getByText('Este dispositivo', { exact: true }) });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('127.0.x.x');
  await pageA
    .getByRole('button', { name: /^Sair deste dispositivo: Firefox 133 em Android 14 \(/ })
    .click();
  await expect(pageA.getByText('Dispositivo desconectado.')).toBeVisible();
  await expect(pageA.getByText('Firefox 133 em Android 14')).toHaveCount(0);

  await pageB.goto('/eu/perfil');
  await expect(pageB).toHaveURL(/\/login/);
  // The first device is still signed in.
  await pageA.reload();
  await expect(pageA.getByTestId('device')).toHaveCount(1);
  await first.close();
  await second.close();
});

test('suporte shows the badges and connects and disconnects Discord', async ({ page }) => {
  await signIn(page, accounts.student);
  await page.goto('/eu/suporte');
  await expect(page.getByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
  const badges = page.getByRole('list', { name: 'Suas insígnias' });
  await expect(badges.getByText('Aluno')).toBeVisible();
  await expect(badges.getByText('Discord conectado')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Central de ajuda' })).toBeVisible();

  await page.getByRole('button', { name: 'Conectar ao Discord' }).click();
  await expect(page).toHaveURL(/\/eu\/suporte$/);
  await expect(page.getByText('Conectado como maria.', { exact: true })).toBeVisible();
  await expect(badges.getByText('Discord conectado')).toBeVisible();

  await page.getByRole('button', { name: 'Desconectar' }).click();
  await expect(page.getByText('Sua conta foi desconectada do Discord.')).toBeVisible();
  await expect(page.getByText('Sua conta não está conectada ao Discord.')).toBeVisible();
  await expect(badges.getByText('Discord conectado')).toHaveCount(0);
});
