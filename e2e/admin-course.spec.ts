import { expect } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

test('an admin opens a course, reads its overview, switches tabs and manages a repository', async ({
  page,
}) => {
  await signIn(page, accounts.admin);
  const list = await page.request.get('/api/courses?search=react-do-zero', {
    headers: { Accept: 'application/json' },
  });
  const course = ((await list.json()) as { data: { id: number; slug: string }[] }).data.find(
    (c) => c.slug === 'react-do-zero',
  );
  expect(course).toBeDefined();
  const base = `/admin/cursos/${course?.id}`;

  await page.goto(base);
  await expect(page.getByRole('heading', { level: 1, name: 'React do zero' })).toBeVisible();
  await expect(page.getByText('Publicado', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver como aluno' })).toHaveAttribute(
    'href',
    '/react-do-zero/aula/1',
  );
  const item = (label: string) => page.getByTestId('overview-item').filter({ hasText: label });
  await expect(item('Seções')).toContainText('3');
  await expect(item('Aulas publicadas')).toContainText('8');
  await expect(item('Aulas em rascunho')).toContainText('1');
  await expect(item('Aulas agendadas')).toContainText('1');
  await expect(item('Alunos')).toContainText('2');
  await expect(item('Progresso médio')).toContainText('50%');

  const tabs = page.getByRole('navigation', { name: 'Seções do curso' });
  await expect(tabs.getByRole('link', { name: 'Visão geral' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await tabs.getByRole('link', { name: 'Conteúdo' }).click();
  await expect(page).toHaveURL(`${base}/conteudo`);
  await expect(page.getByRole('heading', { level: 2, name: 'Conteúdo' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Conteúdo' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).toHaveURL(base);
  await expect(tabs.getByRole('link', { name: 'Visão geral' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goForward();
  await expect(page).toHaveURL(`${base}/conteudo`);

  await tabs.getByRole('link', { name: 'Repositórios' }).click();
  await expect(page).toHaveURL(`${base}/repositorios`);
  await expect(page.getByTestId('repository')).toHaveCount(2);

  await page.getByRole('button', { name: 'Adicionar repositório' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo repositório' });
  await dialog.getByLabel('Nome').fill('Slides');
  await dialog.getByLabel('Endereço (URL)').fill('http://github.com/aula-dev/slides');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe um endereço que comece com https://.')).toBeVisible();
  await dialog.getByLabel('Endereço (URL)').fill('https://github.com/aula-dev/slides');
  await dialog.getByLabel('Descrição').fill('Os slides das aulas.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const slides = page.getByTestId('repository').filter({ hasText: 'Slides' });
  await expect(slides.getByRole('link')).toHaveAttribute(
    'href',
    'https://github.com/aula-dev/slides',
  );
  await expect(slides.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByRole('button', { name: 'Editar Slides' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar repositório' });
  await edit.getByLabel('Nome').fill('Slides do curso');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Slides do curso' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Slides do curso' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir Slides do curso' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Excluir o repositório “Slides do curso”?',
  });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByTestId('repository')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('repository')).toHaveCount(2);
});

test('an unknown course id says so and links back to the list', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/admin/cursos/999999/repositorios');
  await expect(page.getByRole('heading', { level: 1, name: 'Curso não encontrado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para os cursos' })).toHaveAttribute(
    'href',
    '/admin/cursos',
  );
});

test('the redirect-only /admin/curso/{id} opens the content tab', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/admin/curso/1');
  await expect(page).toHaveURL('/admin/cursos/1/conteudo');
  await expect(
    page
      .getByRole('navigation', { name: 'Seções do curso' })
      .getByRole('link', { name: 'Conteúdo' }),
  ).toHaveAttribute('aria-current', 'page');
});
