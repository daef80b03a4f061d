import { expect, type Locator, type Page } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// Trial periods and the admin home (issue 19, ADR 023). A period active today gives an account
// that signs in without ever having had the product a trial subscription ("em teste"). João
// (seed: Dados com Python, an expired Formação Front-end) never had Carreira em Tecnologia.
// The journey deletes its periods at the end, so no later sign-in gets a trial.

const joao = { email: 'joao@aula.dev', password: 'aula-joao-2026' };
const PRODUCT = 'Carreira em Tecnologia';
const OVERLAP =
  'Este produto já tem um período de teste nessas datas. Escolha um intervalo que não se sobreponha.';

/** A day in the school's calendar, `days` from today, as the picker takes it (DD/MM/AAAA). */
function schoolDay(days: number) {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}

async function fillDrawer(drawer: Locator, from: string, to: string, days: string) {
  const starts = drawer.getByRole('textbox', { name: /Início/ });
  await starts.fill(from);
  await starts.press('Tab');
  const ends = drawer.getByRole('textbox', { name: /Término/ });
  await ends.fill(to);
  await ends.press('Tab');
  await drawer.getByRole('spinbutton', { name: /Dias de teste/ }).fill(days);
}

async function createPeriod(page: Page, from: string, to: string, days: string) {
  await page.getByRole('button', { name: 'Novo período de teste' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Novo período de teste' });
  await drawer.getByRole('combobox', { name: /Produto/ }).selectOption({ label: PRODUCT });
  await fillDrawer(drawer, from, to, days);
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  return drawer;
}

test('an admin creates a trial period in the drawer, and a student without the product gets it "em teste"', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.admin);
  await page.goto('/admin/periodo-de-teste');
  await expect(page.getByRole('heading', { level: 1, name: 'Período de teste' })).toBeVisible();
  await expect(page.getByText('Nenhum período de teste')).toBeVisible();

  // From today for 10 days, 7 days of trial.
  const drawer = await createPeriod(page, schoolDay(0), schoolDay(10), '7');
  await expect(drawer).toBeHidden();
  const first = page.getByRole('row', { name: new RegExp(PRODUCT) });
  await expect(first).toHaveCount(1);
  await expect(first.getByText('ativo agora')).toBeVisible();
  await expect(first.getByText('7 dias')).toBeVisible();

  // A second one overlapping it is refused on "Início", with what was typed kept; moved after it,
  // it is saved.
  const second = await createPeriod(page, schoolDay(5), schoolDay(20), '3');
  const starts = second.getByRole('textbox', { name: /Início/ });
  await expect(second.getByText(OVERLAP)).toBeVisible();
  await expect(starts).toHaveAccessibleDescription(new RegExp(OVERLAP));
  await expect(starts).toHaveValue(schoolDay(5));
  await fillDrawer(second, schoolDay(11), schoolDay(20), '3');
  await second.getByRole('button', { name: 'Salvar' }).click();
  await expect(second).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(PRODUCT) })).toHaveCount(2);

  // The home counts the active one.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  const trials = page.getByRole('link', { name: /^Períodos de teste ativos 1/ });
  await expect(trials).toHaveAttribute('href', '/admin/periodo-de-teste');
  await expect(page.getByRole('link', { name: /^Estudantes \d+/ })).toHaveAttribute(
    'href',
    '/admin/estudantes',
  );
  await expect(page.getByRole('link', { name: /^Comentários sem resposta \d+/ })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Aulas liberadas nos próximos 7 dias \d+/ }),
  ).toHaveAttribute('href', '/aulas-agendadas');
  await expect(page.getByTestId('unanswered-comment').first()).toBeVisible();

  // João signs in during the period: Carreira em Tecnologia is his, "em teste", for 7 days.
  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, joao);
  await student.goto('/eu/assinaturas');
  await expect(student.getByRole('heading', { level: 1, name: 'Assinaturas' })).toBeVisible();
  const career = student.getByRole('listitem', { name: PRODUCT });
  await expect(career.getByText('em teste', { exact: true })).toBeVisible();
  await context.close();

  // The list counts the trial it gave; then both periods are deleted after a confirmation.
  await trials.click();
  await expect(page).toHaveURL(/\/admin\/periodo-de-teste$/);
  await expect(page.getByRole('table').getByText('1 assinatura em teste concedida')).toBeVisible();
  for (let left = 2; left > 0; left--) {
    await page
      .getByRole('button', { name: `Excluir o período de ${PRODUCT}` })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByRole('row', { name: new RegExp(PRODUCT) })).toHaveCount(left - 1);
  }
  await expect(page.getByText('Nenhum período de teste')).toBeVisible();
});
