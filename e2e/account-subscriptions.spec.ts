import { expect } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// Subscriptions and lifetime access on the running stack (issue 17, ADR 012). The e2e database is
// recreated from the seed on every run (AULA_RESET_DB), so the demo order code is unclaimed here.

const DEMO_ORDER_CODE = 'AULA-VITALICIA-2026';

test('a student claims lifetime access with the demo order code, then sees it as "vitalícia"', async ({
  page,
}) => {
  await signIn(page, accounts.student);

  // The enroll link of a product she lacks: no subscription to it, and how to subscribe.
  await page.goto('/eu/assinaturas?produto=dados-com-python');
  await expect(page.getByRole('heading', { level: 1, name: 'Assinaturas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Como assinar Dados com Python' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Dados com Python' })).toHaveCount(0);
  const front = page.getByRole('listitem', { name: 'Formação Front-end' });
  await expect(front.getByText('ativa', { exact: true })).toBeVisible();

  await page.goto('/eu/acesso-vitalicio');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso vitalício' })).toBeVisible();
  await expect(page.getByText(/Você ainda não tem acesso vitalício/)).toBeVisible();

  // Step 1: a wrong code says so on the field; the demo code names its product.
  const code = page.getByRole('textbox', { name: 'Código do pedido' });
  await code.fill('NAO-EXISTE-2026');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('O pedido não existe.')).toBeVisible();
  await code.fill(DEMO_ORDER_CODE);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: confirm the product shown.
  await expect(page.getByText(/Este código libera acesso vitalício a/)).toContainText(
    'Dados com Python',
  );
  await page.getByRole('button', { name: 'Resgatar acesso vitalício' }).click();
  await expect(
    page.getByText('Pronto! Você tem acesso vitalício a Dados com Python.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Você tem acesso vitalício a' })).toBeVisible();

  await page.getByRole('link', { name: 'Ver minhas assinaturas' }).click();
  await expect(page).toHaveURL(/\/eu\/assinaturas$/);
  const python = page.getByRole('listitem', { name: 'Dados com Python' });
  await expect(python.getByText('vitalícia', { exact: true })).toBeVisible();
  await expect(python.getByText('sem data de término')).toBeVisible();

  // The code was used once: a second claim does not find it.
  await page.goto('/eu/acesso-vitalicio');
  await page.getByRole('textbox', { name: 'Código do pedido' }).fill(DEMO_ORDER_CODE);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('O pedido não existe.')).toBeVisible();
});
