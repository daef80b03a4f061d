import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { mailDir } from '../playwright.config';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// The account-step flows on the running stack (issue 17, ADR 014): codes are read from the mail
// sink (scripts/smtp-sink.mjs; WhatsApp PINs from MAIL_DIR) as a person reads them in a mailbox. These journeys change the
// demo accounts' e-mail, password and number, so their project runs after every other journey
// (playwright.config.ts).

const codeIn = (body: string) => {
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
};

const mailFiles = () => new Set<string>(existsSync(mailDir) ? readdirSync(mailDir) : []);

interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Runs `action`, then waits for the message it sends to `to`. Only files written after the action
 * count: the sink keeps the messages of earlier runs and steps.
 */
async function mailSentTo(to: string, subject: RegExp, action: () => Promise<unknown>) {
  const before = mailFiles();
  await action();
  let found: Mail | undefined;
  await expect(() => {
    const fresh = [...mailFiles()].filter((file) => !before.has(file)).sort();
    found = fresh
      .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as Mail)
      // A sign-in from a new browser also mails its notice (ADR 045): the one asked for counts.
      .findLast((message) => message.to === to && subject.test(message.subject));
    expect(found?.subject).toMatch(subject);
  }).toPass({ timeout: 10_000 });
  return found as Mail;
}

/** The code of the message `action` sends to `to`. */
const codeSentTo = async (to: string, subject: RegExp, action: () => Promise<unknown>) =>
  codeIn((await mailSentTo(to, subject, action)).body);

async function typeCode(page: Page, name: 'Código' | 'PIN', code: string) {
  const input = page.getByRole('textbox', { name, exact: true });
  await input.click();
  await input.pressSequentially(code);
}

/** A second browser signed in as the same person (another device). */
async function secondDevice(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto('/eu/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  return { context, page };
}

test('password change: a code by e-mail, the new password; the other device is signed out', async ({
  page,
  browser,
}) => {
  const account = accounts.student;
  await signIn(page, account);
  const other = await secondDevice(browser, account);

  await page.goto('/eu/seguranca');
  await expect(page.getByRole('heading', { level: 1, name: 'Segurança' })).toBeVisible();
  const flow = page.getByRole('region', { name: 'Trocar senha' });
  const code = await codeSentTo(account.email, /trocar sua senha/, () =>
    flow.getByRole('button', { name: 'Enviar código' }).click(),
  );
  await expect(flow.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();

  // A wrong code is said on its field and nothing else is lost.
  const next = 'senha-nova-da-aluna-2026';
  await typeCode(page, 'Código', code === '000000' ? '111111' : '000000');
  await flow.getByLabel('Nova senha', { exact: true }).fill(next);
  await flow.getByLabel('Confirmação da nova senha').fill(next);
  await flow.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(flow.getByText(/O código informado está incorreto/)).toBeVisible();
  await expect(flow.getByLabel('Nova senha', { exact: true })).toHaveValue(next);

  await flow.getByRole('textbox', { name: 'Código', exact: true }).fill('');
  await typeCode(page, 'Código', code);
  await flow.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(flow.getByText('Senha trocada')).toBeVisible();

  // This device goes on; the other one lands on the login at its next call.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Segurança' })).toBeVisible();
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/login/);
  await other.context.close();

  // The new password signs in; the old one no longer does.
  const fresh = await browser.newContext();
  const login = await fresh.newPage();
  await signIn(login, { email: account.email, password: next });
  await expect(async () => signIn(login, account)).rejects.toThrow();
  await fresh.close();
});

test('e-mail change in three steps; then the new address signs in and the old one fails', async ({
  page,
  browser,
}) => {
  const account = accounts.nonStudent;
  const newEmail = 'visitante.nova@aula.dev';
  await signIn(page, account);
  const other = await secondDevice(browser, account);

  await page.goto('/eu/seguranca');
  const flow = page.getByRole('region', { name: 'Trocar e-mail' });
  await expect(flow.getByText(account.email)).toBeVisible();
  // Step 1: the code sent to the current address (sent on its sixth digit).
  const current = await codeSentTo(account.email, /trocar seu e-mail/, () =>
    flow.getByRole('button', { name: 'Enviar código' }).click(),
  );
  await typeCode(page, 'Código', current);

  // Step 2: the new address; an address taken by someone else is refused on the field.
  const field = flow.getByRole('textbox', { name: 'Novo e-mail' });
  await field.fill('aluna@aula.dev');
  await flow.getByRole('button', { name: 'Enviar código' }).click();
  await expect(flow.getByText('Este e-mail já está em uso.')).toBeVisible();
  await field.fill(newEmail);
  const next = await codeSentTo(newEmail, /novo e-mail/, () =>
    flow.getByRole('button', { name: 'Enviar código' }).click(),
  );

  // Step 3: the code sent to the new address; the old address gets a notice.
  const notice = await mailSentTo(account.email, /foi trocado/, () =>
    typeCode(page, 'Código', next),
  );
  expect(notice.body).toContain(newEmail);
  await expect(flow.getByText('E-mail trocado')).toBeVisible();
  await expect(flow.getByText(/Agora você entra com/)).toContainText(newEmail);

  await other.page.reload();
  await expect(other.page).toHaveURL(/\/login/);
  await other.context.close();

  const fresh = await browser.newContext();
  const login = await fresh.newPage();
  await signIn(login, { email: newEmail, password: account.password });
  await expect(async () => signIn(login, account)).rejects.toThrow();
  await fresh.close();
});

test('WhatsApp change: the number with its mask, the PIN sent to it, then the number on the profile', async ({
  page,
}) => {
  await signIn(page, accounts.admin);
  await page.goto('/eu/perfil');
  const flow = page.getByRole('region', { name: 'WhatsApp' });
  await expect(flow.getByText('Você ainda não cadastrou um número de WhatsApp.')).toBeVisible();
  const number = flow.getByRole('textbox', { name: 'Número do WhatsApp' });
  await number.pressSequentially('20987654321');
  await expect(number).toHaveValue('+55 (20) 98765-4321');
  await flow.getByRole('button', { name: 'Enviar PIN' }).click();
  await expect(flow.getByText(/Este DDD não existe/)).toBeVisible();
  await number.fill('');
  await number.pressSequentially('21987654321');
  const pin = await codeSentTo('+5521987654321', /PIN/, () =>
    flow.getByRole('button', { name: 'Enviar PIN' }).click(),
  );
  await typeCode(page, 'PIN', pin);
  await expect(flow.getByText('Número confirmado')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'WhatsApp' }).getByText('+55 (21) 98765-4321'),
  ).toBeVisible();
});

test('WhatsApp PIN: the step survives a reload, a wrong PIN costs one try and empties the boxes, a number can be removed', async ({
  page,
}) => {
  // Another account than the journey above: a second PIN for one account within a minute waits
  // out the resend cooldown (RESEND_COOLDOWN_MS), which is not what this journey is about.
  await signIn(page, { email: 'ana@aula.dev', password: 'aula-ana-2026' });
  await page.goto('/eu/perfil');
  const flow = page.getByRole('region', { name: 'WhatsApp' });
  const number = flow.getByRole('textbox', { name: 'Número do WhatsApp' });
  await number.pressSequentially('21987651111');
  const pin = await codeSentTo('+5521987651111', /PIN/, () =>
    flow.getByRole('button', { name: 'Enviar PIN' }).click(),
  );
  // The PIN waits on the server: a reload opens its step again.
  await page.reload();
  const input = flow.getByRole('textbox', { name: 'PIN', exact: true });
  await expect(input).toBeVisible();
  await expect(flow.getByText('+55 (21) 98765-1111')).toBeVisible();
  await expect(number).toHaveCount(0);

  const wrong = pin === '000000' ? '111111' : '000000';
  await typeCode(page, 'PIN', wrong);
  await expect(flow.getByText(/Restam 4 tentativas/)).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  // The button does not send the wrong PIN again (that would cost another try).
  await flow.getByRole('button', { name: 'Confirmar número' }).click();
  await expect(flow.getByText('Informe os 6 dígitos do código.')).toBeVisible();
  await typeCode(page, 'PIN', wrong);
  await expect(flow.getByText(/Restam 3 tentativas/)).toBeVisible();
  await typeCode(page, 'PIN', pin);
  await expect(flow.getByText('Número confirmado')).toBeVisible();

  await page.reload();
  await expect(flow.getByText('+55 (21) 98765-1111')).toBeVisible();
  await flow.getByRole('button', { name: 'Remover número' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover seu número de WhatsApp?' });
  await dialog.getByRole('button', { name: 'Remover número' }).click();
  await expect(flow.getByText('Número de WhatsApp removido.')).toBeVisible();
  await page.reload();
  await expect(flow.getByText('Você ainda não cadastrou um número de WhatsApp.')).toBeVisible();
});
