import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

const t = useTestApp();

async function courseId(slug: string) {
  const [row] = await t.db.query<{ id: number }>('select id from courses where slug = $1', [slug]);
  if (!row) throw new Error(`no course ${slug}`);
  return row.id;
}

async function userId(email: string) {
  const [row] = await t.db.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function students(id: number, query = '') {
  const admin = await t.as('admin');
  const { status, body } = await admin.json(`/api/courses/${id}/students${query}`);
  expect(status).toBe(200);
  return endpoints.listCourseStudents.response.parse(body);
}

describe('given the seeded course React do zero (product Formação Front-end)', () => {
  it('lists every subscription to the product, any state, by name, with progress and last lecture', async () => {
    const id = await courseId('react-do-zero');
    const page = await students(id);
    expect(
      page.data.map((s) => [
        s.email,
        s.subscription_status,
        s.lectures_watched_percentage,
        s.last_lecture && [s.last_lecture.title, s.last_lecture.position],
      ]),
    ).toEqual([
      // 6 of the 9 published lectures (the scheduled one counts, the draft does not); opened the 7th.
      ['ana@aula.dev', 'active', 67, ['Buscando dados com SWR', 7]],
      // An expired subscription is listed with its state; João never opened this course.
      ['joao@aula.dev', 'expired', 0, null],
      ['visitante@aula.dev', 'pending_payment', 0, null],
      ['aluna@aula.dev', 'active', 33, ['useState na prática', 4]],
    ]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 15, total: 4 });
    const [ana, joao] = page.data;
    // The seed's views and progress are written at seeding: a date for those who opened the course.
    expect(ana?.last_accessed_at).toEqual(expect.any(String));
    expect(joao?.last_accessed_at).toBeNull();
    const [enrolled] = await t.db.query<{ created_at: Date }>(
      'select e.created_at from enrollments e join users u on u.id = e.user_id where u.email = $1 and e.product_id = 1',
      ['ana@aula.dev'],
    );
    expect(ana?.enrolled_at).toBe(enrolled?.created_at.toISOString());
  });

  it('filters by subscription state; an unknown state is a 422', async () => {
    const id = await courseId('react-do-zero');
    const expired = await students(id, '?status=expired');
    expect(expired.data.map((s) => s.email)).toEqual(['joao@aula.dev']);
    expect(expired.meta.total).toBe(1);
    const admin = await t.as('admin');
    expect((await admin.get(`/api/courses/${id}/students?status=ativa`)).status).toBe(422);
  });

  it('pages on the server: meta, the last page, a page past the end', async () => {
    const id = await courseId('react-do-zero');
    const first = await students(id, '?per_page=3');
    expect(first.data.map((s) => s.name)).toEqual([
      'Ana Beatriz Rocha',
      'João Pereira',
      'Lucas Oliveira',
    ]);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    const second = await students(id, '?per_page=3&page=2');
    expect(second.data.map((s) => s.name)).toEqual(['Maria da Silva']);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    const past = await students(id, '?per_page=3&page=9');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ current_page: 9, last_page: 2, per_page: 3, total: 4 });
  });

  it('searches name or e-mail, case-insensitive; % and _ match themselves', async () => {
    const id = await courseId('react-do-zero');
    expect((await students(id, '?search=ANA@')).data.map((s) => s.email)).toEqual(['ana@aula.dev']);
    expect((await students(id, '?search=pereira')).data.map((s) => s.email)).toEqual([
      'joao@aula.dev',
    ]);
    // As wildcards they would match every row.
    for (const term of ['%', '_', '%25', 'a%a', '\\']) {
      const found = await students(id, `?search=${encodeURIComponent(term)}`);
      expect(found.data, term).toEqual([]);
      expect(found.meta.total, term).toBe(0);
    }
    const [user] = await t.db.query<{ id: number }>(
      `insert into users (name, email, password_hash) values ('Aluno 100%_focado', 'foco@aula.dev', 'x')
       returning id`,
    );
    await t.db.query(
      "insert into enrollments (user_id, product_id, status) values ($1, 1, 'trial')",
      [user?.id],
    );
    const found = await students(id, `?search=${encodeURIComponent('100%_')}`);
    expect(found.data.map((s) => [s.email, s.subscription_status])).toEqual([
      ['foco@aula.dev', 'trial'],
    ]);
    await t.db.query('delete from users where id = $1', [user?.id]);
  });

  it('an unknown course is a 404; a bad page size a 422', async () => {
    const admin = await t.as('admin');
    expect((await admin.get('/api/courses/999999/students')).status).toBe(404);
    const id = await courseId('react-do-zero');
    expect((await admin.get(`/api/courses/${id}/students?per_page=0`)).status).toBe(422);
  });
});

describe('given activity written at known times', () => {
  it('last access is the latest lecture opened or marked watched in this course only', async () => {
    const id = await courseId('react-do-zero');
    const aluna = await userId('aluna@aula.dev');
    await t.db.query(
      `update course_progress set updated_at = '2026-03-02T10:00:00Z' where user_id = $1 and course_id = $2`,
      [aluna, id],
    );
    await t.db.query(
      `update lecture_views set created_at = '2026-03-01T10:00:00Z' where user_id = $1`,
      [aluna],
    );
    const byEmail = async () =>
      new Map((await students(id)).data.map((s) => [s.email, s.last_accessed_at]));
    expect((await byEmail()).get('aluna@aula.dev')).toBe('2026-03-02T10:00:00.000Z');

    const watched = await t.lectureId('react-do-zero', 'Boas-vindas e como estudar');
    await t.db.query(
      `update lecture_views set created_at = '2026-03-05T08:30:00Z' where user_id = $1 and lecture_id = $2`,
      [aluna, watched],
    );
    expect((await byEmail()).get('aluna@aula.dev')).toBe('2026-03-05T08:30:00.000Z');

    // Activity in another course does not count here.
    const other = await courseId('typescript-na-pratica');
    await t.db.query(
      `insert into course_progress (user_id, course_id, lecture_id, updated_at)
       values ($1, $2, null, '2026-04-01T00:00:00Z')`,
      [aluna, other],
    );
    expect((await byEmail()).get('aluna@aula.dev')).toBe('2026-03-05T08:30:00.000Z');
  });

  it('a last lecture that became a draft keeps the numbering of drafts after the published ones', async () => {
    const id = await courseId('react-do-zero');
    const ana = await userId('ana@aula.dev');
    const draft = await t.lectureId('react-do-zero', 'Exercício guiado: lista de tarefas');
    await t.db.query(
      'update course_progress set lecture_id = $3 where user_id = $1 and course_id = $2',
      [ana, id, draft],
    );
    const page = await students(id, '?search=ana@');
    expect(page.data[0]?.last_lecture).toEqual({
      id: draft,
      title: 'Exercício guiado: lista de tarefas',
      position: 10,
    });
  });
});
