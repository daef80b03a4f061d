import { expect, test } from '@playwright/test';

const student = { name: 'Maria da Silva', email: 'aluna@aula.dev', password: 'aula-aluna-2026' };

test.describe('a guest opening a guarded page', () => {
  test('signs in, lands back on the page, sees their name, signs out and is a guest again', async ({
    page,
  }) => {
    await page.goto('/eu/perfil');
    await expect(page).toHaveURL(/\/login\?redirect=%2Feu%2Fperfil$/);
    await expect(page.getByRole('heading', { name: 'Entrar na Aula' })).toBeVisible();

    await page.getByLabel('E-mail', { exact: true }).fill(student.email);
    await page.getByLabel('Senha', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page).toHaveURL(/\/eu\/perfil$/);
    await expect(page.getByTestId('profile-name')).toHaveText(student.name);
    await expect(page.getByRole('img', { name: student.name }).first()).toBeVisible();

    await page.getByRole('button', { name: `Menu da conta de ${student.name}` }).click();
    await page.getByRole('link', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // A guest again: the guarded page sends them back to sign in.
    await page.goto('/eu/perfil');
    await expect(page).toHaveURL(/\/login\?redirect=%2Feu%2Fperfil$/);
    const me = await page.request.get('/api/me', { headers: { Accept: 'application/json' } });
    expect(me.status()).toBe(401);
  });

  test('a wrong password shows the pt-BR message and keeps the typed e-mail', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(student.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail e/ou senha incorretos.');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(student.email);
  });
});

test('an unsafe redirect falls back to the home page after sign-in', async ({ page }) => {
  await page.goto('/login?redirect=//evil.example');
  await page.getByLabel('E-mail', { exact: true }).fill(student.email);
  await page.getByLabel('Senha', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { name: `Olá, ${student.name}!` })).toBeVisible();
});

test('an unknown path shows the 404 page with the path', async ({ page }) => {
  await page.goto('/nao/existe');
  await expect(page.getByText('Página não encontrada: /nao/existe')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});
