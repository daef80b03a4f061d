import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

/** Issue 33, item 16: a course's repositories reach whoever may watch it, and only them. */
const t = useTestApp();

async function repositoriesFor(role: Parameters<typeof t.as>[0], slug = 'react-do-zero') {
  const { status, body } = await (await t.as(role)).json(`/api/course-by-slug/${slug}`);
  expect(status).toBe(200);
  return endpoints.courseBySlug.response.parse(body).data.repositories;
}

async function courseId(slug: string) {
  const [row] = await t.db.query<{ id: number }>('select id from courses where slug = $1', [slug]);
  if (!row) throw new Error(`no course ${slug}`);
  return row.id;
}

describe("the course answer's repositories", () => {
  it('the seeded ones reach the students and admins; never a guest or an account without access', async () => {
    const seeded = [
      ['Projeto final', 'https://github.com/aula-dev/react-do-zero'],
      ['Exercícios', 'https://github.com/aula-dev/react-do-zero-exercicios'],
    ];
    const names = (list: { name: string; url: string }[] | undefined) =>
      list?.map((r) => [r.name, r.url]);
    expect(names(await repositoriesFor('student'))).toEqual(seeded);
    expect(names(await repositoriesFor('admin'))).toEqual(seeded);
    expect(await repositoriesFor('guest')).toBeUndefined();
    expect(await repositoriesFor('account')).toBeUndefined();
    // João's Formação Front-end expired: no access, no repositories.
    expect(await repositoriesFor('noAccessStudent')).toBeUndefined();
  }, 120_000); // five sign-ins, each a password hash

  it("an admin's new, edited and removed repository shows in the student's next answer (the kept answer follows)", async () => {
    const id = await courseId('react-do-zero');
    expect(await repositoriesFor('student')).toHaveLength(2); // kept by the process now
    const admin = await t.as('admin');
    const created = await admin.post(`/api/courses/${id}/repositories`, {
      json: {
        name: 'Slides',
        url: 'https://github.com/aula-dev/react-do-zero-slides',
        description: 'Os slides de cada aula.',
      },
    });
    expect(created.status).toBe(201);
    const repo = endpoints.createRepository.response.parse(await created.json()).data;
    expect((await repositoriesFor('student'))?.at(-1)).toMatchObject({
      name: 'Slides',
      description: 'Os slides de cada aula.',
    });
    const updated = await admin.put(`/api/courses/${id}/repositories/${repo.id}`, {
      json: { name: 'Slides das aulas', url: repo.url, description: '' },
    });
    expect(updated.status).toBe(200);
    expect((await repositoriesFor('student'))?.at(-1)?.name).toBe('Slides das aulas');
    expect((await admin.delete(`/api/courses/${id}/repositories/${repo.id}`)).status).toBe(204);
    expect((await repositoriesFor('student'))?.map((r) => r.name)).toEqual([
      'Projeto final',
      'Exercícios',
    ]);
  });
});
