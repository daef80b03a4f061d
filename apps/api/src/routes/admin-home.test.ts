import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

/** ADR 023: the admin home's figures, each as the database counts it. */
const t = useTestApp();

const summary = async () => {
  const { status, body } = await (await t.as('admin')).json('/api/admin/summary');
  expect(status).toBe(200);
  return endpoints.adminSummary.response.parse(body).data;
};
const count = async (sql: string) => {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n ${sql}`);
  return row?.n ?? -1;
};

describe('GET api/admin/summary', () => {
  it('counts students, new ones, granting subscriptions and releases of the next 7 days', async () => {
    const before = await summary();
    expect(before.students_count).toBe(await count('from users'));
    expect(before.active_subscriptions_count).toBe(
      await count("from enrollments where status in ('active', 'trial', 'lifetime')"),
    );
    await t.db.query(
      "update users set created_at = now() - interval '8 days' where email = 'joao@aula.dev'",
    );
    await t.db.query(
      "update users set created_at = now() - interval '1 day' where email = 'ana@aula.dev'",
    );
    const after = await summary();
    expect(after.students_new_this_week).toBe(
      await count("from users where created_at >= now() - interval '7 days'"),
    );
    // Move one published lecture into the next 7 days and one past them.
    const [soon] = await t.db.query<{ id: number }>(
      `select l.id from lectures l join sections s on s.id = l.section_id
         join courses c on c.id = s.course_id and c.is_published
        where l.is_published order by l.id limit 2`,
    );
    const base = after.lectures_releasing_count;
    await t.db.query(
      "update lectures set scheduled_for = now() + interval '3 days' where id = $1",
      [soon?.id],
    );
    expect((await summary()).lectures_releasing_count).toBe(base + 1);
    await t.db.query(
      "update lectures set scheduled_for = now() + interval '8 days' where id = $1",
      [soon?.id],
    );
    expect((await summary()).lectures_releasing_count).toBe(base);
  });

  it('counts comments no admin answered and lists the latest 5, newest first', async () => {
    const first = await summary();
    expect(first.unanswered_comments_count).toBeGreaterThan(0);
    const lectureId = await t.lectureId('react-do-zero', 'Boas-vindas e como estudar');
    const student = await t.as('student');
    const ids: number[] = [];
    for (const body of ['Primeira dúvida', 'Segunda', 'Terceira', 'Quarta', 'Quinta', 'Sexta']) {
      const created = await student.post(`/api/lectures/${lectureId}/comments`, { json: { body } });
      ids.push(((await created.json()) as { data: { id: number } }).data.id);
    }
    const six = await summary();
    expect(six.unanswered_comments_count).toBe(first.unanswered_comments_count + 6);
    expect(six.latest_unanswered_comments.map((c) => c.body)).toEqual([
      'Sexta',
      'Quinta',
      'Quarta',
      'Terceira',
      'Segunda',
    ]);
    expect(six.latest_unanswered_comments[0]).toMatchObject({
      author: { name: 'Maria da Silva', is_team: false },
      course: { slug: 'react-do-zero' },
      lecture: { id: lectureId, title: 'Boas-vindas e como estudar', position: 1 },
    });
    // A student's reply does not answer it; an admin's does.
    const last = ids.at(-1);
    await (await t.as('otherStudent')).post(`/api/comments/${last}/replies`, {
      json: { body: 'Também quero saber' },
    });
    expect((await summary()).unanswered_comments_count).toBe(six.unanswered_comments_count);
    await (await t.as('admin')).post(`/api/comments/${last}/replies`, {
      json: { body: 'Respondido pela equipe' },
    });
    const answered = await summary();
    expect(answered.unanswered_comments_count).toBe(six.unanswered_comments_count - 1);
    expect(answered.latest_unanswered_comments[0]?.body).toBe('Quinta');
  });

  it('counts the trial periods active today', async () => {
    expect((await summary()).active_trial_periods_count).toBe(0);
    await t.db.query(
      `insert into trial_periods (product_id, starts_on, ends_on, days)
       select id, current_date - 1, current_date + 1, 7 from products order by id limit 1`,
    );
    await t.db.query(
      `insert into trial_periods (product_id, starts_on, ends_on, days)
       select id, current_date + 10, current_date + 20, 7 from products order by id limit 1`,
    );
    expect((await summary()).active_trial_periods_count).toBe(1);
  });
});
