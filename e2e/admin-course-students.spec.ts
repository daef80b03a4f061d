import { expect } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// The "Alunos" tab of a seeded course on the running stack (issue 18, page 6; ADR 019). It only
// reads: the other journeys may change the demo students' progress, so exact percentages are
// asserted for João only, whom no journey signs in as in this course.

test.describe('admin: a course’s students', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.admin);
  });

  test('lists the subscribers with progress and state; the search lives in the URL', async ({
    page,
  }) => {
    await page.goto('/admin/cursos?busca=react');
    const course = page.getByRole('table').getByRole('link', { name: 'React do zero' });
    const href = (await course.getAttribute('href')) ?? '';
    const id = /\/admin\/cursos\/(\d+)/.exec(href)?.[1];
    expect(id).toBeTruthy();

    await page.goto(`/admin/cursos/${id}`);
    const tabs = page.getByRole('navigation', { name: 'Seções do curso' });
    await tabs.getByRole('link', { name: 'Alunos' }).click();
    await expect(page).toHaveURL(`/admin/cursos/${id}/alunos`);
    await expect(page).toHaveTitle('Alunos do curso — Administração — Aula');
    await expect(tabs.getByRole('link', { name: 'Alunos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Alunos' })).toBeVisible();

    const table = page.getByRole('table');
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    // Every subscription to Formação Front-end, whatever its state.
    await expect(page.getByText('4 alunos')).toBeVisible();
    const ana = row('Ana Beatriz Rocha');
    await expect(ana).toContainText('ana@aula.dev');
    await expect(
      ana.getByRole('progressbar', { name: 'Progresso de Ana Beatriz Rocha' }),
    ).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(ana).toContainText('ativa');
    await expect(ana.getByRole('link', { name: /^\d+\. / })).toHaveAttribute(
      'href',
      /^\/react-do-zero\/aula\/\d+$/,
    );
    const joao = row('João Pereira');
    await expect(joao).toContainText('expirada');
    await expect(joao).toContainText('nunca');
    await expect(joao.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    await page.getByRole('searchbox', { name: 'Buscar alunos' }).fill('pereira');
    await expect(page).toHaveURL(`/admin/cursos/${id}/alunos?busca=pereira`);
    await expect(page.getByText('1 aluno', { exact: true })).toBeVisible();
    await expect(row('Ana Beatriz Rocha')).toHaveCount(0);
    await expect(row('João Pereira')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar alunos' })).toHaveValue('pereira');
    await expect(row('João Pereira')).toBeVisible();
    await expect(row('Ana Beatriz Rocha')).toHaveCount(0);

    const student = table.getByRole('link', { name: 'João Pereira', exact: true });
    await expect(student).toHaveAttribute('href', /^\/admin\/estudantes\/\d+$/);
    await student.click();
    await expect(page).toHaveURL(/\/admin\/estudantes\/\d+$/);
  });
});
