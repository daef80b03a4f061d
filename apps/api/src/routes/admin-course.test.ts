import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

const t = useTestApp();

async function courseId(slug: string) {
  const [row] = await t.db.query<{ id: number }>('select id from courses where slug = $1', [slug]);
  if (!row) throw new Error(`no course ${slug}`);
  return row.id;
}

describe('course overview', () => {
  it("counts the seeded course's sections, lectures, students, progress and comments", async () => {
    const admin = await t.as('admin');
    const id = await courseId('react-do-zero');
    const { status, body } = await admin.json(`/api/courses/${id}/overview`);
    expect(status).toBe(200);
    expect(endpoints.courseOverview.response.parse(body).data).toEqual({
      course: { id, slug: 'react-do-zero', title: 'React do zero', is_published: true },
      sections_count: 3,
      // 10 lectures: one draft, one released in 7 days, eight published and released.
      lectures_published_count: 8,
      lectures_draft_count: 1,
      lectures_scheduled_count: 1,
      // aluna (active) and ana (lifetime) on formacao-front-end.
      students_count: 2,
      // aluna watched 3 of the 9 published lectures, ana 6: (33.3 + 66.7) / 2.
      average_progress_percentage: 50,
      // Every seeded comment is less than 7 days old: 3 threads and their 3 replies.
      comments_this_week_count: 6,
    });
  });

  it('a course without lectures is a draft with zeros; an unknown id is 404', async () => {
    const admin = await t.as('admin');
    const created = await admin.post('/api/courses', {
      json: { title: 'Vazio', slug: 'vazio', product_id: 1 },
    });
    const course = endpoints.createCourse.response.parse(await created.json()).data;
    const { body } = await admin.json(`/api/courses/${course.id}/overview`);
    expect(endpoints.courseOverview.response.parse(body).data).toMatchObject({
      course: { is_published: false },
      sections_count: 0,
      lectures_published_count: 0,
      // The product's students count already; with no lecture there is no progress.
      students_count: 2,
      average_progress_percentage: 0,
      comments_this_week_count: 0,
    });
    const missing = await admin.get('/api/courses/999999/overview');
    expect(missing.status).toBe(404);
  });
});

describe('course overview with the clock moved', () => {
  it('the week is the 7 days before now', async () => {
    const admin = await t.as('admin');
    const id = await courseId('react-do-zero');
    await t.db.query(
      `update comments set created_at = now() - interval '8 days'
        where id = (select min(id) from comments where lecture_id in
          (select l.id from lectures l join sections s on s.id = l.section_id where s.course_id = $1))`,
      [id],
    );
    const { body } = await admin.json(`/api/courses/${id}/overview`);
    expect(endpoints.courseOverview.response.parse(body).data.comments_this_week_count).toBe(5);
  });
});

describe('repositories', () => {
  it.each(['http://github.com/aula-dev/x', 'javascript:alert(1)', 'ftp://github.com/x'])(
    'refuses %s with a pt-BR field error and keeps https',
    async (url) => {
      const admin = await t.as('admin');
      const id = await courseId('react-do-zero');
      const refused = await admin.post(`/api/courses/${id}/repositories`, {
        json: { name: 'Repo', url },
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        errors: { url: ['Informe um endereço que comece com https://.'] },
      });
    },
  );

  it('adds an https repository with a description, edits it and clears the description', async () => {
    const admin = await t.as('admin');
    const id = await courseId('react-do-zero');
    const created = await admin.post(`/api/courses/${id}/repositories`, {
      json: { name: 'Repo', url: 'https://github.com/aula-dev/x', description: ' Exemplos ' },
    });
    expect(created.status).toBe(201);
    const repo = endpoints.createRepository.response.parse(await created.json()).data;
    expect(repo).toMatchObject({ name: 'Repo', description: 'Exemplos' });
    const updated = await admin.put(`/api/courses/${id}/repositories/${repo.id}`, {
      json: { name: 'Repo 2', url: 'https://github.com/aula-dev/y', description: '' },
    });
    expect(endpoints.updateRepository.response.parse(await updated.json()).data).toMatchObject({
      name: 'Repo 2',
      url: 'https://github.com/aula-dev/y',
      description: null,
    });
    const { body } = await admin.json(`/api/courses/${id}/repositories`);
    const listed = endpoints.listRepositories.response.parse(body).data;
    expect(listed.map((r) => r.name)).toEqual(['Projeto final', 'Exercícios', 'Repo 2']);
    expect(listed[0]?.description).toBeNull();
  });
});
