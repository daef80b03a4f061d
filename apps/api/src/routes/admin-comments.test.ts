import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

/** ADR 022: the team's comment moderation queue. */
const t = useTestApp();

const list = async (query = '') => {
  const { status, body } = await (await t.as('admin')).json(`/api/admin/comments?${query}`);
  expect(status).toBe(200);
  return endpoints.listAdminComments.response.parse(body);
};

const unansweredCount = async () => {
  const { status, body } = await (await t.as('admin')).json('/api/admin/comments/unanswered-count');
  expect(status).toBe(200);
  return endpoints.adminUnansweredCommentsCount.response.parse(body).data.count;
};

const count = async (sql: string, params: unknown[] = []) => {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params);
  return row?.n ?? -1;
};

/** A new top-level comment by the demo student on react-do-zero's first lecture. */
const studentComment = async (body: string) => {
  const lecture = await t.lectureId('react-do-zero', 'Boas-vindas e como estudar');
  const response = await (await t.as('student')).post(`/api/lectures/${lecture}/comments`, {
    json: { body },
  });
  expect(response.status).toBe(201);
  return endpoints.createComment.response.parse(await response.json()).data;
};

const setAnswered = async (id: number, answered: boolean) =>
  (await t.as('admin')).put(`/api/admin/comments/${id}/answered`, { json: { answered } });

describe('GET api/admin/comments', () => {
  it('is the queue by default: unanswered top-level comments, oldest first', async () => {
    const page = await list('per_page=100');
    const expected = await count(
      `from comments m join users a on a.id = m.user_id where m.parent_id is null and not a.is_admin
         and not exists (select 1 from comments r join users u on u.id = r.user_id
                          where r.parent_id = m.id and u.is_admin)`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(page.meta.total).toBe(expected);
    const times = page.data.map((c) => Date.parse(c.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(page.data.every((c) => !c.answered && c.answered_at === null)).toBe(true);
    expect(await unansweredCount()).toBe(expected);
  });

  it('gives each card its author, course › lecture with the player position and the replies', async () => {
    const [answered] = (await list('state=answered&search=exerc%C3%ADcios')).data;
    expect(answered).toMatchObject({
      author: { name: 'Ana Beatriz Rocha', is_team: false },
      course: { slug: 'react-do-zero', title: expect.any(String) },
      lecture: { position: 1 },
      answered: true,
    });
    expect(answered?.lecture.id).toBe(
      await t.lectureId('react-do-zero', 'Boas-vindas e como estudar'),
    );
    expect(answered?.replies.map((r) => [r.author.name, r.author.is_team])).toEqual([
      ['Beatriz Admin Souza', true],
      ['Maria da Silva', false],
    ]);
    // The answer came with the team's first reply.
    expect(answered?.answered_at).toBe(answered?.replies[0]?.created_at);
  });

  it('lists all: unanswered first, then answered newest first', async () => {
    const all = await list('state=all&per_page=100');
    expect(all.meta.total).toBe(await count('from comments where parent_id is null'));
    const firstAnswered = all.data.findIndex((c) => c.answered);
    expect(firstAnswered).toBeGreaterThan(0);
    expect(all.data.slice(firstAnswered).every((c) => c.answered)).toBe(true);
    const answeredTimes = all.data.slice(firstAnswered).map((c) => Date.parse(c.created_at));
    expect(answeredTimes).toEqual([...answeredTimes].sort((a, b) => b - a));
  });

  it('filters by course and paginates', async () => {
    const [course] = await t.db.query<{ id: number }>(
      "select id from courses where slug = 'react-do-zero'",
    );
    const page = await list(`state=all&course_id=${course?.id}&per_page=1&page=2`);
    const expected = await count(
      `from comments m join lectures l on l.id = m.lecture_id join sections s on s.id = l.section_id
        where m.parent_id is null and s.course_id = $1`,
      [course?.id],
    );
    expect(expected).toBeGreaterThan(1);
    expect(page.meta).toEqual({
      current_page: 2,
      last_page: expected,
      per_page: 1,
      total: expected,
    });
    expect(page.data).toHaveLength(1);
    expect(page.data[0]?.course.slug).toBe('react-do-zero');
    // Past the end: no cards, the total still right.
    const past = await list(`state=all&course_id=${course?.id}&page=99`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(expected);
  });

  it('searches the text case-insensitively, with % and _ taken literally', async () => {
    const found = await list('state=all&search=EDITOR');
    expect(found.data.map((c) => c.author.name)).toEqual(['Maria da Silva']);
    expect((await list(`state=all&search=${encodeURIComponent('%')}`)).meta.total).toBe(0);
    expect((await list(`state=all&search=${encodeURIComponent('o_e')}`)).meta.total).toBe(0);
    const literal = await studentComment('Aprendi 100% do conteúdo_base hoje');
    const hits = await list(`search=${encodeURIComponent('0% do conteúdo_')}`);
    expect(hits.data.map((c) => c.id)).toEqual([literal.id]);
    await expect(
      (await t.as('admin')).delete(`/api/comments/${literal.id}`),
    ).resolves.toMatchObject({
      status: 204,
    });
  });

  it('has an index that serves the queue (unanswered, oldest first)', async () => {
    // The seed is small, so the planner would scan the table: forbid that to see what it can use.
    const plan = await t.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from comments m where m.parent_id is null and m.answered_at is null
          order by created_at, id limit 20`,
      );
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('comments_unanswered');
    expect(text).not.toMatch(/\bSort\b/);
  });

  it('reads a page in one statement (no query per card), its total counted once a while', async () => {
    const spy = vi.spyOn(t.db, 'query');
    const first = await list('state=all&per_page=100');
    expect(first.data.length).toBeGreaterThan(1);
    const listing = spy.mock.calls.filter(([sql]) => String(sql).includes('from comments'));
    // The page and its total; the next page reuses the total (ADR 021).
    expect(listing).toHaveLength(2);
    spy.mockClear();
    await list('state=all&per_page=100&page=2');
    const again = spy.mock.calls.filter(([sql]) => String(sql).includes('from comments'));
    spy.mockRestore();
    expect(again).toHaveLength(1);
  });
});

describe('answering', () => {
  it('a team reply carries is_team and takes the thread out of the queue; a student reply does not', async () => {
    const comment = await studentComment('Como faço o deploy do projeto final?');
    const before = await unansweredCount();
    expect((await list('per_page=100')).data.map((c) => c.id)).toContain(comment.id);

    const own = await (await t.as('student')).post(`/api/comments/${comment.id}/replies`, {
      json: { body: 'Alguém?' },
    });
    expect(own.status).toBe(201);
    expect(endpoints.replyToComment.response.parse(await own.json()).data.author.is_team).toBe(
      false,
    );
    expect(await unansweredCount()).toBe(before);

    const team = await (await t.as('admin')).post(`/api/comments/${comment.id}/replies`, {
      json: { body: 'Use o guia de deploy da aula 9.' },
    });
    expect(team.status).toBe(201);
    expect(endpoints.replyToComment.response.parse(await team.json()).data.author.is_team).toBe(
      true,
    );
    expect(await unansweredCount()).toBe(before - 1);
    expect((await list('per_page=100')).data.map((c) => c.id)).not.toContain(comment.id);
    const [card] = (await list('state=answered&search=deploy do projeto')).data;
    expect(card?.replies.map((r) => r.author.is_team)).toEqual([false, true]);
  });

  it("the team's own comment waits for nobody", async () => {
    const lecture = await t.lectureId('react-do-zero', 'Boas-vindas e como estudar');
    const before = await unansweredCount();
    const response = await (await t.as('admin')).post(`/api/lectures/${lecture}/comments`, {
      json: { body: 'Aviso da equipe: aula ao vivo na sexta.' },
    });
    expect(response.status).toBe(201);
    expect(await unansweredCount()).toBe(before);
    const [card] = (await list('state=answered&search=aula ao vivo na sexta')).data;
    expect(card).toMatchObject({ answered: true, author: { is_team: true } });
  });

  it('marks a comment answered without a reply, and back', async () => {
    const comment = await studentComment('Obrigada pela aula!');
    const before = await unansweredCount();
    const marked = await setAnswered(comment.id, true);
    expect(marked.status).toBe(200);
    const card = endpoints.setCommentAnswered.response.parse(await marked.json()).data;
    expect(card).toMatchObject({ id: comment.id, answered: true, replies: [] });
    expect(await unansweredCount()).toBe(before - 1);
    // Marking again keeps the first time.
    const again = endpoints.setCommentAnswered.response.parse(
      await (await setAnswered(comment.id, true)).json(),
    ).data;
    expect(again.answered_at).toBe(card.answered_at);

    const reopened = endpoints.setCommentAnswered.response.parse(
      await (await setAnswered(comment.id, false)).json(),
    ).data;
    expect(reopened).toMatchObject({ answered: false, answered_at: null });
    expect(await unansweredCount()).toBe(before);
  });

  it('refuses a reply or a missing comment (404)', async () => {
    const [reply] = await t.db.query<{ id: number }>(
      'select id from comments where parent_id is not null limit 1',
    );
    expect((await setAnswered(reply?.id ?? 0, true)).status).toBe(404);
    expect((await setAnswered(999_999, true)).status).toBe(404);
  });
});

describe('DELETE api/comments/{commentId} by the team', () => {
  it("deletes anyone's comment with its replies; a student still cannot", async () => {
    const comment = await studentComment('Comentário a moderar');
    for (const role of ['admin', 'student'] as const) {
      const reply = await (await t.as(role)).post(`/api/comments/${comment.id}/replies`, {
        json: { body: `Resposta de ${role}` },
      });
      expect(reply.status).toBe(201);
    }
    const other = await (await t.as('otherStudent')).delete(`/api/comments/${comment.id}`);
    expect(other.status).toBe(403);

    expect((await (await t.as('admin')).delete(`/api/comments/${comment.id}`)).status).toBe(204);
    expect(await count('from comments where id = $1 or parent_id = $1', [comment.id])).toBe(0);
  });
});
