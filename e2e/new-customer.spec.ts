import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { acceptTerms, accounts, apiHeaders, signIn } from './support/helpers';
import { test } from './support/test';

// Issue 33, item 0 (ADR 031): a customer who signs up at /cadastrar, without an invitation, and
// gets a trial is a student: "Assistida" is there and the progress moves. A signed-up account that
// holds nothing yet may open /eu/acesso-vitalicio to redeem an order code. Item 16: the course's
// repositories show to the student, not to a guest; item 21: a guest reads no progress line.

const PASSWORD = 'uma-senha-bem-longa-2026';

// Two accounts, a sign-up and a course page each: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** Today in the school's calendar (America/Sao_Paulo) as YYYY-MM-DD. */
const schoolToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function productId(request: APIRequestContext, slug: string) {
  const response = await request.get('/api/products');
  const body = (await response.json()) as { data: { id: number; slug: string }[] };
  const product = body.data.find((p) => p.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product.id;
}

async function signUp(page: Page, name: string, email: string) {
  await page.goto('/cadastrar');
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmação da senha', { exact: true }).fill(PASSWORD);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // Hashing the password takes its time on a loaded machine.
  await expect(page).not.toHaveURL(/\/cadastrar/, { timeout: 30_000 });
}

test('a customer signs up, gets a trial, marks a lecture watched and sees the progress move', async ({
  page,
  browser,
}) => {
  // The admin opens a trial period of Formação Front-end for today (ADR 023), through the API.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin);
  const created = await admin.request.post('/api/admin/trial-periods', {
    headers: await apiHeaders(admin),
    data: {
      product_id: await productId(admin.request, 'formacao-front-end'),
      starts_on: schoolToday(),
      ends_on: schoolToday(),
      days: 7,
    },
  });
  expect(created.status()).toBe(201);
  const period = (await created.json()) as { data: { id: number } };

  try {
    // A guest on the course: no progress line, no repositories.
    await page.goto('/react-do-zero/aula/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/aulas assistidas/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Repositórios' })).toHaveCount(0);

    await signUp(page, 'Cliente Novo', `cliente-${Date.now()}@exemplo.com.br`);
    await page.goto('/react-do-zero/aula/2');
    const progress = page.getByTestId('progresso-do-curso').first();
    await expect(progress).toContainText('0 de 9 aulas assistidas (0%)');
    const watched = page.getByRole('button', { name: 'Assistida' });
    await expect(watched).toHaveAttribute('aria-pressed', 'false');
    await watched.click();
    await expect(watched).toHaveAttribute('aria-pressed', 'true');
    await expect(progress).toContainText('1 de 9 aulas assistidas (11%)');
    // The seeded repositories of the course, for its students.
    await expect(page.getByRole('heading', { name: 'Repositórios' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Projeto final/ })).toHaveAttribute(
      'href',
      'https://github.com/aula-dev/react-do-zero',
    );
    // Reloaded: the server kept it.
    await page.reload();
    await expect(page.getByTestId('progresso-do-curso').first()).toContainText(
      '1 de 9 aulas assistidas (11%)',
    );
    // The student pages open too.
    await page.goto('/eu/favoritos');
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  } finally {
    await admin.request.delete(`/api/admin/trial-periods/${period.data.id}`, {
      headers: await apiHeaders(admin),
    });
    await adminContext.close();
  }
});

test('a signed-up account with no subscription opens /eu/acesso-vitalicio to redeem an order code', async ({
  page,
}) => {
  // The demo account that holds nothing (a signed-up account, never invited): registering a
  // second account here would spend the address's hourly registrations the other journeys need.
  await signIn(page, accounts.nonStudent);
  await page.goto('/eu/acesso-vitalicio');
  await expect(page).toHaveURL(/\/eu\/acesso-vitalicio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso vitalício' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Código do pedido' });
  await code.fill('NAO-EXISTE-2026');
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The lookup ran (not a 403): an unknown code says so on the field.
  await expect(page.getByText('O pedido não existe.')).toBeVisible();
  // Still no student pages: favourites send the account to its profile.
  await page.goto('/eu/favoritos');
  await expect(page).toHaveURL(/\/eu\/perfil$/);
});
