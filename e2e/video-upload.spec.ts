import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

// Issue 35 on the running stack: an admin uploads a real video (ffmpeg's test pattern and a
// tone) over tus, pauses and resumes it, waits for the in-process worker's HLS ladder, adds a
// caption file; a student plays it over HLS, picks a quality, turns captions on and sees a cue,
// hovers the timeline and sees a thumbnail, stops at 0:12, and a second browser resumes there.

const COURSE = 'typescript-na-pratica';

test('an uploaded video is transcoded, captioned and played over HLS; its position follows the student', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const work = mkdtempSync(join(tmpdir(), 'aula-e2e-video-'));
  const video = join(work, 'aula-nova.mp4');
  // 20 s of 720p (three rungs) at 5 Mbit/s: about 12 MB, two tus chunks of 8 MiB.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=24',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '20',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '5M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    video,
  ]);
  const captions = 'WEBVTT\n\n00:00:00.500 --> 00:00:08.000\nOlá, turma: esta é a aula nova.\n';

  await signIn(page, accounts.admin);
  const course = (await (await page.request.get(`/api/course-by-slug/${COURSE}`)).json()) as {
    data: { id: number; sections: { lectures: { id: number; title: string }[] }[] };
  };
  const lecture = course.data.sections[0]?.lectures[0];
  if (!lecture) throw new Error('the seed changed: no first lecture');
  await page.goto(`/admin/cursos/${course.data.id}/conteudo`);
  await page.getByRole('button', { name: `Editar ${lecture.title}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Editar aula' });
  await drawer.getByRole('tab', { name: 'Enviar arquivo' }).click();

  // Each chunk takes a while here, so that the upload can be paused in the middle.
  await page.route('**/api/video-uploads/**', async (route) => {
    if (route.request().method() === 'PATCH')
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await drawer.getByLabel('Arquivo de vídeo').setInputFiles(video);
  await expect(drawer.getByText(/Enviando \d+ %/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Pausar' }).click();
  await expect(drawer.getByText(/Pausado em \d+ %/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Continuar' }).click();
  await expect(drawer.getByText(/Processando/)).toBeVisible({ timeout: 60_000 });
  await expect(drawer.getByText('Pronto', { exact: true })).toBeVisible({ timeout: 120_000 });
  await page.unroute('**/api/video-uploads/**');

  // The demo lecture already has the sample's pt-BR track: this one is added in English.
  await drawer.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'Inglês' });
  await drawer.getByLabel('Arquivo de legenda').setInputFiles({
    name: 'legenda.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from(captions),
  });
  await drawer.getByRole('button', { name: 'Adicionar legenda' }).click();
  await expect(drawer.getByText(/1 fala/)).toBeVisible();
  // The sample's pt-BR track was saved before this video: marked as the previous video's; the
  // English one, added now, is not.
  const tracks = drawer.getByRole('listitem');
  await expect(tracks.filter({ hasText: 'Português (Brasil)' })).toContainText('Do vídeo anterior');
  await expect(tracks.filter({ hasText: 'Inglês' })).not.toContainText('Do vídeo anterior');
  await page.keyboard.press('Escape');

  // The student, over HLS.
  const student = await browser.newContext();
  const play = await student.newPage();
  await signIn(play, accounts.student);
  await play.goto(`/${COURSE}/aula/1`);
  const element = play.getByTestId('video-da-aula');
  const quality = play.getByRole('combobox', { name: 'Qualidade' });
  // Exact names: "Automático (720p)" names the rung playing, which also contains "720p".
  await expect(quality.getByRole('option', { name: '360p', exact: true })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(quality.getByRole('option', { name: '720p', exact: true })).toHaveCount(1);
  await quality.selectOption({ label: '360p' });
  await play.getByRole('combobox', { name: 'Legendas' }).selectOption({ label: 'Inglês' });
  await element.evaluate(async (media: HTMLVideoElement) => {
    media.muted = true;
    media.currentTime = 1;
    await media.play();
  });
  await expect
    .poll(() =>
      element.evaluate((media: HTMLVideoElement) => {
        const track = [...media.textTracks].find((t) => t.mode === 'showing');
        return track?.activeCues?.[0] ? (track.activeCues[0] as VTTCue).text : null;
      }),
    )
    .toBe('Olá, turma: esta é a aula nova.');
  await play.getByRole('slider', { name: 'Linha do tempo' }).hover();
  await expect(play.getByTestId('miniatura-da-linha-do-tempo')).toBeVisible();
  const saved = play.waitForRequest(
    (request) =>
      /\/api\/lectures\/\d+\/position$/.test(request.url()) && request.method() === 'PUT',
  );
  await element.evaluate((media: HTMLVideoElement) => {
    media.currentTime = 12;
    media.pause();
  });
  expect((await saved).postDataJSON()).toEqual({ seconds: 12 });

  const phone = await browser.newContext();
  const other = await phone.newPage();
  await signIn(other, accounts.student);
  await other.goto(`/${COURSE}/aula/1`);
  await expect(other.getByText('Continuando de 0:12')).toBeVisible({ timeout: 30_000 });
  await phone.close();
  await student.close();
  expect(readFileSync(video).length).toBeGreaterThan(8 * 1024 * 1024);
});
