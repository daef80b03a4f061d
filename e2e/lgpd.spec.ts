import { expect } from '@playwright/test';
import { accounts, apiHeaders, lastMailTo, signIn } from './support/helpers';
import { test } from './support/test';

// Issue 38 §2 (ADR 044): a student downloads their data, then deletes the account; they cannot
// sign in again and their answered comment shows as removed. A fresh account of its own: the
// shared demo accounts are never deleted.

const PASSWORD = 'uma-senha-bem-longa-2026';

test.describe.configure({ timeout: 180_000 });

test('a student downloads their data, deletes the account, cannot sign in, and their comment shows as removed', async ({
  page,
  browser,
}) => {
  const email = `lgpd.${Date.now()}@exemplo.com.br`;
  const name = 'Helena Lgpd Teixeira';

  // Sign up through the API (the sign-up page has its own journey).
  await page.request.get('/sanctum/csrf-cookie');
  const registered = await page.request.post('/api/register', {
    headers: await apiHeaders(page),
    data: { name, email, password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true },
  });
  expect(registered.status()).toBeLessThan(300);
  await signIn(page, { email, password: PASSWORD });
  const me = (await (await page.request.get('/api/me')).json()) as { data: { id: number } };

  // The admin grants the course's product, so the student may comment.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin);
  const course = (await (await admin.request.get('/api/course-by-slug/react-do-zero')).json()) as {
    data: { sections: { lectures: { id: number }[] }[] };
  };
  const products = (await (await admin.request.get('/api/products')).json()) as {
    data: { id: number; slug: string }[];
  };
  // React do zero belongs to Formação Front-end (the seed).
  const productId = products.data.find((p) => p.slug === 'formacao-front-end')?.id;
  const granted = await admin.request.post(`/api/admin/students/${me.data.id}/subscriptions`, {
    headers: await apiHeaders(admin),
    data: { product_id: productId },
  });
  expect(granted.status()).toBe(201);
  const lecture = course.data.sections[0]?.lectures[0]?.id;

  // The student asks a question; the team answers it.
  const asked = await page.request.post(`/api/lectures/${lecture}/comments`, {
    headers: await apiHeaders(page),
    data: { body: 'Pergunta da Helena sobre o LGPD' },
  });
  expect(asked.status()).toBe(201);
  const question = ((await asked.json()) as { data: { id: number } }).data.id;
  const answered = await admin.request.post(`/api/comments/${question}/replies`, {
    headers: await apiHeaders(admin),
    data: { body: 'Resposta da equipe' },
  });
  expect(answered.status()).toBe(201);

  // "Baixar meus dados".
  await page.goto('/eu/privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidade' })).toBeVisible();
  await page.getByRole('button', { name: 'Gerar cópia dos meus dados' }).click();
  const link = page.getByRole('link', { name: /Baixar meus dados \(JSON/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const download = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  const document = (await download.json()) as { data: { users: { email: string } } };
  expect(document.data.users.email).toBe(email);
  expect(JSON.stringify(document)).toContain('Pergunta da Helena sobre o LGPD');
  expect((await lastMailTo(email, { subject: /^Seus dados estão prontos$/ })).subject).toBe(
    'Seus dados estão prontos',
  );

  // "Excluir minha conta": the password, then the code from the e-mail.
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(`Enviamos um código de 6 dígitos para ${email}`)).toBeVisible({
    timeout: 30_000,
  });
  let code = '';
  await expect(async () => {
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Código para excluir sua conta na Aula');
    code = /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '';
  }).toPass({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Código' }).fill(code);
  await page.getByRole('button', { name: 'Excluir minha conta definitivamente' }).click();
  await expect(page).toHaveURL(/\/conta-excluida$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conta excluída' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // They cannot sign in again.
  await page.request.get('/sanctum/csrf-cookie');
  const again = await page.request.post('/login', {
    headers: await apiHeaders(page),
    data: { email, password: PASSWORD },
  });
  expect(again.status()).toBe(422);

  // The answered question stays in its thread, removed.
  await admin.goto(`/react-do-zero/aula/${lecture}`);
  await expect(admin.getByText('Comentário removido').first()).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByText('Pergunta da Helena sobre o LGPD')).toHaveCount(0);
  await adminContext.close();
});
