import { expect } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// The admin course list on the running stack (issue 18, page 1). The journeys create their own
// course and delete only it: the seeded courses are left for the other journeys.

test.describe('admin: the course list', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.admin);
  });

  test('search and filters live in the URL: a reload and the back button restore them', async ({
    page,
  }) => {
    await page.goto('/admin/cursos');
    await expect(page).toHaveTitle('Cursos — Administração — Aula');
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Administração' });
    await expect(nav.getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
    const trail = page.getByRole('navigation', { name: 'Trilha' });
    await expect(trail.getByText('Cursos')).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: 'React do zero' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill('python');
    await expect(page).toHaveURL(/\/admin\/cursos\?busca=python$/);
    await expect(table.getByRole('link', { name: 'React do zero' })).toHaveCount(0);
    await expect(table.getByRole('link', { name: /Python para análise de dados/ })).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Publicado' });
    await expect(page).toHaveURL(/\/admin\/cursos\?busca=python&status=publicado$/);
    await table.getByRole('button', { name: 'Alunos' }).click();
    await expect(page).toHaveURL(/status=publicado&ordem=alunos$/);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveValue('python');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
    await expect(page.getByRole('columnheader', { name: 'Alunos' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(table.getByRole('link', { name: /Python para análise de dados/ })).toBeVisible();
    await expect(table.getByRole('link', { name: 'React do zero' })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/cursos\?busca=python&status=publicado$/);
    await expect(page.getByRole('columnheader', { name: 'Alunos' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/cursos\?busca=python$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await expect(page.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveValue('python');
  });

  test('a page past the end (an old link) offers the first page, not "create the first course"', async ({
    page,
  }) => {
    await page.goto('/admin/cursos?pagina=99');
    await expect(page.getByRole('heading', { name: 'Esta página não existe mais' })).toBeVisible();
    await expect(page.getByText('Nenhum curso ainda')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Criar o primeiro curso' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ir para a primeira página' }).click();
    await expect(page).toHaveURL(/\/admin\/cursos$/);
    await expect(
      page.getByRole('table').getByRole('link', { name: 'React do zero' }),
    ).toBeVisible();
  });

  test('creates a course, lands on its page, then bulk-deletes it', async ({ page }) => {
    const title = `Curso de teste ${Date.now()}`;
    await page.goto('/admin/cursos');
    await page.getByRole('button', { name: 'Novo curso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo curso' });
    await dialog.getByRole('textbox', { name: /Título/ }).fill(title);
    await expect(dialog.getByRole('textbox', { name: /Endereço/ })).toHaveValue(
      title.toLowerCase().replaceAll(' ', '-'),
    );
    await dialog.getByRole('combobox', { name: /Produto/ }).selectOption({
      label: 'Formação Front-end',
    });
    await dialog.getByRole('button', { name: 'Criar curso' }).click();
    await expect(page).toHaveURL(/\/admin\/cursos\/\d+\/conteudo$/);
    await expect(page.getByText('Curso criado.')).toBeVisible();

    await page.goto(`/admin/cursos?busca=${encodeURIComponent(title)}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: title })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText('Rascunho')).toBeVisible();
    await page.getByRole('checkbox', { name: `Selecionar ${title}` }).click();
    await page.getByRole('button', { name: 'Excluir selecionados' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir 1 curso?' });
    await expect(confirm).toContainText('Os alunos perdem o acesso');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('1 curso excluído.')).toBeVisible();
    await expect(page.getByText('Nenhum curso encontrado')).toBeVisible();

    // The seeded courses are still there.
    await page.goto('/admin/cursos');
    await expect(
      page.getByRole('table').getByRole('link', { name: 'React do zero' }),
    ).toBeVisible();
  });
});
