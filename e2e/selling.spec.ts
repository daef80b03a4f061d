import { expect, type Page, test } from '@playwright/test';
import { acceptTerms, accounts, lastMailTo, signIn } from './support/helpers';

// Issue 37 §3 (ADR 046): a guest meets a course on its sales page, rendered in the HTML with its
// head; a Hotmart purchase for a new e-mail makes the account, whose invitation leads to a
// password and to the course.

/** The e2e server's hottok (playwright.config.ts, `HOTMART_HOTTOK`). */
const HOTTOK = 'hottok-e2e-0123456789';
const PASSWORD = 'uma-senha-bem-longa-2026';

// A purchase, an e-mail, a registration and a course: more than 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

async function xsrfHeaders(page: Page) {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' };
}

test("a guest's sales page comes in the HTML with its price, Comprar, Open Graph and schema.org Course", async ({
  page,
  request,
}) => {
  // What a crawler gets, before any script: the head and the page itself.
  const served = await request.get('/sql-essencial');
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('<meta property="og:title" content="SQL essencial">');
  expect(html).toMatch(/<meta property="og:url" content="http[^"]*\/sql-essencial">/);
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(ld ?? '{}')).toMatchObject({
    '@type': 'Course',
    name: 'SQL essencial',
    offers: { '@type': 'Offer', price: '397.00', priceCurrency: 'BRL' },
  });
  expect(html).toContain('data-testid="sales-page"');
  expect(html).toContain('R$ 397,00');

  // In the browser: the price and "Comprar" to the product's checkout.
  await page.goto('/sql-essencial');
  await expect(page.getByTestId('sales-price')).toHaveText('R$ 397,00');
  await expect(page.getByRole('link', { name: 'Comprar' })).toHaveAttribute(
    'href',
    'https://pay.kiwify.com.br/dPy7x2Q',
  );
  // The header's "Cursos" opens the catalogue of every product, prices and "Comprar" there too.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Cursos' })
    .click();
  await expect(page).toHaveURL(/\/cursos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar Dados com Python' })).toBeVisible();
});

test('a Hotmart purchase for a new e-mail: the invitation leads to a password and the course', async ({
  page,
  browser,
  request,
}) => {
  // The admin maps a Hotmart product id to "Dados com Python" (ADR 041).
  const hotmartId = String(Date.now() % 1_000_000_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin);
  const list = (await (await admin.request.get('/api/admin/products')).json()) as {
    data: (Record<string, unknown> & { id: number; slug: string })[];
  };
  const product = list.data.find((p) => p.slug === 'dados-com-python');
  if (!product) throw new Error('no product dados-com-python');
  const saved = await admin.request.put(`/api/admin/products/${product.id}`, {
    headers: await xsrfHeaders(admin),
    data: {
      title: product.title,
      slug: product.slug,
      description: product.description,
      cover_url: product.cover_url,
      can_comment: product.can_comment,
      price_text: product.price_text,
      offer_url: product.offer_url,
      platform_ids: [{ platform: 'hotmart', external_id: hotmartId }],
    },
  });
  expect(saved.status()).toBe(200);
  await adminContext.close();

  // Hotmart's webhook 2.0 delivery of an approved purchase, with the account's hottok.
  const email = `compradora-${Date.now()}@exemplo.com.br`;
  const at = Date.now();
  const delivery = await request.post('/api/webhooks/hotmart', {
    headers: { 'content-type': 'application/json', 'x-hotmart-hottok': HOTTOK },
    data: JSON.stringify({
      id: `evt-e2e-${at}`,
      creation_date: at,
      event: 'PURCHASE_APPROVED',
      version: '2.0.0',
      data: {
        product: { id: Number(hotmartId), ucode: 'fb056612', name: 'Dados com Python' },
        buyer: { email, name: 'Compradora Nova', first_name: 'Compradora' },
        purchase: {
          transaction: `HP${at}`,
          status: 'APPROVED',
          approved_date: at,
          order_date: at,
          price: { value: 397, currency_value: 'BRL' },
          payment: { type: 'CREDIT_CARD', installments_number: 1 },
        },
      },
    }),
  });
  expect(delivery.status()).toBe(200);

  // The invitation, as the SMTP server received it.
  const mail = await lastMailTo(email);
  const link = /\/finalizar-cadastro\?token=[\w-]+/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '/');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmação da senha', { exact: true }).fill(PASSWORD);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  // Hashing the password takes its time on a loaded machine.
  await expect(page).not.toHaveURL(/finalizar-cadastro/, { timeout: 30_000 });

  // Home: the course the purchase gave is "Continuar", and nothing is offered to buy there.
  await page.getByRole('link', { name: 'Continuar SQL essencial' }).click();
  await expect(page).toHaveURL(/\/sql-essencial$/);
  // The player, not the sales page: a lecture that is not free plays.
  await expect(page.getByTestId('sales-page')).toHaveCount(0);
  await page.goto('/sql-essencial/aula/2');
  await expect(page.getByTestId('video-da-aula')).toBeVisible();
});
