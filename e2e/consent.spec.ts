import { expect } from '@playwright/test';
import { acceptTerms, accounts, apiHeaders, signIn } from './support/helpers';
import { test } from './support/test';

// Issue 38 §2 (ADR 047): the sign-up asks for the consent, the notices are public pages rendered
// by the server, and an admin's change to a subscription is in the audit log.

const CONSENT = 'Li e aceito os Termos de uso e o Aviso de privacidade';

test('the sign-up requires the consent; the notices open in a new tab and nothing typed is lost', async ({
  page,
  context,
}) => {
  // Hashing the password takes its time on a loaded machine.
  test.setTimeout(90_000);
  const email = `consentimento.${Date.now()}@aula.dev`;
  await page.goto('/cadastrar');
  await page.getByLabel('Nome', { exact: true }).fill('Pessoa Consentida');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-segura-123');
  await page.getByLabel('Confirmação da senha', { exact: true }).fill('senha-segura-123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const consent = page.getByRole('checkbox', { name: CONSENT });
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription(
    'Para criar a conta, aceite os Termos de uso e o Aviso de privacidade.',
  );

  const [notice] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Aviso de privacidade' }).click(),
  ]);
  await expect(notice).toHaveURL(/\/privacidade$/);
  await expect(
    notice.getByRole('heading', { level: 1, name: 'Aviso de privacidade' }),
  ).toBeVisible();
  await notice.close();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);

  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).not.toHaveURL(/\/cadastrar/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Olá, Pessoa!' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Menu da conta de Pessoa Consentida' }),
  ).toBeVisible();
  // Accepted at sign-up: nothing more to accept.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('/privacidade and /termos come whole in the HTML, with the contact, before any script', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacidade@aula.dev' }).first()).toHaveAttribute(
    'href',
    'mailto:privacidade@aula.dev',
  );
  await expect(page.getByText(/mascara todo o texto/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Minha conta › Privacidade' })).toHaveAttribute(
    'href',
    '/eu/privacidade',
  );
  await page.goto('/termos');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
  await context.close();
});

test("an admin's subscription change is listed in /admin/auditoria", async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/admin/estudantes');
  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page).toHaveURL(/\/admin\/auditoria$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();

  // A grant through the API, as the student's page sends it.
  const student = await page.request.get('/api/admin/students?search=aluna%40aula.dev', {
    headers: { Accept: 'application/json' },
  });
  const id = ((await student.json()) as { data: { id: number; email: string }[] }).data.find(
    (row) => row.email === accounts.student.email,
  )?.id;
  expect(id).toBeTruthy();
  const subscriptions = (await (
    await page.request.get(`/api/admin/students/${id}/subscriptions`, {
      headers: { Accept: 'application/json' },
    })
  ).json()) as { data: { product: { id: number }; status: string }[] };
  const active = subscriptions.data.find((row) => row.status === 'active');
  expect(active).toBeTruthy();
  const changed = await page.request.put(
    `/api/admin/students/${id}/subscriptions/${active?.product.id}`,
    {
      headers: await apiHeaders(page),
      data: { ends_at: '2031-06-30' },
    },
  );
  expect(changed.status()).toBe(200);

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Alterou a data de término' }).first();
  await expect(row).toContainText('nova data: 30/06/2031');
  await expect(row.getByRole('link', { name: accounts.student.name })).toBeVisible();
});
