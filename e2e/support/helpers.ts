import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { mailDir } from '../../playwright.config';

export const accounts = {
  student: { name: 'Maria da Silva', email: 'aluna@aula.dev', password: 'aula-aluna-2026' },
  nonStudent: { email: 'visitante@aula.dev', password: 'aula-visitante-2026' },
  admin: { email: 'admin@aula.dev', password: 'aula-admin-2026' },
} as const;

/** The request headers of the page's own API calls: its CSRF token (from the cookie) and JSON. */
export async function apiHeaders(page: Page) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' };
}

/** Signs in through the API (Sanctum's flow), sharing the page's cookies: fast and real. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.request.get('/sanctum/csrf-cookie');
  const response = await page.request.post('/login', {
    headers: await apiHeaders(page),
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(204);
}

/** The security notice each sign-in from a new browser sends (ADR 045): skipped unless asked for. */
const NEW_DEVICE_SUBJECT = 'Novo acesso à sua conta';

/**
 * The newest message the API sent to `to` (the test SMTP server's folder), waiting for it to
 * arrive; with `subject`, the newest whose subject matches.
 */
export async function lastMailTo(
  to: string,
  { subject }: { subject?: RegExp } = {},
): Promise<{ subject: string; body: string }> {
  let found: { to: string; subject: string; body: string } | undefined;
  await expect(async () => {
    const files = readdirSync(mailDir).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(readFileSync(join(mailDir, file), 'utf8'));
      const wanted = subject
        ? subject.test(message.subject)
        : message.subject !== NEW_DEVICE_SUBJECT;
      if (message.to === to && wanted) {
        found = message;
        return;
      }
    }
    throw new Error(`no mail to ${to} yet`);
  }).toPass({ timeout: 10_000 });
  if (!found) throw new Error('unreachable');
  return found;
}

/** The sign-up's "Li e aceito os Termos de uso e o Aviso de privacidade" (ADR 047). */
export async function acceptTerms(page: Page) {
  await page
    .getByRole('checkbox', { name: 'Li e aceito os Termos de uso e o Aviso de privacidade' })
    .check();
}

/**
 * Waits for the app to have taken a guest's server-rendered page over (ADR 048, 051): until then
 * its buttons and shortcuts are markup only, and a key pressed is the browser's alone.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}

/**
 * Waits until the app has taken a guest's free lecture over (ADR 051): the page paints from the
 * server's HTML, and its buttons, shortcuts and in-app links are the app's once hydration ends.
 * The video's controls come a frame after that (ADR 029, section 14).
 */
export async function lectureHydrated(page: Page) {
  await expect(page.getByTestId('video-da-aula')).toHaveAttribute('controls', '');
}
