import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

/** ADR 020: the curriculum editor's writes keep positions dense, rank atomically, refuse stale orders. */
const t = useTestApp();

let serial = 0;

/** A course with sections named by `layout`'s keys, each with that many lectures (A1, A2, B1...). */
async function course(layout: Record<string, number>) {
  const admin = await t.as('admin');
  serial += 1;
  const created = endpoints.createCourse.response.parse(
    await (
      await admin.post('/api/courses', {
        json: {
          title: `Conteúdo ${serial}`,
          slug: `conteudo-${serial}`,
          product_id: 1,
          is_published: true,
        },
      })
    ).json(),
  ).data;
  const sections: Record<string, { id: number; lectures: number[] }> = {};
  for (const [name, count] of Object.entries(layout)) {
    const section = endpoints.createSection.response.parse(
      await (
        await admin.post(`/api/courses/${created.id}/sections`, { json: { title: name } })
      ).json(),
    ).data;
    const lectures: number[] = [];
    for (let i = 1; i <= count; i += 1) {
      const lecture = endpoints.createLecture.response.parse(
        await (
          await admin.post(`/api/courses/${created.id}/lectures`, {
            json: { section_id: section.id, title: `${name}${i}` },
          })
        ).json(),
      ).data;
      lectures.push(lecture.id);
    }
    sections[name] = { id: section.id, lectures };
  }
  return { id: created.id, sections };
}

/** The stored order: each section's title and position, with its lectures' titles and positions. */
async function stored(courseId: number) {
  const rows = await t.db.query<{
    section: string;
    sp: number;
    lecture: string | null;
    lp: number | null;
  }>(
    `select s.title as section, s.position as sp, l.title as lecture, l.position as lp
       from sections s left join lectures l on l.section_id = s.id
      where s.course_id = $1 order by s.position, l.position`,
    [courseId],
  );
  const out: string[] = [];
  for (const row of rows) {
    out.push(
      row.lecture === null
        ? `${row.section}@${row.sp}: -`
        : `${row.section}@${row.sp}: ${row.lecture}@${row.lp}`,
    );
  }
  return out;
}

const rank = async (
  courseId: number,
  sections: { id: number | undefined; lecture_ids: (number | undefined)[] }[],
) => (await t.as('admin')).put(`/api/courses/${courseId}/rank-lectures`, { json: { sections } });

describe('rank-lectures (ADR 020)', () => {
  it('reorders inside a section in one request', async () => {
    const c = await course({ A: 3 });
    const [a1, a2, a3] = c.sections.A?.lectures ?? [];
    expect((await rank(c.id, [{ id: c.sections.A?.id, lecture_ids: [a3, a1, a2] }])).status).toBe(
      204,
    );
    expect(await stored(c.id)).toEqual(['A@1: A3@1', 'A@1: A1@2', 'A@1: A2@3']);
  });

  it('moves a lecture to another section and renumbers both', async () => {
    const c = await course({ A: 2, B: 2 });
    const [a1, a2] = c.sections.A?.lectures ?? [];
    const [b1, b2] = c.sections.B?.lectures ?? [];
    const response = await rank(c.id, [
      { id: c.sections.A?.id, lecture_ids: [a2] },
      { id: c.sections.B?.id, lecture_ids: [b1, a1, b2] },
    ]);
    expect(response.status).toBe(204);
    expect(await stored(c.id)).toEqual(['A@1: A2@1', 'B@2: B1@1', 'B@2: A1@2', 'B@2: B2@3']);
  });

  it('lets a section end empty', async () => {
    const c = await course({ A: 1, B: 1 });
    const response = await rank(c.id, [
      { id: c.sections.A?.id, lecture_ids: [] },
      {
        id: c.sections.B?.id,
        lecture_ids: [...(c.sections.A?.lectures ?? []), ...(c.sections.B?.lectures ?? [])],
      },
    ]);
    expect(response.status).toBe(204);
    expect(await stored(c.id)).toEqual(['A@1: -', 'B@2: A1@1', 'B@2: B1@2']);
  });

  it('refuses a stale or foreign order whole, with a 422 that changes nothing', async () => {
    const c = await course({ A: 2, B: 1, C: 1 });
    const other = await course({ X: 1 });
    const A = c.sections.A;
    const B = c.sections.B;
    const [a1, a2] = A?.lectures ?? [];
    const [b1] = B?.lectures ?? [];
    const [c1] = c.sections.C?.lectures ?? [];
    const [x1] = other.sections.X?.lectures ?? [];
    const before = await stored(c.id);
    const cases = [
      // One of the section's lectures left out.
      [{ id: A?.id, lecture_ids: [a2] }],
      // A lecture twice.
      [{ id: A?.id, lecture_ids: [a1, a2, a2] }],
      // A lecture of a section the ranking does not name (it would be stolen from C).
      [{ id: A?.id, lecture_ids: [a1, a2, c1] }],
      // Another course's lecture.
      [{ id: A?.id, lecture_ids: [a1, a2, x1] }],
      // Another course's section.
      [{ id: other.sections.X?.id, lecture_ids: [x1] }],
      // A section twice.
      [
        { id: A?.id, lecture_ids: [a1, a2] },
        { id: A?.id, lecture_ids: [] },
      ],
      // A move that loses the moved lecture's old section.
      [{ id: B?.id, lecture_ids: [b1, a1] }],
    ];
    for (const sections of cases) {
      const response = await rank(c.id, sections);
      expect(response.status, JSON.stringify(sections)).toBe(422);
      expect(await response.json()).toMatchObject({ errors: { sections: [expect.any(String)] } });
    }
    expect(await stored(c.id)).toEqual(before);
    expect(await stored(other.id)).toEqual(['X@1: X1@1']);
  });

  it('answers 404 for a course that does not exist and 422 for a malformed body', async () => {
    const admin = await t.as('admin');
    expect((await rank(999_999, [{ id: 1, lecture_ids: [] }])).status).toBe(404);
    const malformed = await admin.put('/api/courses/1/rank-lectures', {
      json: { section_id: 1, ids: [1] },
    });
    expect(malformed.status).toBe(422);
  });
});

describe('dense positions after every change (ADR 020)', () => {
  it('renumbers a section after a lecture is deleted', async () => {
    const c = await course({ A: 3 });
    const admin = await t.as('admin');
    const [, a2] = c.sections.A?.lectures ?? [];
    expect((await admin.delete(`/api/courses/${c.id}/lectures/${a2}`)).status).toBe(204);
    expect(await stored(c.id)).toEqual(['A@1: A1@1', 'A@1: A3@2']);
  });

  it('renumbers the sections after one is deleted, with its lectures', async () => {
    const c = await course({ A: 1, B: 2, C: 1 });
    const admin = await t.as('admin');
    expect((await admin.delete(`/api/courses/${c.id}/sections/${c.sections.B?.id}`)).status).toBe(
      204,
    );
    expect(await stored(c.id)).toEqual(['A@1: A1@1', 'C@2: C1@1']);
    const [{ count }] = (await t.db.query<{ count: number }>(
      'select count(*)::int as count from lectures where id = any($1::int[])',
      [c.sections.B?.lectures ?? []],
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('renumbers the old section when a lecture moves by update', async () => {
    const c = await course({ A: 3, B: 1 });
    const admin = await t.as('admin');
    const [a1] = c.sections.A?.lectures ?? [];
    const response = await admin.put(`/api/courses/${c.id}/lectures/${a1}`, {
      json: { section_id: c.sections.B?.id },
    });
    expect(response.status).toBe(200);
    expect(await stored(c.id)).toEqual(['A@1: A2@1', 'A@1: A3@2', 'B@2: B1@1', 'B@2: A1@2']);
  });

  it('gives lectures added at the same time distinct positions', async () => {
    const c = await course({ A: 0 });
    const admin = await t.as('admin');
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        admin.post(`/api/courses/${c.id}/lectures`, {
          json: { section_id: c.sections.A?.id, title: `A${n}` },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const rows = await t.db.query<{ position: number }>(
      'select position from lectures where section_id = $1 order by position',
      [c.sections.A?.id],
    );
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  it("moves the course's updated_at with each content change", async () => {
    const c = await course({ A: 1 });
    await t.db.query("update courses set updated_at = '2020-01-01T00:00:00Z' where id = $1", [
      c.id,
    ]);
    const admin = await t.as('admin');
    await admin.put(`/api/courses/${c.id}/lectures/${c.sections.A?.lectures[0]}`, {
      json: { is_free: true },
    });
    const [row] = await t.db.query<{ updated_at: Date }>(
      'select updated_at from courses where id = $1',
      [c.id],
    );
    expect(row?.updated_at.getUTCFullYear()).toBeGreaterThan(2020);
  });
});

describe('deleting a course (ADR 020)', () => {
  it('removes its sections, lectures, repositories, progress, bookmarks and comments, students or not', async () => {
    const c = await course({ A: 2 });
    const admin = await t.as('admin');
    const [a1, a2] = c.sections.A?.lectures ?? [];
    const student = await t.as('student');
    // The demo student is enrolled in product 1: the course has students.
    expect((await student.put(`/api/lectures/${a1}/watch`)).status).toBe(200);
    expect((await student.put(`/api/lectures/${a2}/bookmark`)).status).toBe(200);
    expect(
      (await student.put(`/api/courses/${c.id}/progress`, { json: { lecture_id: a1 } })).status,
    ).toBeLessThan(300);
    await admin.post(`/api/courses/${c.id}/repositories`, {
      json: { name: 'Repo', url: 'https://github.com/aula-dev/repo' },
    });
    expect(
      (await student.post(`/api/lectures/${a1}/comments`, { json: { body: 'Ótima aula!' } }))
        .status,
    ).toBe(201);
    const count = async () => {
      const [row] = await t.db.query<Record<string, number>>(
        `select (select count(*)::int from sections where course_id = $1) as sections,
                (select count(*)::int from lectures where id = any($2::int[])) as lectures,
                (select count(*)::int from lecture_views where lecture_id = any($2::int[])) as views,
                (select count(*)::int from bookmarks where lecture_id = any($2::int[])) as bookmarks,
                (select count(*)::int from comments where lecture_id = any($2::int[])) as comments,
                (select count(*)::int from repositories where course_id = $1) as repositories,
                (select count(*)::int from course_progress where course_id = $1) as progress`,
        [c.id, [a1, a2]],
      );
      return row;
    };
    expect(await count()).toMatchObject({
      sections: 1,
      lectures: 2,
      views: 1,
      bookmarks: 1,
      repositories: 1,
    });
    expect((await admin.delete(`/api/courses/${c.id}`)).status).toBe(204);
    expect(await count()).toEqual({
      sections: 0,
      lectures: 0,
      views: 0,
      bookmarks: 0,
      comments: 0,
      repositories: 0,
      progress: 0,
    });
  });
});
