import { expect } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// The account area's layout, favourites and preferences on the running stack (issue 17). Each
// journey reads the state it starts from, so it passes on a database earlier runs have changed.

test.describe('account area: layout, favourites, preferences', () => {
  test('the side navigation lists the pages the viewer may open and marks the current one', async ({
    page,
  }) => {
    await signIn(page, accounts.student);
    await page.goto('/eu/perfil');
    const nav = page.getByRole('navigation', { name: 'Minha conta' });
    await expect(nav.getByRole('link')).toHaveCount(10);
    await expect(nav.getByRole('link', { name: 'Meu perfil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Favoritos' }).click();
    await expect(page).toHaveURL(/\/eu\/favoritos$/);
    await expect(nav.getByRole('link', { name: 'Favoritos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, accounts.nonStudent);
    await page.goto('/eu/perfil');
    // Lifetime access by order code is open to every account (ADR 031): how a buyer becomes one.
    await expect(nav.getByRole('link')).toHaveCount(7);
    await expect(nav.getByRole('link', { name: 'Acesso vitalício' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Favoritos' })).toHaveCount(0);
  });

  test('a student removes a favourite, undoes it, and it is still there after a reload', async ({
    page,
  }) => {
    await signIn(page, accounts.student);
    // Make sure the lecture is a favourite to start from.
    await page.goto('/react-do-zero/aula/2');
    const favourite = page.getByRole('button', { name: 'Favorita', exact: true });
    await expect(favourite).toBeVisible();
    if ((await favourite.getAttribute('aria-pressed')) !== 'true') {
      await favourite.click();
      await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    }
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    await page.goto('/eu/favoritos');
    const group = page.getByRole('region', { name: 'React do zero' });
    const lecture = group.getByRole('link', { name: `Aula 2: ${title}` });
    await expect(lecture).toHaveAttribute('href', '/react-do-zero/aula/2');
    await expect(group.getByRole('link', { name: 'React do zero' })).toHaveAttribute(
      'href',
      '/react-do-zero',
    );
    await page.getByRole('button', { name: `Remover “${title}” dos favoritos` }).click();
    await expect(lecture).toHaveCount(0);
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect(lecture).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'React do zero' }).getByRole('link', {
        name: `Aula 2: ${title}`,
      }),
    ).toBeVisible();
  });

  test('a preference changed on the page is still changed after a reload', async ({ page }) => {
    await signIn(page, accounts.student);
    await page.goto('/eu/preferencias');
    const autoPlay = page.getByRole('switch', { name: 'Reprodução automática' });
    await expect(autoPlay).toBeVisible();
    const before = (await autoPlay.getAttribute('aria-checked')) === 'true';
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/me/preferences') && response.request().method() === 'PUT',
    );
    await autoPlay.click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Reprodução automática' })).toHaveAttribute(
      'aria-checked',
      String(!before),
    );
    // Put it back for the journeys that follow.
    await page.getByRole('switch', { name: 'Reprodução automática' }).click();
    await expect(page.getByRole('switch', { name: 'Reprodução automática' })).toHaveAttribute(
      'aria-checked',
      String(before),
    );
  });
});
