import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

const t = useTestApp();

async function lectureId(course: string, position: number) {
  const rows = await t.db.query<{ id: number }>(
    `select l.id from lectures l join sections s on s.id = l.section_id join courses c on c.id = s.course_id
      where c.slug = $1 and l.is_published order by s.position, l.position`,
    [course],
  );
  const row = rows[position - 1];
  if (!row) throw new Error(`no lecture ${position} in ${course}`);
  return row.id;
}

async function comments(lecture: number, query = '') {
  const { status, body } = await (await t.as('student')).json(
    `/api/lectures/${lecture}/comments${query}`,
  );
  expect(status).toBe(200);
  return endpoints.lectureComments.response.parse(body);
}

describe('GET api/lectures/{id}/comments', () => {
  it('lists comments newest first with their replies oldest first, and the reader’s flags', async () => {
    const page = await comments(await lectureId('react-do-zero', 1));
    expect(page.data.map((c) => c.author.name)).toEqual(['Maria da Silva', 'Ana Beatriz Rocha']);
    const [own, other] = page.data;
    expect(own).toMatchObject({ is_own: true, can_edit: true, notify_replies: true, replies: [] });
    expect(other).toMatchObject({ is_own: false, can_edit: false, notify_replies: false });
    expect(other?.replies.map((r) => r.author.name)).toEqual([
      'Beatriz Admin Souza',
      'Maria da Silva',
    ]);
    expect(other?.replies[1]?.is_own).toBe(true);
    expect(other?.author).toEqual({
      id: expect.any(Number),
      name: 'Ana Beatriz Rocha',
      avatar_url: null,
      is_team: false,
    });
    // The admin's reply is the team's.
    expect(other?.replies[0]?.author.is_team).toBe(true);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 15, total: 2 });
  });

  it('paginates', async () => {
    const page = await comments(await lectureId('react-do-zero', 1), '?per_page=1&page=2');
    expect(page.data.map((c) => c.author.name)).toEqual(['Ana Beatriz Rocha']);
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
  });

  it("refuses a locked lecture's discussion (403) and a draft's (404)", async () => {
    const client = await t.as('student');
    const locked = await lectureId('sql-essencial', 2);
    expect((await client.get(`/api/lectures/${locked}/comments`)).status).toBe(403);
    const [draft] = await t.db.query<{ id: number }>(
      'select id from lectures where not is_published limit 1',
    );
    expect((await client.get(`/api/lectures/${draft?.id}/comments`)).status).toBe(404);
  });
});

describe('who writes: the course’s students and the team', () => {
  it('someone who may watch a free lecture without owning the course reads its comments but cannot write', async () => {
    const client = await t.as('account');
    const free = await lectureId('react-do-zero', 1);
    expect((await client.get(`/api/lectures/${free}/comments`)).status).toBe(200);
    const response = await client.post(`/api/lectures/${free}/comments`, { json: { body: 'Oi' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: 'Só os alunos deste curso podem comentar.',
    });
    const reply = await client.post(`/api/comments/${(await comments(free)).data[0]?.id}/replies`, {
      json: { body: 'Oi' },
    });
    expect(reply.status).toBe(403);
  });

  it('an admin answers as the team, without being a student of the product', async () => {
    const client = await t.as('admin');
    const lecture = await lectureId('react-do-zero', 3);
    const response = await client.post(`/api/lectures/${lecture}/comments`, {
      json: { body: 'Resposta da equipe' },
    });
    expect(response.status).toBe(201);
    const created = endpoints.createComment.response.parse(await response.json()).data;
    expect(created.author.is_team).toBe(true);
  });

  it('the course says whether the viewer is one of its students', async () => {
    for (const [role, enrolled] of [
      ['student', true],
      ['account', false],
      ['guest', false],
    ] as const) {
      const { body } = await (await t.as(role)).json('/api/course-by-slug/react-do-zero');
      expect(endpoints.courseBySlug.response.parse(body).data.is_enrolled).toBe(enrolled);
    }
  });
});

describe('writing comments', () => {
  it('stores markup as the text it is and lists it first', async () => {
    const client = await t.as('student');
    const lecture = await lectureId('react-do-zero', 3);
    const text = '<img src=x onerror=alert(1)> <script>alert(1)</script> <svg onload=alert(1)>';
    const response = await client.post(`/api/lectures/${lecture}/comments`, {
      json: { body: `  ${text}  ` },
    });
    expect(response.status).toBe(201);
    const created = endpoints.createComment.response.parse(await response.json()).data;
    expect(created).toMatchObject({ body: text, is_own: true, notify_replies: true, replies: [] });
    expect((await comments(lecture)).data[0]?.id).toBe(created.id);
  });

  it('refuses an empty or too long comment with a pt-BR field message', async () => {
    const client = await t.as('student');
    const lecture = await lectureId('react-do-zero', 3);
    const empty = await client.post(`/api/lectures/${lecture}/comments`, { json: { body: '   ' } });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({
      errors: { body: ['Comentário é obrigatório.'] },
    });
    const long = await client.post(`/api/lectures/${lecture}/comments`, {
      json: { body: 'a'.repeat(5001) },
    });
    expect(await long.json()).toMatchObject({
      errors: { body: ['Comentário deve ter no máximo 5000 caracteres.'] },
    });
  });

  it("refuses comments where the product's can_comment is false", async () => {
    const client = await t.as('student');
    const lecture = await lectureId('primeiro-emprego-em-tech', 1);
    const response = await client.post(`/api/lectures/${lecture}/comments`, {
      json: { body: 'Oi' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'ServerErrorException',
      message: 'Os comentários estão desativados neste curso.',
    });
  });

  it('a reply to a reply joins the same thread', async () => {
    const client = await t.as('student');
    const thread = (await comments(await lectureId('react-do-zero', 1))).data[1];
    const reply = thread?.replies[0];
    const response = await client.post(`/api/comments/${reply?.id}/replies`, {
      json: { body: 'Concordo!' },
    });
    expect(response.status).toBe(201);
    expect(endpoints.replyToComment.response.parse(await response.json()).data.parent_id).toBe(
      thread?.id,
    );
  });

  it("edits and deletes one's own comment (with its replies), never another's", async () => {
    const student = await t.as('student');
    const other = await t.as('otherStudent');
    const lecture = await lectureId('react-do-zero', 2);
    const created = endpoints.createComment.response.parse(
      await (
        await other.post(`/api/lectures/${lecture}/comments`, { json: { body: 'Da Ana' } })
      ).json(),
    ).data;
    await student.post(`/api/comments/${created.id}/replies`, { json: { body: 'Resposta' } });

    const hijack = await student.put(`/api/comments/${created.id}`, { json: { body: 'Tomado' } });
    expect(hijack.status).toBe(403);
    expect(JSON.stringify(await hijack.json())).not.toContain('Da Ana');
    expect((await student.delete(`/api/comments/${created.id}`)).status).toBe(403);

    const edited = await other.put(`/api/comments/${created.id}`, {
      json: { body: 'Da Ana, editado' },
    });
    expect(endpoints.updateComment.response.parse(await edited.json()).data.body).toBe(
      'Da Ana, editado',
    );
    expect((await other.delete(`/api/comments/${created.id}`)).status).toBe(204);
    const [left] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from comments where id = $1 or parent_id = $1',
      [created.id],
    );
    expect(left?.count).toBe(0);
  });

  it('turns reply notifications on and off for a comment', async () => {
    const client = await t.as('student');
    const thread = (await comments(await lectureId('react-do-zero', 1))).data[1];
    const on = await client.put(`/api/comments/${thread?.id}/notifications`, {
      json: { notify_replies: true },
    });
    expect(await on.json()).toEqual({ data: { notify_replies: true } });
    expect((await comments(await lectureId('react-do-zero', 1))).data[1]?.notify_replies).toBe(
      true,
    );
  });
});
