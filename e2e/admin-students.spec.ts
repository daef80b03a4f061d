import { expect, type Page } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// The admin's students (issue 19, ADR 021) on the running stack: filter the list by product, open
// Maria's page, move her Formação Front-end end date in the drawer; she then sees the new date on
// /eu/assinaturas. The date is put back at the end, so the other journeys see the seed's state.

const FRONT_END = 'Formação Front-end';

async function setEndDate(page: Page, studentUrl: string, day: string) {
  await page.goto(`${studentUrl}/assinaturas`);
  await page.getByRole('button', { name: `Gerenciar a assinatura de ${FRONT_END}` }).click();
  const drawer = page.getByRole('dialog', { name: FRONT_END });
  const field = drawer.getByRole('textbox', { name: 'Nova data de término' });
  await field.fill(day);
  await field.press('Enter');
  await drawer.getByRole('button', { name: 'Salvar data de término' }).click();
  await expect(page.getByText(`Data de término de ${FRONT_END} atualizada.`)).toBeVisible();
  await expect(drawer.getByTestId('subscription-ends-at')).toHaveText(day);
  return drawer;
}

test('an admin filters students by product, extends a subscription; the student sees the new end', async ({
  page,
  browser,
}) => {
  // Two accounts and a dozen page loads on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, accounts.admin);
  await page.goto('/admin/estudantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Estudantes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
    'href',
    /\/api\/admin\/students\/export\?sort=-created_at$/,
  );

  await expect(
    page.getByRole('table').getByText(accounts.admin.email, { exact: true }),
  ).toBeVisible();
  const product = page.getByRole('combobox', { name: 'Produto' });
  await expect(product.getByRole('option', { name: FRONT_END })).toHaveCount(1);
  await product.selectOption({ label: FRONT_END });
  await expect(page).toHaveURL(/\/admin\/estudantes\?produto=\d+$/);
  const table = page.getByRole('table');
  // Before the filter every account is listed, the admin's too; after it, only Front-end's.
  await expect(table.getByText(accounts.admin.email, { exact: true })).toHaveCount(0);
  const maria = table.getByRole('link', { name: accounts.student.name, exact: true });
  await expect(maria).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
    'href',
    /product_id=\d+/,
  );

  await maria.click();
  await expect(page).toHaveURL(/\/admin\/estudantes\/\d+$/);
  const studentUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: accounts.student.name })).toBeVisible();
  await expect(page.getByText(accounts.student.email).first()).toBeVisible();

  // The old redirect-only address still lands on the subscriptions tab.
  const id = /(\d+)$/.exec(studentUrl)?.[1];
  await page.goto(`/admin/estudante/${id}`);
  await expect(page).toHaveURL(`${studentUrl}/assinaturas`);
  await page.goto(studentUrl);

  // The original end, to put back afterwards.
  await page
    .getByRole('navigation', { name: 'Seções do estudante' })
    .getByRole('link', {
      name: 'Assinaturas',
    })
    .click();
  await expect(page).toHaveURL(`${studentUrl}/assinaturas`);
  await page.getByRole('button', { name: `Gerenciar a assinatura de ${FRONT_END}` }).click();
  const original = (
    await page
      .getByRole('dialog', { name: FRONT_END })
      .getByTestId('subscription-ends-at')
      .textContent()
  )?.trim();
  expect(original).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  await setEndDate(page, studentUrl, '31/01/2030');

  // The student's own page shows the new end date, in pt-BR.
  const context = await browser.newContext();
  const studentPage = await context.newPage();
  await signIn(studentPage, accounts.student);
  await studentPage.goto('/eu/assinaturas');
  const front = studentPage.getByRole('listitem', { name: FRONT_END });
  await expect(front.getByText('ativa', { exact: true })).toBeVisible();
  await expect(front).toContainText('31/01/2030');
  await context.close();

  // Put the seed's end day back.
  await setEndDate(page, studentUrl, original ?? '');
});
