import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, type StoredTheme, useStoredTheme } from './support/axe';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// Dark mode (issue 20, ADR 027): the choice, applied before the first paint, and every main page
// axe-clean in both themes.

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * Records, before any page script runs, the theme `<html>` has when `<body>` is created (what the
 * first paint shows) and the body's background when the document is parsed, before the app has
 * mounted (a guest's `/` has its whole page in the HTML already: ADR 029, sections 12 and 17).
 */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as Record<string, unknown>;
    new MutationObserver((_changes, observer) => {
      if (!document.body) return;
      seen.__themeAtBody = {
        dark: document.documentElement.classList.contains('dark'),
        colorScheme: document.documentElement.style.colorScheme,
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.__atContentLoaded = {
        background: getComputedStyle(document.body).backgroundColor,
        // Whether the app has mounted its React root (a guest's `/` has its whole page in the
        // HTML, and its app starts after the first paint: ADR 029, section 17).
        appRendered: Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      };
    });
  });
}

test.describe('dark mode', () => {
  test('a guest chooses "Escuro" in the footer; after a reload the page is dark before its first paint', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordFirstPaintTheme(page);
    await page.goto('/');
    // A guest's page starts its app at the first move (ADR 048): the theme choice is the app's.
    await page.mouse.move(10, 10);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('radio', { name: 'Sistema' })).toBeChecked();
    expect(await isDark(page)).toBe(false);

    await footer.getByText('Escuro').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('aula:theme'))).toBe('dark');

    await page.reload();
    await page.mouse.move(20, 20);
    await expect(
      page.getByRole('contentinfo').getByRole('radio', { name: 'Escuro' }),
    ).toBeChecked();
    const atBody = await page.evaluate(
      () => (window as unknown as Record<string, unknown>).__themeAtBody,
    );
    expect(atBody).toEqual({ dark: true, colorScheme: 'dark' });
    const atLoad = await page.evaluate(
      () => (window as unknown as Record<string, unknown>).__atContentLoaded,
    );
    // zinc-950, the dark background, already painted before the app rendered.
    expect(atLoad).toEqual({
      background: expect.stringMatching(/^oklch\(0\.14/),
      appRendered: false,
    });
  });

  test('a student picks "Sistema" in the account menu: dark on a dark device, light on a light one, live', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, accounts.student);
    await page.goto('/');
    const openMenu = async () => {
      await page.getByRole('button', { name: /Menu da conta de/ }).click();
      return page.getByRole('dialog', { name: 'Menu da conta' });
    };
    let menu = await openMenu();
    await menu.getByText('Escuro').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await menu.getByText('Sistema').click();
    await expect(menu.getByRole('radio', { name: 'Sistema' })).toBeChecked();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    // Remembered: a reload on a dark device is dark again, and the menu still says "Sistema".
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await isDark(page)).toBe(true);
    menu = await openMenu();
    await expect(menu.getByRole('radio', { name: 'Sistema' })).toBeChecked();
  });

  test('an admin picks "Escuro" in the admin frame, and the public site follows', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, accounts.admin);
    await page.goto('/admin');
    const theme = page.getByRole('complementary').getByRole('group', { name: 'Tema' });
    await expect(theme.getByRole('radio', { name: 'Sistema' })).toBeChecked();
    await theme.getByText('Escuro').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('link', { name: 'Ver o site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    expect(await isDark(page)).toBe(true);
  });
});

/** Opens a page and waits until its content, not its loading state, is shown. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const guestPages = ['/', '/login', '/cadastrar', '/esqueci-senha', '/nao/existe'];
const studentPages = [
  '/',
  '/react-do-zero/aula/1',
  '/aulas-agendadas',
  '/eu/perfil',
  '/eu/seguranca',
  '/eu/assinaturas',
  '/eu/favoritos',
  '/eu/preferencias',
];
const adminPages = [
  '/admin',
  '/admin/cursos',
  '/admin/cursos/1',
  '/admin/cursos/1/conteudo',
  '/admin/estudantes',
  '/admin/comentarios',
  '/admin/periodo-de-teste',
];

for (const theme of ['light', 'dark'] as const satisfies StoredTheme[]) {
  test.describe(`axe on the main pages, ${theme === 'dark' ? 'dark' : 'light'} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // Several pages per test, each loaded and checked: more than one page's 30 s.
      test.setTimeout(120_000);
      await useStoredTheme(page, theme);
    });

    const checkAll = async (page: Page, paths: string[]) => {
      for (const path of paths) {
        await openSettled(page, path);
        expect(await isDark(page)).toBe(theme === 'dark');
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }
    };

    test('guest pages', async ({ page }) => {
      await checkAll(page, guestPages);
    });

    test('student pages: catalogue, player, account', async ({ page }) => {
      await signIn(page, accounts.student);
      await checkAll(page, studentPages);
    });

    test('admin pages', async ({ page }) => {
      await signIn(page, accounts.admin);
      await checkAll(page, adminPages);
    });
  });
}
