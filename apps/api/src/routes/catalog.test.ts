import { fileURLToPath } from 'node:url';
import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';
import { installDemoVideo } from '../video/demo';

const t = useTestApp();

const courseSchema = endpoints.courseBySlug.response;
const lecturesOf = (course: { sections: { lectures: unknown[] }[] }) =>
  course.sections.flatMap((s) => s.lectures) as ReturnType<
    typeof courseSchema.parse
  >['data']['sections'][number]['lectures'];

async function course(role: Parameters<typeof t.as>[0], slug = 'react-do-zero') {
  const client = await t.as(role);
  const { status, body } = await client.json(`/api/course-by-slug/${slug}`);
  expect(status).toBe(200);
  return courseSchema.parse(body).data;
}

describe('GET api/products', () => {
  it('lists the three products with their course counts, and courses when asked', async () => {
    const guest = await t.as('guest');
    const plain = endpoints.listProducts.response.parse((await guest.json('/api/products')).body);
    expect(plain.data.map((p) => [p.slug, p.courses_count, p.can_comment])).toEqual([
      ['formacao-front-end', 2, true],
      ['dados-com-python', 2, true],
      ['carreira-em-tecnologia', 1, false],
    ]);
    expect(plain.data[0]).not.toHaveProperty('courses');

    const student = await t.as('student');
    const withCourses = endpoints.listProducts.response.parse(
      (await student.json('/api/products?include=courses')).body,
    );
    const react = withCourses.data[0]?.courses?.find((c) => c.slug === 'react-do-zero');
    // 10 lectures, one a draft: 9 count; the demo student watched 3 → 33 %.
    expect(react).toMatchObject({
      lectures_count: 9,
      lectures_watched_count: 3,
      lectures_watched_percentage: 33,
    });
  });

  it('answers one product by slug, 404 for an unknown or malformed one', async () => {
    const guest = await t.as('guest');
    const found = await guest.json('/api/products-by-slug/dados-com-python?include=courses');
    const product = endpoints.productBySlug.response.parse(found.body).data;
    expect(product.courses?.map((c) => c.slug)).toEqual([
      'python-para-analise-de-dados',
      'sql-essencial',
    ]);
    expect((await guest.get('/api/products-by-slug/nao-existe')).status).toBe(404);
    expect((await guest.get('/api/products-by-slug/N%C3%A3o%20Slug')).status).toBe(404);
    expect((await guest.get('/api/products?include=tudo')).status).toBe(422);
  });

  it("tells each viewer the product's offer and whether they are its student (ADR 046)", async () => {
    await t.db.query(
      "update products set price_text = 'R$ 497,00', offer_url = 'https://pay.hotmart.com/F1' where slug = 'formacao-front-end'",
    );
    const enrolledIn = async (role: Parameters<typeof t.as>[0]) => {
      const { body } = await (await t.as(role)).json('/api/products');
      return endpoints.listProducts.response.parse(body).data.map((p) => [p.slug, p.is_enrolled]);
    };
    const { body } = await (await t.as('guest')).json('/api/products');
    const front = endpoints.listProducts.response
      .parse(body)
      .data.find((p) => p.slug === 'formacao-front-end');
    expect(front?.offer).toEqual({
      price_text: 'R$ 497,00',
      offer_url: 'https://pay.hotmart.com/F1',
    });
    expect((await enrolledIn('guest')).every(([, enrolled]) => enrolled === false)).toBe(true);
    expect(await enrolledIn('student')).toContainEqual(['formacao-front-end', true]);
    expect(await enrolledIn('noAccessStudent')).toContainEqual(['formacao-front-end', false]);
    const one = await (await t.as('student')).json('/api/products-by-slug/formacao-front-end');
    expect(endpoints.productBySlug.response.parse(one.body).data.is_enrolled).toBe(true);
  });
});

describe('GET api/course-by-slug/{slug}', () => {
  it('shows a guest the free lecture only: the rest locked, without a video source', async () => {
    const data = await course('guest');
    const lectures = lecturesOf(data);
    expect(lectures.map((l) => l.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(lectures.filter((l) => !l.is_locked).map((l) => l.title)).toEqual([
      'Boas-vindas e como estudar',
    ]);
    for (const lecture of lectures.filter((l) => l.is_locked)) expect(lecture.video_url).toBeNull();
    expect(lectures.some((l) => l.title.startsWith('Exercício guiado'))).toBe(false);
    expect(data).toMatchObject({ lectures_watched_count: 0, last_lecture_id: null });
  });

  it('shows an enrolled student every published lecture with their progress; the scheduled one has a date and no video', async () => {
    const data = await course('student');
    const lectures = lecturesOf(data);
    expect(lectures.every((l) => !l.is_locked)).toBe(true);
    expect(lectures.filter((l) => l.has_watched).map((l) => l.position)).toEqual([1, 2, 3]);
    expect(lectures.filter((l) => l.is_bookmarked).map((l) => l.position)).toEqual([2]);
    expect(data.last_lecture_id).toBe(lectures[3]?.id);
    const scheduled = lectures.find((l) => l.scheduled_for !== null);
    expect(scheduled?.title).toBe('Ao vivo: revisão do projeto final');
    expect(scheduled?.video_url).toBeNull();
    expect(new Date(scheduled?.scheduled_for ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(lectures[0]?.video_url).toMatch(
      new RegExp(`^/media/aula-demo\\.mp4\\?lecture=${lectures[0]?.id}&expires=\\d+&signature=`),
    );
    expect(lectures[1]?.description).toContain('<a href="https://react.dev/learn"');
  });

  it("locks another product's lectures for a student who did not buy it", async () => {
    const client = await t.as('noAccessStudent');
    const data = courseSchema.parse(
      (await client.json('/api/course-by-slug/react-do-zero')).body,
    ).data;
    expect(lecturesOf(data).filter((l) => !l.is_locked)).toHaveLength(1);
  });

  it('shows the admin the drafts too, and the scheduled video', async () => {
    const lectures = lecturesOf(await course('admin'));
    expect(lectures).toHaveLength(10);
    expect(lectures.find((l) => !l.is_published)?.title).toBe('Exercício guiado: lista de tarefas');
    expect(lectures.find((l) => l.scheduled_for)?.video_url).toMatch(/^\/media\/aula-demo\.mp4\?/);
  });
});

describe('lecture positions (ADR 009)', () => {
  it('opens the same lecture at the same position for a guest, a student and the admin', async () => {
    const byPosition = async (role: Parameters<typeof t.as>[0]) =>
      new Map(lecturesOf(await course(role)).map((l) => [l.position, l.id]));
    const guest = await byPosition('guest');
    const student = await byPosition('student');
    const admin = await byPosition('admin');
    expect([...student]).toEqual([...guest]);
    // `/react-do-zero/aula/7` is "Buscando dados com SWR" for everyone, the draft before it or not.
    for (const [position, id] of student) expect(admin.get(position)).toBe(id);
    const seventh = lecturesOf(await course('admin')).find((l) => l.position === 7);
    expect(seventh?.title).toBe('Buscando dados com SWR');
  });

  it("addresses the admin's drafts after the published lectures, and counts published ones only", async () => {
    const data = await course('admin');
    const lectures = lecturesOf(data);
    const draft = lectures.find((l) => !l.is_published);
    expect(draft?.position).toBe(10);
    // Course order in the sidebar is kept: the draft stays in its section, after "Listas e chaves".
    expect(lectures.map((l) => l.position)).toEqual([1, 2, 3, 4, 5, 6, 10, 7, 8, 9]);
    expect(data).toMatchObject({ lectures_count: 9, drafts_count: 1 });
    const student = await course('student');
    expect(student.lectures_count).toBe(9);
    expect(student).not.toHaveProperty('drafts_count');
  });

  it('gives the home and the admin lists the same lecture counts for a student and the admin, the drafts apart', async () => {
    const react = async (role: 'student' | 'admin') => {
      const { body } = await (await t.as(role)).json('/api/products?include=courses');
      const products = endpoints.listProducts.response.parse(body).data;
      return products.flatMap((p) => p.courses ?? []).find((c) => c.slug === 'react-do-zero');
    };
    expect((await react('admin'))?.lectures_count).toBe(9);
    expect((await react('admin'))?.drafts_count).toBe(1);
    expect((await react('student'))?.lectures_count).toBe(9);
    expect(await react('student')).not.toHaveProperty('drafts_count');

    const admin = await t.as('admin');
    const listed = endpoints.listCourses.response.parse(
      (await admin.json('/api/courses?search=react-do-zero')).body,
    ).data[0];
    expect(listed).toMatchObject({ lectures_count: 9, drafts_count: 1 });
    const { body } = await admin.json(`/api/courses/${listed?.id}`);
    const adminCourse = endpoints.getCourse.response.parse(body).data;
    expect(lecturesOf(adminCourse).find((l) => l.position === 7)?.title).toBe(
      'Buscando dados com SWR',
    );
  });

  it('lists free and scheduled lectures with the positions the course gives them', async () => {
    const student = await course('student');
    const scheduled = endpoints.scheduledLectures.response
      .parse((await (await t.as('student')).json('/api/courses/scheduled-lectures')).body)
      .data.find((l) => l.course.slug === 'react-do-zero');
    const inCourse = lecturesOf(student).find((l) => l.id === scheduled?.id);
    expect(scheduled?.position).toBe(inCourse?.position);
    const free = endpoints.freeLectures.response
      .parse((await (await t.as('admin')).json('/api/lectures/free')).body)
      .data.find((l) => l.course.slug === 'react-do-zero');
    expect(free?.position).toBe(lecturesOf(student).find((l) => l.id === free?.id)?.position);
  });
});

describe('GET api/course-by-slug/{slug}, not found', () => {
  it('answers 404 in the catalogue shape for an unknown course', async () => {
    const response = await (await t.as('guest')).get('/api/course-by-slug/nao-existe');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'ServerErrorException',
      message: 'Curso não encontrado.',
    });
  });
});

describe('the home page lists', () => {
  it('lists the free lectures with the position the player routes by', async () => {
    const { body } = await (await t.as('guest')).json('/api/lectures/free');
    const data = endpoints.freeLectures.response.parse(body).data;
    expect(data.map((l) => [l.course.slug, l.position])).toEqual([
      ['react-do-zero', 1],
      ['typescript-na-pratica', 1],
      ['python-para-analise-de-dados', 1],
      ['sql-essencial', 1],
      ['primeiro-emprego-em-tech', 1],
    ]);
  });

  it('lists the scheduled lectures, soonest first, all in the future', async () => {
    const { body } = await (await t.as('student')).json('/api/courses/scheduled-lectures');
    const data = endpoints.scheduledLectures.response.parse(body).data;
    expect(data.map((l) => l.course.slug)).toEqual([
      'react-do-zero',
      'typescript-na-pratica',
      'primeiro-emprego-em-tech',
    ]);
    const times = data.map((l) => new Date(l.scheduled_for).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.min(...times)).toBeGreaterThan(Date.now());
    expect(data[0]?.position).toBe(9);
  });
});

describe('GET api/courses/scheduled-lectures, by viewer', () => {
  const scheduled = async (role: Parameters<typeof t.as>[0]) => {
    const { status, body } = await (await t.as(role)).json('/api/courses/scheduled-lectures');
    expect(status).toBe(200);
    const parsed = endpoints.scheduledLectures.response.parse(body);
    return { scope: parsed.meta.scope, slugs: parsed.data.map((l) => l.course.slug) };
  };

  it("shows a student her own products' scheduled lectures only, and says so", async () => {
    expect(await scheduled('otherStudent')).toEqual({
      scope: 'enrolled',
      slugs: ['react-do-zero', 'typescript-na-pratica'],
    });
    // João bought "Dados com Python" only, which has nothing scheduled.
    expect(await scheduled('noAccessStudent')).toEqual({ scope: 'enrolled', slugs: [] });
  });

  it("shows a signed-in non-student the catalogue's upcoming lectures, and says so", async () => {
    expect(await scheduled('account')).toEqual({
      scope: 'catalogue',
      slugs: ['react-do-zero', 'typescript-na-pratica', 'primeiro-emprego-em-tech'],
    });
  });

  it('shows the admin every course', async () => {
    expect((await scheduled('admin')).scope).toBe('all');
  });

  it('asks a guest to sign in (the page is for signed-in people)', async () => {
    expect((await (await t.as('guest')).get('/api/courses/scheduled-lectures')).status).toBe(401);
  });
});

describe("the course's structure, kept per process (issue 21)", () => {
  it("follows an admin's change at once, while each viewer's marks stay their own", async () => {
    const before = await course('student');
    const first = lecturesOf(before)[0];
    if (!first) throw new Error('no lecture');
    const admin = await t.as('admin');
    const rename = (title: string) =>
      admin.put(`/api/courses/${before.id}/lectures/${first.id}`, { json: { title } });
    expect((await rename('Boas-vindas, revisada')).status).toBe(200);
    try {
      const student = await course('student');
      expect(lecturesOf(student)[0]?.title).toBe('Boas-vindas, revisada');
      // Marks are the viewer's: the student's toggle shows to her at once, and to no one else.
      const client = await t.as('student');
      const was = first.has_watched;
      expect((await client.put(`/api/lectures/${first.id}/watch`)).status).toBe(200);
      expect(lecturesOf(await course('student'))[0]?.has_watched).toBe(!was);
      expect(lecturesOf(await course('guest'))[0]?.has_watched).toBe(false);
      expect((await client.put(`/api/lectures/${first.id}/watch`)).status).toBe(200);
      expect(lecturesOf(await course('student'))[0]?.has_watched).toBe(was);
      expect(lecturesOf(await course('guest'))[0]?.title).toBe('Boas-vindas, revisada');
    } finally {
      expect((await rename(first.title)).status).toBe(200);
    }
    expect(lecturesOf(await course('guest'))[0]?.title).toBe(first.title);
  });
});

describe('the free lectures’ cards with the demo video installed (issue 35 §2)', () => {
  it('carry the poster of their video, signed for anyone; a tampered link is refused', async () => {
    const demo = fileURLToPath(new URL('../../media/demo-hls', import.meta.url));
    expect(await installDemoVideo(t.db, t.files, demo)).not.toBe(false);
    const guest = await t.as('guest');
    const { body } = await guest.json('/api/lectures/free');
    const data = endpoints.freeLectures.response.parse(body).data;
    expect(data.length).toBeGreaterThan(0);
    for (const lecture of data) {
      expect(lecture.poster_url).toMatch(
        new RegExp(
          `^/media/s/videos/[^/]+/poster\\.jpg\\?lecture=${lecture.id}&expires=\\d+&signature=`,
        ),
      );
    }
    const poster = await guest.get(data[0]?.poster_url ?? '');
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const tampered = await guest.get(`${data[0]?.poster_url ?? ''}x`);
    expect(tampered.status).toBe(403);

    // A free lecture scheduled for later shows nothing of its video before its time.
    await t.db.query(`update lectures set scheduled_for = now() + interval '1 day' where id = $1`, [
      data[0]?.id,
    ]);
    const later = endpoints.freeLectures.response.parse(
      (await guest.json('/api/lectures/free')).body,
    ).data;
    const scheduled = later.find((l) => l.id === data[0]?.id);
    expect(scheduled?.scheduled_for).not.toBeNull();
    expect(scheduled?.poster_url).toBeNull();
    expect(later.filter((l) => l.poster_url).length).toBe(data.length - 1);
  });
});
