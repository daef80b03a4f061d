import { readdirSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { acceptTerms, accounts, lastMailTo, lectureHydrated, signIn } from './support/helpers';
import { test } from './support/test';

// The other journeys run with reduced motion (playwright.config.ts, ADR 052); the shell's menus,
// drawers and dialogs are checked here with their animations on, as most people see them.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

type Role = 'guest' | 'student' | 'nonStudent' | 'admin';

/** Where each role ends up when it opens each page (spec, sections 2, 5 and 6). */
const matrix: { path: string; expect: Record<Role, string> }[] = [
  { path: '/', expect: { guest: '/', student: '/', nonStudent: '/', admin: '/' } },
  {
    path: '/eu/perfil',
    expect: {
      guest: '/login?redirect=%2Feu%2Fperfil',
      student: '/eu/perfil',
      nonStudent: '/eu/perfil',
      admin: '/eu/perfil',
    },
  },
  {
    path: '/eu/favoritos?aba=cursos',
    expect: {
      guest: '/login?redirect=%2Feu%2Ffavoritos%3Faba%3Dcursos',
      student: '/eu/favoritos?aba=cursos',
      nonStudent: '/eu/perfil',
      admin: '/eu/perfil',
    },
  },
  {
    path: '/admin/cursos',
    expect: {
      guest: '/login?redirect=%2Fadmin%2Fcursos',
      student: '/',
      nonStudent: '/',
      admin: '/admin/cursos',
    },
  },
  {
    path: '/login',
    expect: { guest: '/login', student: '/', nonStudent: '/', admin: '/admin' },
  },
  {
    path: '/cadastrar',
    expect: { guest: '/cadastrar', student: '/', nonStudent: '/', admin: '/admin' },
  },
  {
    path: '/verificar-email',
    expect: { guest: '/', student: '/', nonStudent: '/', admin: '/' },
  },
  {
    path: '/finalizar-cadastro',
    expect: { guest: '/', student: '/', nonStudent: '/', admin: '/' },
  },
  {
    path: '/aulas-agendadas',
    expect: {
      guest: '/login?redirect=%2Faulas-agendadas',
      student: '/aulas-agendadas',
      nonStudent: '/aulas-agendadas',
      admin: '/aulas-agendadas',
    },
  },
];

for (const role of ['guest', 'student', 'nonStudent', 'admin'] as const) {
  test(`the guard matrix as ${role}`, async ({ page }) => {
    if (role !== 'guest') await signIn(page, accounts[role]);
    for (const row of matrix) {
      await page.goto(row.path);
      const want = row.expect[role];
      await expect(page, `${role} opening ${row.path}`).toHaveURL(
        (url) => `${url.pathname}${url.search}` === want,
      );
      // Settled: the page's own heading is there (no spinner left, no redirect loop).
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    if (role === 'student') {
      // Admin screens are not rendered for a student, and the API refuses them too.
      await page.goto('/admin');
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('navigation', { name: 'Administração' })).toHaveCount(0);
      const api = await page.request.get('/api/courses', {
        headers: { Accept: 'application/json' },
      });
      expect(api.status()).toBe(403);
    }
    if (role === 'admin') {
      // The admin frame (loaded with the admin pages) is there, with its side navigation.
      await page.goto('/admin');
      const nav = page.getByRole('navigation', { name: 'Administração' });
      await expect(nav.getByRole('link', { name: 'Cursos' })).toHaveAttribute(
        'href',
        '/admin/cursos',
      );
      await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });
}

test('login honours a safe redirect with its query', async ({ page }) => {
  await page.goto('/aulas-agendadas?dia=amanha');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faulas-agendadas%3Fdia%3Damanha$/);
  await page.getByLabel('E-mail', { exact: true }).fill(accounts.student.email);
  await page.getByLabel('Senha', { exact: true }).fill(accounts.student.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/aulas-agendadas\?dia=amanha$/);
  await expect(page.getByRole('heading', { name: 'Aulas agendadas' })).toBeVisible();
});

for (const unsafe of [
  '/\\evil.example',
  'https://evil.example/x',
  'javascript:alert(1)',
  '/logout',
]) {
  test(`login refuses the redirect ${unsafe}`, async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(unsafe)}`);
    await page.getByLabel('E-mail', { exact: true }).fill(accounts.student.email);
    await page.getByLabel('Senha', { exact: true }).fill(accounts.student.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(
      (url) => url.origin === new URL(page.url()).origin && url.pathname === '/',
    );
    await expect(
      page.getByRole('heading', { name: `Olá, ${accounts.student.name.split(' ')[0]}!` }),
    ).toBeVisible();
  });
}

test('registration signs in and the e-mail link verifies the address once', async ({ page }) => {
  const email = `nova.${Date.now()}@aula.dev`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/cadastrar$/);
  // A taken e-mail is said on its field, and what was typed stays.
  await page.getByLabel('Nome', { exact: true }).fill('Nova Pessoa');
  await page.getByLabel('E-mail', { exact: true }).fill(accounts.student.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-segura-123');
  await page.getByLabel('Confirmação da senha', { exact: true }).fill('senha-segura-123');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const emailField = page.getByLabel('E-mail', { exact: true });
  await expect(emailField).toHaveAccessibleDescription('Este e-mail já está em uso.');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Nova Pessoa');

  await emailField.fill(email);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Enviamos um link de verificação para ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Olá, Nova!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu da conta de Nova Pessoa' })).toBeVisible();

  const mail = await lastMailTo(email);
  const link = mail.body.match(/\/verificar-email\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByText('E-mail verificado!')).toBeVisible();
  await page.goto(link as string);
  await expect(page.getByText('Este e-mail já foi verificado.')).toBeVisible();
  await page.goto('/verificar-email?token=token-que-nao-existe');
  await expect(page.getByText('Link de verificação inválido.')).toBeVisible();
});

test('forgot password: the e-mail, then the code and a new password', async ({ page }) => {
  const email = `esqueci.${Date.now()}@aula.dev`;
  // An account of its own, so the demo logins keep their passwords.
  await page.goto('/cadastrar');
  await page.getByLabel('Nome', { exact: true }).fill('Pessoa Esquecida');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-antiga-123');
  await page.getByLabel('Confirmação da senha', { exact: true }).fill('senha-antiga-123');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Passo 2 de 2')).toBeVisible();
  const code =
    (await lastMailTo(email, { subject: /redefinir a senha/ })).body.match(/\b(\d{6})\b/)?.[1] ??
    '';
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code is said on its field and keeps the passwords typed.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Código', { exact: true }).fill(wrong);
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-456');
  await page.getByLabel('Confirmação da nova senha', { exact: true }).fill('senha-nova-456');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByLabel('Código', { exact: true })).toHaveAccessibleDescription(
    /O código informado está incorreto\./,
  );
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue('senha-nova-456');

  await page.getByLabel('Código', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-nova-456');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Olá, Pessoa!' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Menu da conta de Pessoa Esquecida' }),
  ).toBeVisible();
});

test('a page chunk that fails to load reloads the page once, then shows the error page', async ({
  page,
}) => {
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });
  await page.route(/\/assets\/forgot-password-page-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/esqueci-senha');
  await expect(page.getByRole('heading', { name: 'Erro interno do servidor' })).toBeVisible();
  expect(documentLoads).toBe(2);
  // No third load: the guard in sessionStorage holds for 10 s.
  await page.waitForTimeout(1500);
  expect(documentLoads).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('aula:chunk-reload-at'))).toMatch(
    /^\d+$/,
  );
});

test('a new deploy offers the update', async ({ page }) => {
  await page.route('**/build.json', (route) =>
    route.fulfill({
      json: { build_id: 'uma-versao-mais-nova', built_at: new Date().toISOString() },
    }),
  );
  await page.goto('/');
  // A guest's page starts its app at the first move (ADR 048).
  await page.mouse.move(10, 10);
  await expect(page.getByText('Nova versão disponível')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atualizar' })).toBeVisible();
});

test('with no Sentry DSN configured, no Sentry code is downloaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Boas-vindas à Aula' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /sentry/i.test(path))).toEqual([]);
  // The build does hold Sentry, in its own chunk, for when a DSN is configured.
  const assets = readdirSync('apps/web/dist/assets');
  const sentryChunk = assets.find((file) => /^sentry-init-.*\.js$/.test(file));
  expect(sentryChunk).toBeTruthy();
  expect(readFileSync(`apps/web/dist/assets/${sentryChunk}`, 'utf8')).toContain('sentry');
});

test('the first page links only its own styles; another page and the account menu bring the rest, styled', async ({
  page,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  const html = await (await page.request.get('/')).text();
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(linked).toHaveLength(1);
  expect(linked[0]).not.toMatch(/styles-all/);
  // The account menu opens on the first page with the whole stylesheet under it (ADR 029).
  await signIn(page, accounts.student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Olá, Maria/ })).toBeVisible();
  const menu = page.getByRole('button', { name: /Maria da Silva/ });
  await menu.click();
  const panel = page.getByRole('dialog', { name: 'Menu da conta' });
  await expect(panel.getByRole('link', { name: 'Sair' })).toBeVisible();
  expect(sheets.some((path) => /styles-all/.test(path))).toBe(true);
  const surface = await panel.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(surface).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('Escape');
  // A page opened first that is not `/` is styled from its first paint: its primary button.
  const fresh = await page.context().browser()?.newPage();
  if (!fresh) throw new Error('no browser');
  await fresh.goto(new URL('/login', page.url()).href);
  const submit = fresh.getByRole('button', { name: 'Entrar' });
  await expect(submit).toBeVisible();
  expect(await submit.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  await fresh.close();
});

test('a path no page matches is answered with HTTP 404 and the pt-BR 404 page', async ({
  page,
}) => {
  const response = await page.goto('/nao/existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.getByText('Página não encontrada: /nao/existe')).toBeVisible();
  await expect(page).toHaveTitle('Página não encontrada — Aula');
  // A page (with parameters, or a redirect-only one) is 200.
  for (const path of ['/', '/eu/perfil', '/react-do-zero/aula/1', '/admin/curso/1']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});

test.describe('titles and focus', () => {
  test('each page has its pt-BR title; an in-app navigation moves focus to its heading, the first load does not', async ({
    page,
  }) => {
    await page.goto('/');
    const home = page.getByRole('heading', { level: 1, name: 'Boas-vindas à Aula' });
    await expect(home).toBeVisible();
    await expect(page).toHaveTitle('Início — Aula');
    await expect(home).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // The guest's page starts its app at the first move (ADR 048); in-app from there.
    await page.mouse.move(10, 10);
    await expect(
      page.getByRole('contentinfo').getByRole('radio', { name: 'Sistema' }),
    ).toBeVisible();
    await expect(home).not.toBeFocused();

    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Entrar — Aula');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar na Aula' })).toBeFocused();

    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    await expect(page).toHaveURL(/\/cadastrar/);
    await expect(page).toHaveTitle('Criar conta — Aula');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar sua conta' })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveTitle('Entrar — Aula');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar na Aula' })).toBeFocused();
  });

  test("the player's title does not outlive it", async ({ page }) => {
    await page.goto('/react-do-zero/aula/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas e como estudar');
    await expect(page).toHaveTitle(/Boas-vindas e como estudar/);
    // An in-app navigation: the app's, once it has taken the server's page over (ADR 051).
    await lectureHydrated(page);
    await page.getByRole('link', { name: 'Aula, início' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Início — Aula');
    await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas à Aula' })).toBeFocused();
  });

  test("a guard's redirect on the first load titles the page it lands on and takes no focus", async ({
    page,
  }) => {
    await page.goto('/eu/perfil');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page).toHaveTitle('Entrar — Aula');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar na Aula' })).not.toBeFocused();
  });
});
