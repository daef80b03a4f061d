import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { accounts, apiHeaders, signIn } from './support/helpers';
import { test } from './support/test';

// Issue 38 §1 (ADR 043, 046): a student completes a short course, confirms the name on the
// certificate and downloads its PDF (whose text has the name, the course, the hours and the
// code); the public page, opened signed out, says "válido"; an admin revokes it with a reason and
// the page says revoked. A fresh account and a course of its own: the demo accounts and the seeded
// courses are shared with the other journeys, and the course is deleted at the end.

const PDFTOTEXT = '/usr/bin/pdftotext';
const PASSWORD = 'uma-senha-bem-longa-2026';
const HOURS = 3;

test.describe.configure({ timeout: 180_000 });

/** A published course of two published lectures in the demo's product, with its certificate. */
async function makeShortCourse(admin: Page, stamp: number) {
  const headers = await apiHeaders(admin);
  const products = (await (await admin.request.get('/api/products')).json()) as {
    data: { id: number; slug: string }[];
  };
  const productId = products.data.find((p) => p.slug === 'formacao-front-end')?.id;
  expect(productId).toBeDefined();
  const title = `Curso Curto ${stamp}`;
  const created = await admin.request.post('/api/courses', {
    headers,
    data: {
      title,
      slug: `curso-curto-${stamp}`,
      description: 'Um curso curto para o certificado.',
      product_id: productId,
      is_published: true,
    },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { data: { id: number } }).data.id;
  const section = await admin.request.post(`/api/courses/${courseId}/sections`, {
    headers,
    data: { title: 'Única seção' },
  });
  expect(section.status()).toBe(201);
  const sectionId = ((await section.json()) as { data: { id: number } }).data.id;
  const lectures: number[] = [];
  for (const [i, name] of ['Primeira aula', 'Última aula'].entries()) {
    const lecture = await admin.request.post(`/api/courses/${courseId}/lectures`, {
      headers,
      data: { section_id: sectionId, title: name, duration_seconds: 1800 + i, is_published: true },
    });
    expect(lecture.status()).toBe(201);
    lectures.push(((await lecture.json()) as { data: { id: number } }).data.id);
  }
  const settings = await admin.request.put(`/api/courses/${courseId}/certificate-settings`, {
    headers,
    data: {
      enabled: true,
      hours: HOURS,
      signer_name: 'Marta Diretora',
      signer_role: 'Diretora de ensino',
    },
  });
  expect(settings.status()).toBe(200);
  return { courseId, productId, title, slug: `curso-curto-${stamp}`, lectures };
}

test('a student completes a short course, downloads the certificate, and its public page says valid, then revoked', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `certificado.${stamp}@exemplo.com.br`;
  const fullName = 'Beatriz Certificado Nogueira';

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin);
  const course = await makeShortCourse(admin, stamp);

  try {
    // A fresh student with the course's product.
    await page.request.get('/sanctum/csrf-cookie');
    const registered = await page.request.post('/api/register', {
      headers: await apiHeaders(page),
      data: {
        name: 'Bia',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        accept_terms: true,
      },
    });
    expect(registered.status()).toBeLessThan(300);
    await signIn(page, { email, password: PASSWORD });
    const me = (await (await page.request.get('/api/me')).json()) as { data: { id: number } };
    const granted = await admin.request.post(`/api/admin/students/${me.data.id}/subscriptions`, {
      headers: await apiHeaders(admin),
      data: { product_id: course.productId },
    });
    expect(granted.status()).toBe(201);

    // Every lecture but the last through the API; the last one in the player.
    const first = await page.request.put(`/api/lectures/${course.lectures[0]}/watch`, {
      headers: await apiHeaders(page),
      data: { watched: true },
    });
    expect(first.status()).toBe(200);
    await page.goto(`/${course.slug}/aula/2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Última aula' })).toBeVisible();
    const watched = page.getByRole('button', { name: 'Assistida', exact: true });
    await expect(watched).toHaveAttribute('aria-pressed', 'false');
    await watched.click();
    await expect(watched).toHaveAttribute('aria-pressed', 'true');

    // "Parabéns, você concluiu …": the name is confirmed first.
    const banner = page.getByTestId('course-certificate');
    await expect(banner).toContainText(`Parabéns, você concluiu ${course.title}!`);
    await banner.getByRole('link', { name: 'Confirmar nome' }).click();
    await expect(page).toHaveURL(/\/eu\/certificados$/);
    await expect(page.getByRole('heading', { name: 'Nome no certificado' })).toBeVisible();
    await page.getByLabel('Nome completo').fill(fullName);
    await page.getByRole('button', { name: 'Confirmar nome' }).click();
    // The name is fixed from now on: the form gives way to it, and the certificate is issued.
    await expect(
      page.getByText(`Nome nos próximos certificados: ${fullName}`, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: `${course.title} Válido` }),
    ).toBeVisible();

    // Back in the player, the certificate is ready: "Baixar certificado".
    await page.goto(`/${course.slug}/aula/2`);
    await expect(banner).toContainText('Seu certificado está pronto.');
    const downloading = page.waitForEvent('download');
    await banner.getByRole('link', { name: 'Baixar certificado' }).click();
    const download = await downloading;
    const pdfPath = test.info().outputPath('certificado.pdf');
    await download.saveAs(pdfPath);

    const mine = (await (await page.request.get('/api/me/certificates')).json()) as {
      data: { certificates: { code: string | null; course: { id: number } }[] };
    };
    const code = mine.data.certificates.find((c) => c.course.id === course.courseId)?.code;
    expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);

    // The PDF's text (poppler's pdftotext): the name, the course, the hours and the code.
    if (existsSync(PDFTOTEXT)) {
      const text = execFileSync(PDFTOTEXT, ['-layout', pdfPath, '-'], { encoding: 'utf8' })
        .replace(/\s+/g, ' ')
        .trim();
      expect(text).toContain(fullName);
      expect(text).toContain(course.title);
      expect(text).toContain(`${HOURS} horas`);
      expect(text).toContain(code ?? 'no code');
    } else {
      test.info().annotations.push({
        type: 'skipped check',
        description: `${PDFTOTEXT} (poppler-utils) is not installed: the PDF's text was not read`,
      });
    }

    // The public page, signed out: valid, with the name and the course; its head says so too.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const served = await guest.request.get(`/certificados/${code}`);
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain(
      `<meta property="og:title" content="Certificado de ${fullName} — ${course.title}">`,
    );
    await guest.goto(`/certificados/${code}`);
    const status = guest.getByTestId('verification-status');
    await expect(status).toContainText('Certificado válido');
    await expect(guest.getByText(fullName, { exact: true })).toBeVisible();
    await expect(guest.getByText(course.title, { exact: true })).toBeVisible();
    await expect(guest.getByText(email)).toHaveCount(0);

    // An admin revokes it, with a reason, in the course's "Informações básicas".
    await admin.goto(`/admin/cursos/${course.courseId}/informacoes-basicas`);
    await admin.getByRole('button', { name: `Revogar o certificado de ${fullName}` }).click();
    await admin.getByLabel('Motivo da revogação').fill('Emitido por engano no teste');
    await admin.getByRole('button', { name: 'Confirmar revogação' }).click();
    await expect(admin.getByText('Certificado revogado.')).toBeVisible();
    await expect(admin.getByText(/Revogado em .*: Emitido por engano no teste/)).toBeVisible();

    // The public page now says revoked.
    await guest.reload();
    await expect(status).toContainText('Certificado revogado');
    await expect(guest.getByText('Certificado válido')).toHaveCount(0);
    await guestContext.close();
  } finally {
    // The course leaves with its certificate: the other journeys count the seeded catalogue.
    await admin.request.delete(`/api/courses/${course.courseId}`, {
      headers: await apiHeaders(admin),
    });
    await adminContext.close();
  }
});
