import { expect } from '@playwright/test';
import { acceptTerms, accounts, apiHeaders, lastMailTo, signIn } from './support/helpers';
import { test } from './support/test';

// Issue 37 §3 (ADR 046): a guest meets a course on its sales page, rendered in the HTML with its
// head; a Hotmart purchase for a new e-mail makes the account, whose invitation leads to a
// password and to the course.

/** The e2e server's hottok (playwright.config.ts, `HOTMART_HOTTOK`). */
const HOTTOK = 'hottok-e2e-0123456789';
const PASSWORD = 'uma-senha-bem-longa-2026';

// A purchase, an e-mail, a registration and a course: more than 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

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

/** A Hotmart webhook 2.0 delivery for the product's id, with the account's hottok. */
function hotmartEvent(
  event: 'PURCHASE_APPROVED' | 'PURCHASE_REFUNDED',
  sale: { productId: string; email: string; transaction: string },
) {
  const at = Date.now();
  return {
    headers: { 'content-type': 'application/json', 'x-hotmart-hottok': HOTTOK },
    data: JSON.stringify({
      id: `evt-e2e-${event}-${sale.transaction}`,
      creation_date: at,
      event,
      version: '2.0.0',
      data: {
        product: { id: Number(sale.productId), ucode: 'fb056612', name: 'Curso da jornada' },
        buyer: { email: sale.email, name: 'Compradora Nova', first_name: 'Compradora' },
        purchase: {
          transaction: sale.transaction,
          status: event === 'PURCHASE_APPROVED' ? 'APPROVED' : 'REFUNDED',
          approved_date: at,
          order_date: at,
          price: { value: 297, currency_value: 'BRL' },
          payment: { type: 'CREDIT_CARD', installments_number: 1 },
        },
      },
    }),
  };
}

// Issue 37's proof, as the issue writes it: the admin makes a product (its own, with its own
// course, so that no other journey and no rerun meets it) with a price, an offer link and a
// Hotmart id; a guest sees its sales page; a Hotmart purchase for a new e-mail makes the account,
// whose invitation leads to a password, the course and its progress; a refund takes it away.
test('the front door: a product made in /admin/produtos, its sales page, a Hotmart purchase, the invitation, the course, the refund', async ({
  page,
  browser,
  request,
}) => {
  // The admin's product and course, then the buyer's whole way: longer than the file's 120 s.
  test.setTimeout(240_000);
  const run = Date.now();
  const hotmartId = String(run % 1_000_000_000);
  const productTitle = `Curso da jornada ${run}`;
  const productSlug = `jornada-${run}`;
  const courseTitle = `Planilhas da jornada ${run}`;
  const courseSlug = `planilhas-da-jornada-${run}`;
  const offerUrl = `https://pay.hotmart.com/J${run}X`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin);
  let productId: number | undefined;
  try {
    // The product, in the admin's drawer.
    await admin.goto('/admin/produtos');
    await admin.getByRole('button', { name: 'Novo produto' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Novo produto' });
    await drawer.getByLabel('Nome').fill(productTitle);
    await drawer.getByLabel('Endereço (slug)').fill(productSlug);
    await drawer.getByLabel('Descrição').fill('Fórmulas, tabelas dinâmicas e gráficos do zero.');
    await drawer.getByLabel('Preço mostrado').fill('R$ 297,00');
    await drawer.getByLabel('Link da oferta').fill(offerUrl);
    await drawer.getByLabel('Ids do produto na Hotmart').fill(hotmartId);
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await expect(admin.getByText('Produto criado.')).toBeVisible();
    await expect(drawer).toHaveCount(0);
    const row = admin.getByRole('row').filter({ hasText: productTitle });
    await expect(row).toContainText('R$ 297,00');
    await expect(row).toContainText('pay.hotmart.com');
    await expect(row).toContainText('0 cursos');
    const products = (await (await admin.request.get('/api/admin/products')).json()) as {
      data: {
        id: number;
        slug: string;
        platform_ids: { platform: string; external_id: string }[];
      }[];
    };
    const product = products.data.find((one) => one.slug === productSlug);
    productId = product?.id;
    expect(product?.platform_ids).toEqual([{ platform: 'hotmart', external_id: hotmartId }]);

    // Its course: made in "Novo curso" for this product, then its content and published.
    await admin.goto('/admin/cursos');
    await admin.getByRole('button', { name: 'Novo curso' }).click();
    const create = admin.getByRole('dialog', { name: 'Novo curso' });
    await create.getByRole('textbox', { name: /Título/ }).fill(courseTitle);
    await expect(create.getByRole('textbox', { name: /Endereço/ })).toHaveValue(courseSlug);
    await create.getByRole('combobox', { name: /Produto/ }).selectOption({ label: productTitle });
    await create.getByRole('button', { name: 'Criar curso' }).click();
    await expect(admin).toHaveURL(/\/admin\/cursos\/\d+\/conteudo$/);
    const courseId = Number(/cursos\/(\d+)\//.exec(admin.url())?.[1]);
    const headers = await apiHeaders(admin);
    const section = await admin.request.post(`/api/courses/${courseId}/sections`, {
      headers,
      data: { title: 'Primeiros passos' },
    });
    expect(section.status()).toBe(201);
    const sectionId = ((await section.json()) as { data: { id: number } }).data.id;
    const video = `${new URL(admin.url()).origin}/media/aula-demo.mp4`;
    for (const [title, free] of [
      ['Conhecendo a planilha', true],
      ['Fórmulas essenciais', false],
    ] as const) {
      const lecture = await admin.request.post(`/api/courses/${courseId}/lectures`, {
        headers,
        data: {
          section_id: sectionId,
          title,
          video_url: video,
          duration_seconds: 600,
          is_free: free,
          is_published: true,
        },
      });
      expect(lecture.status()).toBe(201);
    }
    const published = await admin.request.put(`/api/courses/${courseId}`, {
      headers,
      data: { title: courseTitle, slug: courseSlug, product_id: productId, is_published: true },
    });
    expect(published.status()).toBe(200);
    await admin.goto('/admin/produtos');
    await expect(admin.getByRole('row').filter({ hasText: productTitle })).toContainText('1 curso');

    // A guest: the course opens on its sales page, with the price and "Comprar" to the offer.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(`/${courseSlug}`);
    await expect(guest.getByTestId('sales-page')).toBeVisible();
    await expect(guest.getByTestId('sales-price')).toHaveText('R$ 297,00');
    await expect(guest.getByRole('link', { name: 'Comprar' })).toHaveAttribute('href', offerUrl);
    await guestContext.close();

    // Hotmart's approved purchase for a new e-mail.
    const email = `compradora-${run}@exemplo.com.br`;
    const sale = { productId: hotmartId, email, transaction: `HP${run}` };
    const approved = await request.post(
      '/api/webhooks/hotmart',
      hotmartEvent('PURCHASE_APPROVED', sale),
    );
    expect(approved.status()).toBe(200);
    // The product's row counts its new student.
    await admin.reload();
    await expect(admin.getByRole('row').filter({ hasText: productTitle })).toContainText('1 aluno');

    // The invitation, as the SMTP server received it, leads to a password and to the course.
    const mail = await lastMailTo(email, { subject: new RegExp(`Seu acesso a ${productTitle}`) });
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
    await page.getByRole('link', { name: `Continuar ${courseTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${courseSlug}(/aula/\\d+)?$`));
    await expect(page.getByTestId('sales-page')).toHaveCount(0);

    // The paid lecture plays, and marking it watched counts in the course's progress.
    await page.goto(`/${courseSlug}/aula/2`);
    await expect(page.getByTestId('video-da-aula')).toBeVisible();
    await expect(page.getByTestId('progresso-do-curso').first()).toContainText(
      '0 de 2 aulas assistidas (0%)',
    );
    const watched = page.getByRole('button', { name: 'Assistida', exact: true });
    await watched.click();
    await expect(watched).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('progresso-do-curso').first()).toContainText(
      '1 de 2 aulas assistidas (50%)',
    );
    await page.reload();
    await expect(page.getByTestId('progresso-do-curso').first()).toContainText(
      '1 de 2 aulas assistidas (50%)',
    );

    // Hotmart's refund of the same sale takes the access away.
    const refunded = await request.post(
      '/api/webhooks/hotmart',
      hotmartEvent('PURCHASE_REFUNDED', sale),
    );
    expect(refunded.status()).toBe(200);
    await page.goto(`/${courseSlug}`);
    await expect(page.getByTestId('sales-page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Comprar' })).toBeVisible();
    await page.goto(`/${courseSlug}/aula/2`);
    await expect(page.getByRole('heading', { name: /exclusiva para alunos/ })).toBeVisible();
    await expect(page.getByTestId('video-da-aula')).toHaveCount(0);

    // The admin sees no student left, and deletes the journey's product from the list, told first
    // what goes with it: the home and the catalogue stay as seeded.
    await admin.reload();
    const listed = admin.getByRole('row').filter({ hasText: productTitle });
    await expect(listed).toContainText('0 alunos');
    await listed.getByRole('button', { name: `Excluir ${productTitle}` }).click();
    const confirm = admin.getByRole('alertdialog', {
      name: `Excluir o produto “${productTitle}”?`,
    });
    await expect(confirm).toContainText(
      '0 alunos perderão acesso. 1 curso e 2 aulas serão excluídos junto',
    );
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(admin.getByText('Produto excluído.')).toBeVisible();
    await expect(listed).toHaveCount(0);
    productId = undefined;
    // Both ends of the product are in the audit log, by the admin who acted (ADR 047).
    await admin.goto('/admin/auditoria');
    const entries = admin.getByRole('row').filter({ hasText: productTitle });
    await expect(entries.filter({ hasText: 'Excluiu um produto' })).toContainText(
      '0 pessoas perderam o acesso · 1 curso excluído',
    );
    await expect(entries.filter({ hasText: 'Criou um produto' })).toContainText('Não se aplica');
  } finally {
    // A journey that stopped half-way still takes its product and course away.
    if (productId !== undefined) {
      await admin.request.delete(`/api/admin/products/${productId}`, {
        headers: await apiHeaders(admin),
      });
    }
    await adminContext.close();
  }
});
