import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

const t = useTestApp();

const courseInput = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: 'Acessibilidade na web',
  slug,
  description: 'WCAG na prática.',
  product_id: 1,
  ...extra,
});

async function createCourse(slug: string) {
  const admin = await t.as('admin');
  const response = await admin.post('/api/courses', { json: courseInput(slug) });
  expect(response.status).toBe(201);
  return endpoints.createCourse.response.parse(await response.json()).data;
}

async function sections(courseId: number) {
  const { body } = await (await t.as('admin')).json(`/api/courses/${courseId}/sections`);
  return endpoints.listSections.response.parse(body).data;
}

describe('courses', () => {
  it('lists courses paginated and searchable', async () => {
    const admin = await t.as('admin');
    const page = endpoints.listCourses.response.parse(
      (await admin.json('/api/courses?per_page=2')).body,
    );
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(page.data).toHaveLength(2);
    const found = endpoints.listCourses.response.parse(
      (await admin.json('/api/courses?search=sql')).body,
    );
    expect(found.data.map((c) => c.slug)).toEqual(['sql-essencial']);
    expect((await admin.get('/api/courses?per_page=1000')).status).toBe(422);
  });

  describe('given the admin list (ADR 016)', () => {
    const list = async (query: string) =>
      endpoints.listCourses.response.parse(
        (await (await t.as('admin')).json(`/api/courses?${query}`)).body,
      );

    it('gives each row its product, students, status and last change', async () => {
      const [react] = (await list('search=react-do-zero')).data;
      expect(react).toMatchObject({
        slug: 'react-do-zero',
        product: { slug: 'formacao-front-end', title: 'Formação Front-end' },
        is_published: true,
        updated_at: expect.any(String),
      });
      // The students whose subscription to the product grants access now (ADR 012).
      const [row] = await t.db.query<{ count: number }>(
        `select count(*)::int as count from enrollments e join products p on p.id = e.product_id
          where p.slug = 'formacao-front-end' and e.status in ('active', 'trial', 'lifetime')`,
      );
      const count = row?.count;
      expect(count).toBeGreaterThan(0);
      expect(react?.students_count).toBe(count);
      const draft = await createCourse('ainda-sem-aulas');
      expect(draft).toMatchObject({ is_published: false, students_count: count });
    });

    it('filters by product and by status, and pages the filtered rows', async () => {
      const [python] = (await list('search=python-para')).data;
      const productId = python?.product?.id;
      const byProduct = await list(`product_id=${productId}`);
      expect(byProduct.data.map((c) => c.slug)).toEqual([
        'python-para-analise-de-dados',
        'sql-essencial',
      ]);
      expect(byProduct.meta).toMatchObject({ total: 2 });
      const paged = await list(`product_id=${productId}&per_page=1&page=2`);
      expect(paged.data.map((c) => c.slug)).toEqual(['sql-essencial']);
      expect(paged.meta).toMatchObject({ total: 2, last_page: 2, current_page: 2 });

      await createCourse('rascunho-da-lista');
      const drafts = await list('status=draft');
      expect(drafts.data.map((c) => c.slug)).toContain('rascunho-da-lista');
      expect(drafts.data.map((c) => c.slug)).not.toContain('react-do-zero');
      expect(drafts.data.every((c) => c.is_published === false)).toBe(true);
      const published = await list('status=published');
      expect(published.meta.total).toBe(5);
      expect(published.data.every((c) => c.is_published)).toBe(true);
      expect((await list(`status=draft&product_id=${productId}`)).data).toEqual([]);
      const admin = await t.as('admin');
      expect((await admin.get('/api/courses?status=archived')).status).toBe(422);
      expect((await admin.get('/api/courses?product_id=zero')).status).toBe(422);
    });

    it('sorts by title, last change and students, both ways', async () => {
      const slugs = async (sort: string) => (await list(`sort=${sort}`)).data.map((c) => c.slug);
      const titles = async (sort: string) =>
        (await list(`sort=${sort}`)).data.map((c) => c.title.toLowerCase());
      const byTitle = await titles('title');
      expect(byTitle).toEqual([...byTitle].sort());
      expect(byTitle[0]).not.toBe(byTitle.at(-1));
      expect(await titles('-title')).toEqual([...byTitle].reverse());

      const touched = await createCourse('mudado-agora');
      await t.db.query(`update courses set updated_at = now() - interval '10 days'`);
      await t.db.query('update courses set updated_at = now() where id = $1', [touched.id]);
      expect((await slugs('-updated_at'))[0]).toBe('mudado-agora');
      expect((await slugs('updated_at')).at(-1)).toBe('mudado-agora');

      const students = async (sort: string) =>
        (await list(`sort=${sort}`)).data.map((c) => c.students_count ?? -1);
      const ascending = await students('students');
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(new Set(ascending).size).toBeGreaterThan(1);
      const descending = await students('-students');
      expect(descending).toEqual([...ascending].sort((a, b) => b - a));
      expect((await (await t.as('admin')).get('/api/courses?sort=price')).status).toBe(422);
    });

    it('matches % and _ in a search as themselves, not as wildcards', async () => {
      const admin = await t.as('admin');
      const created = await admin.post('/api/courses', {
        json: courseInput('cem-por-cento', { title: '100% prático' }),
      });
      expect(created.status).toBe(201);
      expect((await list('search=%25')).data.map((c) => c.slug)).toEqual(['cem-por-cento']);
      expect((await list('search=_')).data).toEqual([]);
      expect((await list('search=%5C')).data).toEqual([]);
    });
  });

  it('creates, reads, updates and deletes a course; a taken slug or a missing product is a field error', async () => {
    const admin = await t.as('admin');
    const course = await createCourse('acessibilidade-na-web');
    expect(course).toMatchObject({
      slug: 'acessibilidade-na-web',
      lectures_count: 0,
      lectures_watched_percentage: 0,
    });

    const taken = await admin.post('/api/courses', { json: courseInput('react-do-zero') });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({
      error: 'ValidationException',
      errors: { slug: ['Este endereço (slug) já está em uso por outro curso.'] },
    });
    const orphan = await admin.post('/api/courses', {
      json: courseInput('orfao', { product_id: 999 }),
    });
    expect(await orphan.json()).toMatchObject({ errors: { product_id: [expect.any(String)] } });
    const badSlug = await admin.post('/api/courses', { json: courseInput('Com Espaço') });
    expect(await badSlug.json()).toMatchObject({ errors: { slug: [expect.any(String)] } });

    const updated = await admin.put(`/api/courses/${course.id}`, {
      json: courseInput('acessibilidade-na-web', { title: 'Acessibilidade 2' }),
    });
    expect(endpoints.updateCourse.response.parse(await updated.json()).data.title).toBe(
      'Acessibilidade 2',
    );
    const read = endpoints.getCourse.response.parse(
      (await admin.json(`/api/courses/${course.id}`)).body,
    );
    expect(read.data).toMatchObject({
      title: 'Acessibilidade 2',
      product: { slug: 'formacao-front-end' },
      sections: [],
    });

    expect((await admin.delete(`/api/courses/${course.id}`)).status).toBe(204);
    expect((await admin.get(`/api/courses/${course.id}`)).status).toBe(404);
  });

  it('deletes several courses at once, with their content', async () => {
    const admin = await t.as('admin');
    const a = await createCourse('lote-a');
    const b = await createCourse('lote-b');
    await admin.post(`/api/courses/${a.id}/sections`, { json: { title: 'Seção' } });
    const response = await admin.delete('/api/courses', { json: { ids: [a.id, b.id] } });
    expect(response.status).toBe(204);
    const left = await t.db.query('select id from courses where id = any($1::int[])', [
      [a.id, b.id],
    ]);
    expect(left).toEqual([]);
    expect(await t.db.query('select id from sections where course_id = $1', [a.id])).toEqual([]);
    expect((await admin.delete('/api/courses', { json: { ids: [] } })).status).toBe(422);
  });

  it('deletes a course that has students too, with their progress, views and bookmarks (ADR 016)', async () => {
    const admin = await t.as('admin');
    const course = await createCourse('com-alunos');
    expect(course.students_count).toBeGreaterThan(0);
    const section = await admin.post(`/api/courses/${course.id}/sections`, {
      json: { title: 'Seção' },
    });
    const sectionId = endpoints.createSection.response.parse(await section.json()).data.id;
    const lecture = await admin.post(`/api/courses/${course.id}/lectures`, {
      json: { section_id: sectionId, title: 'Aula', is_published: true },
    });
    const lectureId = endpoints.createLecture.response.parse(await lecture.json()).data.id;
    const [student] = await t.db.query<{ id: number }>(
      "select id from users where email = 'aluna@aula.dev'",
    );
    await t.db.query('insert into bookmarks (user_id, lecture_id) values ($1, $2)', [
      student?.id,
      lectureId,
    ]);
    await t.db.query('insert into lecture_views (user_id, lecture_id) values ($1, $2)', [
      student?.id,
      lectureId,
    ]);
    await t.db.query(
      'insert into course_progress (user_id, course_id, lecture_id) values ($1, $2, $3)',
      [student?.id, course.id, lectureId],
    );

    const response = await admin.delete('/api/courses', { json: { ids: [course.id] } });
    expect(response.status).toBe(204);
    for (const [table, column, id] of [
      ['bookmarks', 'lecture_id', lectureId],
      ['lecture_views', 'lecture_id', lectureId],
      ['course_progress', 'course_id', course.id],
      ['lectures', 'id', lectureId],
    ] as const) {
      expect(await t.db.query(`select 1 from ${table} where ${column} = $1`, [id])).toEqual([]);
    }
  });

  it('accepts a PUT sent as a form POST with _method (the SPA does for files)', async () => {
    const admin = await t.as('admin');
    const course = await createCourse('via-formulario');
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('title', 'Enviado por formulário');
    form.set('slug', 'via-formulario');
    form.set('product_id', '2');
    const response = await admin.post(`/api/courses/${course.id}`, { body: form });
    expect(response.status).toBe(200);
    const [row] = await t.db.query<{ title: string; product_id: number }>(
      'select title, product_id from courses where id = $1',
      [course.id],
    );
    expect(row).toEqual({ title: 'Enviado por formulário', product_id: 2 });
  });
});

describe('sections and lectures', () => {
  it('adds sections at the end, renames, reorders atomically and deletes', async () => {
    const admin = await t.as('admin');
    const course = await createCourse('secoes');
    const ids: number[] = [];
    for (const title of ['Um', 'Dois', 'Três']) {
      const response = await admin.post(`/api/courses/${course.id}/sections`, { json: { title } });
      expect(response.status).toBe(201);
      ids.push(endpoints.createSection.response.parse(await response.json()).data.id);
    }
    const renamed = await admin.put(`/api/courses/${course.id}/sections/${ids[1]}`, {
      json: { title: 'Dois!' },
    });
    expect(endpoints.updateSection.response.parse(await renamed.json()).data.title).toBe('Dois!');

    const reversed = [...ids].reverse();
    expect(
      (await admin.put(`/api/courses/${course.id}/rank-sections`, { json: { ids: reversed } }))
        .status,
    ).toBe(204);
    expect((await sections(course.id)).map((s) => s.id)).toEqual(reversed);

    // A stale order (missing one, or another course's) changes nothing.
    for (const stale of [
      [ids[0], ids[1]],
      [...ids, 1],
      [ids[0], ids[0], ids[1]],
    ]) {
      const response = await admin.put(`/api/courses/${course.id}/rank-sections`, {
        json: { ids: stale },
      });
      expect(response.status).toBe(422);
    }
    expect((await sections(course.id)).map((s) => s.id)).toEqual(reversed);

    expect((await admin.delete(`/api/courses/${course.id}/sections/${ids[0]}`)).status).toBe(204);
    expect((await sections(course.id)).map((s) => s.title)).toEqual(['Três', 'Dois!']);
  });

  it('creates lectures with sanitised descriptions, updates, moves, reorders and deletes them', async () => {
    const admin = await t.as('admin');
    const course = await createCourse('aulas');
    const [first, second] = await Promise.all(
      ['Primeira', 'Segunda'].map(
        async (title) =>
          endpoints.createSection.response.parse(
            await (
              await admin.post(`/api/courses/${course.id}/sections`, { json: { title } })
            ).json(),
          ).data,
      ),
    ).then((list) => list.sort((a, b) => a.position - b.position));
    const create = async (title: string, extra: Record<string, unknown> = {}) => {
      const response = await admin.post(`/api/courses/${course.id}/lectures`, {
        json: { section_id: first?.id, title, ...extra },
      });
      expect(response.status).toBe(201);
      return endpoints.createLecture.response.parse(await response.json()).data;
    };
    const a = await create('Aula A', {
      description: '<p>Oi <a href="javascript:alert(1)">clique</a></p><script>alert(1)</script>',
      is_free: true,
    });
    expect(a.description).toBe(
      '<p>Oi <a rel="noopener noreferrer nofollow" target="_blank">clique</a></p>',
    );
    expect(a).toMatchObject({ is_free: true, is_published: true, position: 1 });
    const b = await create('Aula B', { is_published: false });
    const c = await create('Aula C');

    const wrongSection = await admin.post(`/api/courses/${course.id}/lectures`, {
      json: { section_id: 1, title: 'Noutra' },
    });
    expect(await wrongSection.json()).toMatchObject({
      errors: { section_id: [expect.any(String)] },
    });

    const published = await admin.put(`/api/courses/${course.id}/lectures/${b.id}`, {
      json: { is_published: true, scheduled_for: '2030-01-15T19:00:00.000Z' },
    });
    expect(endpoints.updateLecture.response.parse(await published.json()).data).toMatchObject({
      is_published: true,
      scheduled_for: '2030-01-15T19:00:00.000Z',
    });

    expect(
      (
        await admin.put(`/api/courses/${course.id}/rank-lectures`, {
          json: { sections: [{ id: first?.id, lecture_ids: [c.id, a.id, b.id] }] },
        })
      ).status,
    ).toBe(204);
    expect((await sections(course.id))[0]?.lectures.map((l) => l.title)).toEqual([
      'Aula C',
      'Aula A',
      'Aula B',
    ]);

    const moved = await admin.put(`/api/courses/${course.id}/lectures/${a.id}`, {
      json: { section_id: second?.id },
    });
    expect(endpoints.updateLecture.response.parse(await moved.json()).data.section_id).toBe(
      second?.id,
    );
    expect((await admin.delete(`/api/courses/${course.id}/lectures/${c.id}`)).status).toBe(204);
    const after = await sections(course.id);
    expect(after.map((s) => s.lectures.map((l) => [l.title, l.position]))).toEqual([
      [['Aula B', 1]],
      [['Aula A', 2]],
    ]);
  });
});

describe('students and repositories', () => {
  it("lists a course's students with their progress, searchable", async () => {
    const admin = await t.as('admin');
    const [course] = await t.db.query<{ id: number }>(
      "select id from courses where slug = 'react-do-zero'",
    );
    const page = endpoints.listCourseStudents.response.parse(
      (await admin.json(`/api/courses/${course?.id}/students`)).body,
    );
    // Every subscription to the product, with its state (ADR 019).
    expect(
      page.data.map((s) => [s.name, s.lectures_watched_percentage, s.subscription_status]),
    ).toEqual([
      ['Ana Beatriz Rocha', 67, 'active'],
      ['João Pereira', 0, 'expired'],
      ['Lucas Oliveira', 0, 'pending_payment'],
      ['Maria da Silva', 33, 'active'],
    ]);
    const found = endpoints.listCourseStudents.response.parse(
      (await admin.json(`/api/courses/${course?.id}/students?search=ANA@`)).body,
    );
    expect(found.data.map((s) => s.email)).toEqual(['ana@aula.dev']);
  });

  it('adds, edits and removes repositories; only http(s) addresses', async () => {
    const admin = await t.as('admin');
    const course = await createCourse('repositorios');
    const base = `/api/courses/${course.id}/repositories`;
    const created = await admin.post(base, {
      json: { name: 'Código', url: 'https://github.com/aula-dev/x' },
    });
    expect(created.status).toBe(201);
    const repo = endpoints.createRepository.response.parse(await created.json()).data;
    const bad = await admin.post(base, { json: { name: 'Mau', url: 'javascript:alert(1)' } });
    expect(await bad.json()).toMatchObject({ errors: { url: [expect.any(String)] } });
    const edited = await admin.put(`${base}/${repo.id}`, {
      json: { name: 'Código 2', url: 'https://gitlab.com/a/b' },
    });
    expect(endpoints.updateRepository.response.parse(await edited.json()).data.name).toBe(
      'Código 2',
    );
    expect((await admin.delete(`${base}/${repo.id}`)).status).toBe(204);
    expect(endpoints.listRepositories.response.parse((await admin.json(base)).body).data).toEqual(
      [],
    );
  });
});
