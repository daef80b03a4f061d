import { type Browser, expect, type Page } from '@playwright/test';
import { accounts, apiHeaders, signIn } from './support/helpers';
import { test } from './support/test';

// The curriculum editor on the running stack (issue 18, page 3): an admin builds a course's
// content; a guest plays its free lecture; a student of the product sees the scheduled one locked
// with its release date. The journey creates its own course and deletes it at the end.

const ZONE = 'America/Sao_Paulo';

/** Tomorrow on the school's clock: the picker's text and the player's "25 de novembro". */
function tomorrow() {
  const day = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, ...options }).format(day);
  return {
    typed: part({ day: '2-digit', month: '2-digit', year: 'numeric' }),
    spoken: part({ day: 'numeric', month: 'long' }),
    badge: part({ day: 'numeric', month: 'short' }),
  };
}

/**
 * A new course is a draft that students and guests do not see (ADR 018): the admin publishes it
 * on its "Informações básicas" tab, as a person would.
 */
async function makeCourseVisibleToStudents(page: Page, courseId: number) {
  await page.goto(`/admin/cursos/${courseId}/informacoes-basicas`);
  const published = page.getByRole('switch', { name: 'Publicado' });
  await expect(published).not.toBeChecked();
  await published.click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informações do curso salvas.')).toBeVisible();
  await expect(published).toBeChecked();
}

async function asGuest(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test.describe('admin: the course content editor', () => {
  test('builds sections and lectures, schedules, frees, publishes, reorders; students see it', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signIn(page, accounts.admin);
    const title = `Curso de conteúdo ${Date.now()}`;

    await page.goto('/admin/cursos');
    await page.getByRole('button', { name: 'Novo curso' }).click();
    const create = page.getByRole('dialog', { name: 'Novo curso' });
    await create.getByRole('textbox', { name: /Título/ }).fill(title);
    await create.getByRole('combobox', { name: /Produto/ }).selectOption({
      label: 'Formação Front-end',
    });
    const slug = await create.getByRole('textbox', { name: /Endereço/ }).inputValue();
    expect(slug).toMatch(/^curso-de-conte/);
    await create.getByRole('button', { name: 'Criar curso' }).click();
    await expect(page).toHaveURL(/\/admin\/cursos\/\d+\/conteudo$/);
    const courseId = Number(/cursos\/(\d+)\//.exec(page.url())?.[1]);

    try {
      await expect(page).toHaveTitle('Conteúdo do curso — Administração — Aula');
      await expect(page.getByText('Este curso ainda não tem seções')).toBeVisible();

      // A section and two lectures, each saved before the next step.
      await page.getByRole('button', { name: 'Adicionar seção' }).click();
      await page.getByRole('textbox', { name: 'Nome da nova seção' }).fill('Módulo 1');
      await page.keyboard.press('Enter');
      const addLecture = page.getByRole('button', { name: 'Adicionar aula na seção Módulo 1' });
      await expect(addLecture).toBeVisible();
      for (const name of ['Aula agendada', 'Aula grátis']) {
        await addLecture.click();
        await page.getByRole('textbox', { name: 'Título da nova aula' }).fill(name);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('switch', { name: `Publicada: ${name}` })).toBeVisible();
      }
      const lectures = page.getByRole('list', { name: 'Aulas da seção Módulo 1' });
      const titles = () => lectures.getByTestId('lecture').getByRole('button').first();
      await expect(lectures.getByTestId('lecture')).toHaveCount(2);
      await expect(lectures.getByText('Rascunho')).toHaveCount(2);

      // The first one: scheduled for tomorrow 10:00 and published, in the drawer.
      const when = tomorrow();
      await page.getByRole('button', { name: 'Editar Aula agendada' }).click();
      let drawer = page.getByRole('dialog', { name: 'Editar aula' });
      await drawer.getByRole('textbox', { name: /Liberar em/ }).fill(when.typed);
      await drawer.getByRole('textbox', { name: /Liberar em/ }).press('Enter');
      const time = drawer.getByRole('textbox', { name: 'Hora' });
      await time.fill('10:00');
      await time.press('Enter');
      await drawer.getByRole('switch', { name: 'Publicada' }).click();
      await drawer.getByRole('button', { name: 'Salvar' }).click();
      // It has no video yet: publishing asks first (issue 33).
      await page
        .getByRole('alertdialog', { name: 'Publicar “Aula agendada” sem vídeo?' })
        .getByRole('button', { name: 'Publicar sem vídeo' })
        .click();
      await expect(page.getByText('Aula salva.')).toBeVisible();
      await expect(drawer).toHaveCount(0);
      await expect(lectures.getByText(`Agendada para ${when.badge}, 10:00`)).toBeVisible();

      // The second one: a video (drawer), then free and published from the row's switches.
      await page.getByRole('button', { name: 'Editar Aula grátis' }).click();
      drawer = page.getByRole('dialog', { name: 'Editar aula' });
      const origin = new URL(page.url()).origin;
      // A lecture without a video opens on "Enviar arquivo" (issue 35): the link is a tab away.
      await drawer.getByRole('tab', { name: 'Link externo' }).click();
      await drawer
        .getByRole('textbox', { name: /Endereço do vídeo/ })
        .fill(`${origin}/media/aula-demo.mp4`);
      await drawer.getByRole('button', { name: 'Salvar' }).click();
      await expect(drawer).toHaveCount(0);
      for (const name of ['Grátis: Aula grátis', 'Publicada: Aula grátis']) {
        const toggle = page.getByRole('switch', { name });
        const saved = page.waitForResponse(
          (r) => r.request().method() === 'PUT' && /\/lectures\/\d+$/.test(r.url()),
        );
        await toggle.click();
        expect((await saved).status()).toBe(200);
        await expect(toggle).toBeChecked();
      }
      await expect(lectures.getByText('Rascunho')).toHaveCount(0);

      // Reorder from the keyboard: the free lecture goes first, one request.
      await expect(titles()).toHaveText('Aula agendada');
      const ranked = page.waitForResponse((r) => r.url().endsWith('/rank-lectures'));
      await page.getByRole('button', { name: 'Mover Aula grátis' }).focus();
      // Each key waits for what the live region says, as a screen reader user would: on a busy
      // machine an arrow pressed before the lift registered moves nothing.
      const said = (text: string) => page.getByRole('status').filter({ hasText: text });
      await page.keyboard.press('Space');
      await expect(said('Aula grátis levantada')).toHaveCount(1);
      // dnd-kit's keyboard sensor starts listening in a `setTimeout` after the lift: on a loaded
      // machine the first arrow can come before it and move nothing. Press again until the move is
      // announced; at the top of the course's only section, another ArrowUp moves nothing further.
      await expect(async () => {
        await page.keyboard.press('ArrowUp');
        await expect(said('Aula grátis movida para a seção Módulo 1, posição 1')).toHaveCount(1, {
          timeout: 1000,
        });
      }).toPass({ timeout: 10_000 });
      await page.keyboard.press('Space');
      expect((await ranked).status()).toBe(204);
      await page.reload();
      await expect(lectures.getByTestId('lecture')).toHaveCount(2);
      await expect(titles()).toHaveText('Aula grátis');
      await expect(lectures.getByText(`Agendada para ${when.badge}, 10:00`)).toBeVisible();

      await makeCourseVisibleToStudents(page, courseId);

      // A guest plays the free lecture (now the first).
      const guest = await asGuest(browser, `/${slug}/aula/1`);
      await expect(guest.page.getByTestId('video-da-aula')).toBeVisible();
      await guest.close();

      // The product's student sees the scheduled one locked, with its date in pt-BR.
      const context = await browser.newContext();
      const student = await context.newPage();
      await signIn(student, accounts.student);
      await student.goto(`/${slug}/aula/2`);
      await expect(student.getByText(`${when.spoken} às 10:00`)).toBeVisible();
      await expect(student.getByTestId('video-da-aula')).toHaveCount(0);
      await context.close();
    } finally {
      await page.request.delete(`/api/courses/${courseId}`, {
        headers: await apiHeaders(page),
      });
    }
  });
});
