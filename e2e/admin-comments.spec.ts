import { expect } from '@playwright/test';
import { accounts, signIn } from './support/helpers';
import { test } from './support/test';

test('an admin answers an unanswered comment and the student sees the team reply in the player', async ({
  browser,
  page: admin,
}, testInfo) => {
  test.setTimeout(60_000); // two people in two browsers, and the admin's queue in between
  const stamp = Date.now();
  const question = `Dúvida para a equipe ${stamp}`;
  const answer = `Resposta da equipe ${stamp}`;

  // The student asks on a lecture of react-do-zero.
  const { baseURL } = testInfo.project.use;
  const studentContext = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const student = await studentContext.newPage();
  await signIn(student, accounts.student);
  await student.goto('/react-do-zero/aula/3');
  await student.getByRole('textbox', { name: 'Escreva um comentário' }).fill(question);
  await student.getByRole('button', { name: 'Comentar' }).click();
  await expect(
    student.getByRole('article', { name: /comentário de Maria/ }).filter({ hasText: question }),
  ).toBeVisible();

  // The admin finds it in the queue (the navigation counts what waits) and answers as the team.
  await signIn(admin, accounts.admin);
  await admin.goto('/admin/comentarios');
  await expect(admin.getByRole('heading', { level: 1, name: 'Comentários' })).toBeVisible();
  const nav = admin.getByRole('navigation', { name: 'Administração' }).first();
  await expect(nav.getByRole('link', { name: /^Comentários\s*\d+ sem resposta$/ })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Buscar no texto' }).fill(String(stamp));
  await expect(admin).toHaveURL(new RegExp(`busca=${stamp}`));
  const card = admin.getByRole('listitem').filter({
    has: admin.getByRole('article', { name: 'Comentário de Maria da Silva' }),
  });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(question)).toBeVisible();
  await expect(card.getByRole('link', { name: /React do zero › 3\./ })).toHaveAttribute(
    'href',
    '/react-do-zero/aula/3',
  );
  await card.getByRole('button', { name: 'Responder como equipe' }).click();
  await card.getByRole('textbox', { name: 'Resposta da equipe para Maria da Silva' }).fill(answer);
  await card.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(admin.getByText('Resposta enviada.')).toBeVisible();
  // Answered: it leaves the "sem resposta" queue, and shows under "Respondidos".
  await expect(admin.getByText('Nenhum comentário encontrado')).toBeVisible();
  await admin.getByRole('button', { name: 'Respondidos' }).click();
  await expect(admin).toHaveURL(/situacao=respondidos/);
  await expect(admin.getByText(answer)).toBeVisible();

  // The student sees the answer with the team's badge in the player.
  await student.reload();
  const thread = student
    .getByRole('article', { name: /comentário de Maria/ })
    .filter({ hasText: question });
  const reply = thread.getByRole('article', { name: /resposta de/ }).filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(reply.getByText('Equipe Aula')).toBeVisible();

  await studentContext.close();
});
