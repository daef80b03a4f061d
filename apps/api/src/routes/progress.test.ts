import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

const t = useTestApp();

const lectureId = (course: string, title: string) => t.lectureId(course, title);

async function playerCourse(slug = 'react-do-zero') {
  const { body } = await (await t.as('student')).json(`/api/course-by-slug/${slug}`);
  return endpoints.courseBySlug.response.parse(body).data;
}

describe('PUT api/lectures/{id}/watch', () => {
  it("toggles watched and answers the course's new count and rounded percentage, persisted", async () => {
    const client = await t.as('student');
    const id = await lectureId('react-do-zero', 'useState na prática');
    const first = await client.put(`/api/lectures/${id}/watch`);
    expect(first.status).toBe(200);
    expect(endpoints.watchLecture.response.parse(await first.json()).data).toEqual({
      has_watched: true,
      course_id: (await playerCourse()).id,
      lectures_watched_count: 4,
      lectures_watched_percentage: 44,
      // Not the course's last lecture: no certificate (ADR 043).
      certificate: null,
    });
    const course = await playerCourse();
    expect(course.lectures_watched_percentage).toBe(44);
    expect(course.sections.flatMap((s) => s.lectures).find((l) => l.id === id)?.has_watched).toBe(
      true,
    );

    const second = endpoints.watchLecture.response.parse(
      await (await client.put(`/api/lectures/${id}/watch`)).json(),
    ).data;
    expect(second).toMatchObject({
      has_watched: false,
      lectures_watched_count: 3,
      lectures_watched_percentage: 33,
    });
  });

  it('refuses what the student cannot watch: locked 403, draft 404, not yet released 403, unknown 404', async () => {
    const client = await t.as('student');
    const locked = await lectureId('sql-essencial', 'Junções sem mistério');
    const draft = await lectureId('react-do-zero', 'Exercício guiado: lista de tarefas');
    const scheduled = await lectureId('react-do-zero', 'Ao vivo: revisão do projeto final');
    expect((await client.put(`/api/lectures/${locked}/watch`)).status).toBe(403);
    expect((await client.put(`/api/lectures/${draft}/watch`)).status).toBe(404);
    expect((await client.put(`/api/lectures/${scheduled}/watch`)).status).toBe(403);
    expect((await client.put('/api/lectures/999999/watch')).status).toBe(404);
    expect((await client.put('/api/lectures/abc/watch')).status).toBe(404);
    const [views] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from lecture_views where lecture_id = any($1::int[])',
      [[locked, draft, scheduled]],
    );
    expect(views?.count).toBe(0);
  });

  it("lets a student watch another product's free lecture", async () => {
    const client = await t.as('student');
    const free = await lectureId('sql-essencial', 'SELECT, WHERE e ORDER BY');
    const response = await client.put(`/api/lectures/${free}/watch`);
    expect(response.status).toBe(200);
    expect(endpoints.watchLecture.response.parse(await response.json()).data).toMatchObject({
      has_watched: true,
      lectures_watched_count: 1,
      lectures_watched_percentage: 33,
    });
  });
});

describe('PUT api/lectures/{id}/bookmark', () => {
  it('toggles the bookmark, persisted', async () => {
    const client = await t.as('student');
    const id = await lectureId('react-do-zero', 'Listas e chaves');
    const on = await client.put(`/api/lectures/${id}/bookmark`);
    expect(await on.json()).toEqual({ data: { is_bookmarked: true } });
    const lectures = (await playerCourse()).sections.flatMap((s) => s.lectures);
    expect(lectures.find((l) => l.id === id)?.is_bookmarked).toBe(true);
    const off = await client.put(`/api/lectures/${id}/bookmark`);
    expect(await off.json()).toEqual({ data: { is_bookmarked: false } });
  });
});

describe('the state in the body (S63: a PUT retried by a proxy leaves the asked state)', () => {
  it('the same watched PUT twice leaves it watched; {"watched": false} twice leaves it unwatched', async () => {
    const client = await t.as('student');
    const id = await lectureId('react-do-zero', 'Buscando dados com SWR');
    const watched = async (json: unknown) =>
      endpoints.watchLecture.response.parse(
        await (await client.put(`/api/lectures/${id}/watch`, { json })).json(),
      ).data.has_watched;
    expect(await watched({ watched: true })).toBe(true);
    expect(await watched({ watched: true })).toBe(true);
    let lecture = (await playerCourse()).sections
      .flatMap((s) => s.lectures)
      .find((l) => l.id === id);
    expect(lecture?.has_watched).toBe(true);
    expect(await watched({ watched: false })).toBe(false);
    expect(await watched({ watched: false })).toBe(false);
    lecture = (await playerCourse()).sections.flatMap((s) => s.lectures).find((l) => l.id === id);
    expect(lecture?.has_watched).toBe(false);
    // A body without the field (an older client) still toggles.
    expect(await watched({})).toBe(true);
    expect(await watched({})).toBe(false);
  });

  it('the same bookmarked PUT twice leaves it bookmarked; a wrong type is a 422', async () => {
    const client = await t.as('student');
    const id = await lectureId('react-do-zero', 'Buscando dados com SWR');
    const put = (json: unknown) => client.put(`/api/lectures/${id}/bookmark`, { json });
    expect(await (await put({ bookmarked: true })).json()).toEqual({
      data: { is_bookmarked: true },
    });
    expect(await (await put({ bookmarked: true })).json()).toEqual({
      data: { is_bookmarked: true },
    });
    const [row] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from bookmarks b join users u on u.id = b.user_id
        where b.lecture_id = $1 and u.email = 'aluna@aula.dev'`,
      [id],
    );
    expect(row?.count).toBe(1);
    expect(await (await put({ bookmarked: false })).json()).toEqual({
      data: { is_bookmarked: false },
    });
    expect(await (await put({ bookmarked: false })).json()).toEqual({
      data: { is_bookmarked: false },
    });
    expect((await put({ bookmarked: 'sim' })).status).toBe(422);
  });
});

describe('PUT api/courses/{id}/progress', () => {
  it('records the last lecture opened; a lecture of another course is a 422 on lecture_id', async () => {
    const client = await t.as('student');
    const course = await playerCourse();
    const id = await lectureId('react-do-zero', 'Formulários controlados');
    expect(
      (await client.put(`/api/courses/${course.id}/progress`, { json: { lecture_id: id } })).status,
    ).toBe(204);
    expect((await playerCourse()).last_lecture_id).toBe(id);

    const other = await lectureId('typescript-na-pratica', 'Por que TypeScript?');
    const wrong = await client.put(`/api/courses/${course.id}/progress`, {
      json: { lecture_id: other },
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      error: 'ValidationException',
      errors: { lecture_id: [expect.any(String)] },
    });
    expect((await playerCourse()).last_lecture_id).toBe(id);
  });
});

describe('PUT api/lectures/{id}/position (issue 35)', () => {
  const savedOf = async (id: number, role: 'student' | 'otherStudent' = 'student') => {
    const { body } = await (await t.as(role)).json('/api/course-by-slug/react-do-zero');
    const course = endpoints.courseBySlug.response.parse(body).data;
    return course.sections.flatMap((s) => s.lectures).find((l) => l.id === id)?.saved_position;
  };

  it('keeps one position per student and lecture, read with the course on any device', async () => {
    const id = await lectureId('react-do-zero', 'useState na prática');
    const laptop = await t.fresh('student');
    expect(
      (await laptop.put(`/api/lectures/${id}/position`, { json: { seconds: 754 } })).status,
    ).toBe(204);
    // Another device of the same student (a new session) reads it with the course.
    const phone = await t.fresh('student');
    const { body } = await phone.json('/api/course-by-slug/react-do-zero');
    const lecture = endpoints.courseBySlug.response
      .parse(body)
      .data.sections.flatMap((s) => s.lectures)
      .find((l) => l.id === id);
    expect(lecture?.saved_position?.seconds).toBe(754);
    expect(Date.parse(lecture?.saved_position?.saved_at ?? '')).not.toBeNaN();
    // The phone goes on; the newest write wins, one row.
    await phone.put(`/api/lectures/${id}/position`, { json: { seconds: 800 } });
    expect((await savedOf(id))?.seconds).toBe(800);
    const [rows] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from lecture_positions where lecture_id = $1',
      [id],
    );
    expect(rows?.count).toBe(1);
    // Another student's course shows none of it; a lecture with no position has none.
    expect(await savedOf(id, 'otherStudent')).toBeUndefined();
    const other = await lectureId('react-do-zero', 'Listas e chaves');
    expect(await savedOf(other)).toBeUndefined();
  });

  it('refuses a position that is not whole seconds between 0 and 24 h, storing nothing', async () => {
    const client = await t.as('student');
    const id = await lectureId('react-do-zero', 'Listas e chaves');
    for (const seconds of [-1, 12.5, 86_401, '12', null]) {
      const response = await client.put(`/api/lectures/${id}/position`, { json: { seconds } });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors.seconds?.[0]).toMatch(/\S/);
    }
    expect(await savedOf(id)).toBeUndefined();
  });

  it('refuses what the student cannot play: locked 403, draft 404, not yet released 403', async () => {
    const client = await t.as('student');
    const locked = await lectureId('sql-essencial', 'Junções sem mistério');
    const draft = await lectureId('react-do-zero', 'Exercício guiado: lista de tarefas');
    const scheduled = await lectureId('react-do-zero', 'Ao vivo: revisão do projeto final');
    const put = (id: number) =>
      client.put(`/api/lectures/${id}/position`, { json: { seconds: 5 } });
    expect((await put(locked)).status).toBe(403);
    expect((await put(draft)).status).toBe(404);
    expect((await put(scheduled)).status).toBe(403);
    const [rows] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from lecture_positions where lecture_id = any($1::int[])',
      [[locked, draft, scheduled]],
    );
    expect(rows?.count).toBe(0);
  });
});
