import { expect, type Page } from '@playwright/test';
import { signIn } from './support/helpers';
import { test } from './support/test';

const joao = { name: 'João Pereira', email: 'joao@aula.dev', password: 'aula-joao-2026' };

/** A 640 × 480 PNG drawn by the browser itself (no fixture file). */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#16a34a';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#facc15';
    context.beginPath();
    context.arc(320, 240, 150, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The avatar in the header's account menu button. */
const headerAvatar = (page: Page, name = joao.name) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `Menu da conta de ${name}` })
    .locator('[data-slot="avatar"]');

test('uploads a photo, sees it in the header after a reload, then removes it', async ({ page }) => {
  await signIn(page, joao);
  await page.goto('/eu/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  await expect(headerAvatar(page)).toHaveAttribute('data-state', 'fallback');

  await page.getByTestId('avatar-input').setInputFiles({
    name: 'minha-foto.png',
    mimeType: 'image/png',
    buffer: await drawPng(page),
  });
  await expect(page.getByRole('img', { name: 'Prévia da nova foto' })).toBeVisible();
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/avatar') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar foto' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Foto atualizada.')).toBeVisible();
  await expect(headerAvatar(page)).toHaveAttribute('data-state', 'loaded');

  // Served from our origin, as the WebP the browser made, typed and inert.
  const src = await headerAvatar(page).locator('img').getAttribute('src');
  expect(src).toMatch(/^\/api\/avatars\/[A-Za-z0-9_-]{43}\.webp$/);
  const file = await page.request.get(src ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');

  await page.reload();
  await expect(headerAvatar(page)).toHaveAttribute('data-state', 'loaded');
  await expect(headerAvatar(page).locator('img')).toHaveAttribute('src', src ?? '');

  await page.getByRole('button', { name: 'Remover foto' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover sua foto?' });
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Foto removida.')).toBeVisible();
  await expect(headerAvatar(page)).toHaveAttribute('data-state', 'fallback');
  await expect(headerAvatar(page)).toHaveText('JP');
  expect((await page.request.get(src ?? '')).status()).toBe(404);
  await page.reload();
  await expect(headerAvatar(page)).toHaveAttribute('data-state', 'fallback');
});

test('changes the name (the header follows) and puts it back', async ({ page }) => {
  await signIn(page, joao);
  await page.goto('/eu/perfil');
  const name = page.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(name).toHaveValue(joao.name);

  await name.fill('J');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByText('Nome deve ter no mínimo 2 caracteres.')).toBeVisible();
  await expect(name).toHaveValue('J');

  await name.fill('  João P. Pereira  ');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByText('Nome atualizado.')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('João P. Pereira');
  await expect(headerAvatar(page, 'João P. Pereira')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(
    'João P. Pereira',
  );

  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(joao.name);
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText(joao.name);
  await expect(headerAvatar(page)).toBeVisible();
});

test('a verified e-mail shows its badge and no resend button', async ({ page }) => {
  await signIn(page, joao);
  await page.goto('/eu/perfil');
  await expect(page.getByTestId('profile-email')).toHaveText(joao.email);
  await expect(page.getByText('verificado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar e-mail de verificação' })).toHaveCount(0);
});
