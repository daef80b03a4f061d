import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

// A viewer's course answer is kept by the process (ADR 029, section 15). These writes go straight
// to the database, as another API process or an operator would make them: each must show on the
// very next read, through the counters the triggers of migration 0014 move.
const t = useTestApp();

async function read() {
  const student = await t.as('student');
  const { status, body } = await student.json('/api/course-by-slug/react-do-zero');
  expect(status).toBe(200);
  return endpoints.courseBySlug.response.parse(body).data;
}
const lectures = (course: Awaited<ReturnType<typeof read>>) =>
  course.sections.flatMap((section) => section.lectures);

async function studentId() {
  const [row] = await t.db.query<{ id: number }>(
    "select id from users where email = 'aluna@aula.dev'",
  );
  if (!row) throw new Error('the seed changed: no demo student');
  return row.id;
}

describe('a kept course answer', () => {
  it('shows at once what another process wrote of the viewer: watched, bookmarked, where they stopped', async () => {
    const user = await studentId();
    const before = await read();
    expect(await read()).toEqual(before); // kept: the same answer
    const target = lectures(before).find((l) => !l.has_watched && !l.is_bookmarked && !l.is_locked);
    if (!target) throw new Error('the seed changed: no open lecture left unmarked');

    await t.db.query('insert into lecture_views (user_id, lecture_id) values ($1, $2)', [
      user,
      target.id,
    ]);
    const watched = await read();
    expect(lectures(watched).find((l) => l.id === target.id)?.has_watched).toBe(true);
    expect(watched.lectures_watched_count).toBe(before.lectures_watched_count + 1);

    await t.db.query('insert into bookmarks (user_id, lecture_id) values ($1, $2)', [
      user,
      target.id,
    ]);
    expect(lectures(await read()).find((l) => l.id === target.id)?.is_bookmarked).toBe(true);

    await t.db.query(
      `insert into course_progress (user_id, course_id, lecture_id) values ($1, $2, $3)
       on conflict (user_id, course_id) do update set lecture_id = excluded.lecture_id`,
      [user, before.id, target.id],
    );
    expect((await read()).last_lecture_id).toBe(target.id);

    await t.db.query('delete from lecture_views where user_id = $1 and lecture_id = $2', [
      user,
      target.id,
    ]);
    expect(lectures(await read()).find((l) => l.id === target.id)?.has_watched).toBe(false);
  });

  it('shows at once a subscription that ends, and the content an admin changes elsewhere', async () => {
    const user = await studentId();
    const before = await read();
    expect(before.is_enrolled).toBe(true);

    await t.db.query(
      "update enrollments set status = 'canceled' where user_id = $1 and product_id = $2",
      [user, before.product.id],
    );
    const ended = await read();
    expect(ended.is_enrolled).toBe(false);
    expect(lectures(ended).some((l) => !l.is_free && !l.is_locked)).toBe(false);
    await t.db.query(
      "update enrollments set status = 'active' where user_id = $1 and product_id = $2",
      [user, before.product.id],
    );
    expect((await read()).is_enrolled).toBe(true);

    await t.db.query(
      "update courses set title = 'React do zero (2ª edição)', updated_at = now() where id = $1",
      [before.id],
    );
    expect((await read()).title).toBe('React do zero (2ª edição)');
    await t.db.query("update products set title = 'Formação Front-end 2027' where id = $1", [
      before.product.id,
    ]);
    expect((await read()).product.title).toBe('Formação Front-end 2027');
  });

  it("is not another viewer's: each student reads their own marks", async () => {
    const mine = await read();
    const other = await t.as('otherStudent');
    const theirs = endpoints.courseBySlug.response.parse(
      (await other.json('/api/course-by-slug/react-do-zero')).body,
    ).data;
    const marks = (course: typeof mine) =>
      lectures(course).map((l) => [l.id, l.has_watched, l.is_bookmarked]);
    // Fetched again: what each kept is theirs.
    expect(marks(await read())).toEqual(marks(mine));
    expect(
      marks(
        endpoints.courseBySlug.response.parse(
          (await other.json('/api/course-by-slug/react-do-zero')).body,
        ).data,
      ),
    ).toEqual(marks(theirs));
  });
});
