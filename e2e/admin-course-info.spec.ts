import { expect, type Page } from '@playwright/test';
import { accounts, apiHeaders, signIn } from './support/helpers';
import { test } from './support/test';

/** A 1600 × 900 PNG drawn by the browser itself (no fixture file). */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 900;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 1600, 900);
    context.fillStyle = '#fde68a';
    context.fillRect(400, 200, 800, 500);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Whether closing or reloading the page now would ask first (a `beforeunload` listener cancels it). */
const asksBeforeUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/**
 * Waits until a save has taken the leave guard's extra history entry away (its `history.back()`
 * is asynchronous: a reload issued before it settles is cancelled by it, net::ERR_ABORTED).
 */
const guardSettled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        Boolean((window.history.state as Record<string, unknown> | null)?.aulaLeaveGuard),
      ),
    )
    .toBe(false);

/** Creates a course of its own through the API with the admin's session (never a seeded one). */
async function createCourse(page: Page, slug: string) {
  const response = await page.request.post('/api/courses', {
    headers: await apiHeaders(page),
    data: { title: 'Curso da jornada', slug, product_id: 1, is_published: true },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('an admin edits a course’s basic information, its cover and its publish switch; a guest then cannot find it', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.admin);
  const slug = `jornada-informacoes-${Date.now()}`;
  const id = await createCourse(page, slug);
  const base = `/admin/cursos/${id}/informacoes-basicas`;

  await page.goto(base);
  const title = page.getByRole('textbox', { name: 'Título' });
  await expect(title).toHaveValue('Curso da jornada');
  await expect(page.getByRole('switch', { name: 'Publicado' })).toBeChecked();
  expect(await asksBeforeUnload(page)).toBe(false);

  // The title, saved: the header follows.
  await title.fill('Curso da jornada editado');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informações do curso salvas.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Curso da jornada editado' }),
  ).toBeVisible();

  // A slug another course has: the field says so, and what was typed stays.
  const slugField = page.getByRole('textbox', { name: 'Endereço (slug)' });
  await title.fill('Título ainda não salvo');
  await slugField.fill('react-do-zero');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(
    page.getByText('Este endereço (slug) já está em uso por outro curso.'),
  ).toBeVisible();
  await expect(slugField).toHaveValue('react-do-zero');
  await expect(title).toHaveValue('Título ainda não salvo');

  // Unsaved edits: closing the page would ask (the browser's prompt); another tab asks first,
  // "Continuar editando" stays, "Descartar" leaves.
  expect(await asksBeforeUnload(page)).toBe(true);
  const tabs = page.getByRole('navigation', { name: 'Seções do curso' });
  await tabs.getByRole('link', { name: 'Visão geral' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(base);
  await expect(slugField).toHaveValue('react-do-zero');
  // The Back button asks too; staying keeps what was typed.
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(base);
  await expect(title).toHaveValue('Título ainda não salvo');
  // The admin navigation too.
  await page.getByRole('link', { name: 'Cursos', exact: true }).first().click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(/\/admin\/cursos$/);

  // Back on the tab: the saved state, nothing unsaved; leaving does not ask.
  await page.goBack();
  await expect(page).toHaveURL(base);
  await expect(title).toHaveValue('Curso da jornada editado');
  await expect(slugField).toHaveValue(slug);
  expect(await asksBeforeUnload(page)).toBe(false);

  // The cover: previewed, then uploaded, served from our origin.
  await page.getByTestId('cover-input').setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: await drawPng(page),
  });
  await expect(page.getByRole('img', { name: 'Prévia da nova capa' })).toBeVisible();
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/courses/${id}/cover`) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar capa' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Capa atualizada.')).toBeVisible();
  const cover = page.getByRole('img', { name: 'Capa atual do curso' });
  await expect(cover).toBeVisible();
  const src = await cover.getAttribute('src');
  expect(src).toMatch(/^\/api\/covers\/[A-Za-z0-9_-]{43}\.(webp|png)$/);
  const file = await page.request.get(src ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['x-content-type-options']).toBe('nosniff');

  // Unpublish: the header says Rascunho.
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informações do curso salvas.').first()).toBeVisible();
  await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();
  await expect.poll(() => asksBeforeUnload(page)).toBe(false);
  await guardSettled(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Publicado' })).not.toBeChecked();
  await expect(page.getByRole('img', { name: 'Capa atual do curso' })).toBeVisible();

  // A guest gets the not-found page for its address.
  const guest = await browser.newContext({ locale: 'pt-BR' });
  const guestPage = await guest.newPage();
  await guestPage.goto(new URL(`/${slug}`, page.url()).toString());
  await expect(guestPage.getByText(`Página não encontrada: /${slug}`)).toBeVisible();
  await guest.close();

  // Removing the cover asks first.
  await page.getByRole('button', { name: 'Remover capa' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remover a capa do curso?' })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(page.getByText('Este curso ainda não tem capa.')).toBeVisible();
  expect((await page.request.get(src ?? '')).status()).toBe(404);
});
