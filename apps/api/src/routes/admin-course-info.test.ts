import { COVER_MAX_BYTES, endpoints } from '@aula/contract';
import { SEED_PRODUCTS } from '../db/seed-content';
import { createMemoryFileStore } from '../storage';
import { useTestApp } from '../testing/harness';
import { jpeg, png } from '../testing/images';

const files = createMemoryFileStore();
const t = useTestApp({ files });

// Whole small images: the server reads their headers and structure (issue 33, S57).
const PNG = png(16, 16);
const JPEG = jpeg(16, 16);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

async function courseRow(slug: string) {
  const [row] = await t.db.query<{
    id: number;
    product_id: number;
    title: string;
    description: string | null;
    is_published: boolean;
    cover_url: string | null;
  }>(
    'select id, product_id, title, description, is_published, cover_url from courses where slug = $1',
    [slug],
  );
  if (!row) throw new Error(`no course ${slug}`);
  return row;
}

async function create(slug: string, extra: Record<string, unknown> = {}) {
  const admin = await t.as('admin');
  const response = await admin.post('/api/courses', {
    json: { title: `Curso ${slug}`, slug, product_id: 1, ...extra },
  });
  expect(response.status).toBe(201);
  return endpoints.createCourse.response.parse(await response.json()).data;
}

/** The web app's request: a POST of form data with `_method=PUT` (spec §7). */
async function upload(courseId: number, bytes: Uint8Array, name = 'capa.png', type = 'image/png') {
  const admin = await t.as('admin');
  const form = new FormData();
  form.set('_method', 'PUT');
  form.set('cover', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return admin.post(`/api/courses/${courseId}/cover`, { body: form });
}

const keyOf = (url: string | null) => `covers/${url?.split('/').pop()}`;

describe('updateCourse (Informações básicas, ADR 018)', () => {
  it('refuses a slug another course has with a 422 on slug in pt-BR, changing nothing', async () => {
    const course = await create('slug-livre');
    const admin = await t.as('admin');
    const response = await admin.put(`/api/courses/${course.id}`, {
      json: { title: 'Outro título', slug: 'react-do-zero', product_id: 1 },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.slug).toEqual(['Este endereço (slug) já está em uso por outro curso.']);
    expect((await courseRow('slug-livre')).title).toBe('Curso slug-livre');
    // Its own slug is not "taken".
    const same = await admin.put(`/api/courses/${course.id}`, {
      json: { title: 'Outro título', slug: 'slug-livre', product_id: 1 },
    });
    expect(same.status).toBe(200);
  });

  it('a new course is a draft unless the body says otherwise; an update without the switch keeps it', async () => {
    expect((await create('rascunho-novo')).is_published).toBe(false);
    const published = await create('publicado-novo', { is_published: true });
    expect(published.is_published).toBe(true);
    const admin = await t.as('admin');
    const kept = await admin.put(`/api/courses/${published.id}`, {
      json: { title: 'Publicado e renomeado', slug: 'publicado-novo', product_id: 1 },
    });
    expect(endpoints.updateCourse.response.parse(await kept.json()).data.is_published).toBe(true);
    const off = await admin.put(`/api/courses/${published.id}`, {
      json: {
        title: 'Publicado e renomeado',
        slug: 'publicado-novo',
        product_id: 1,
        is_published: false,
      },
    });
    expect(endpoints.updateCourse.response.parse(await off.json()).data.is_published).toBe(false);
    expect((await courseRow('publicado-novo')).is_published).toBe(false);
    // The list's status filter and the overview read the column.
    const drafts = endpoints.listCourses.response.parse(
      (await admin.json('/api/courses?status=draft&per_page=100')).body,
    );
    expect(drafts.data.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['rascunho-novo', 'publicado-novo']),
    );
    const overview = endpoints.courseOverview.response.parse(
      (await admin.json(`/api/courses/${published.id}/overview`)).body,
    );
    expect(overview.data.course.is_published).toBe(false);
  });

  it('keeps the seeded courses published (the migration set every existing course to true)', async () => {
    const seeded = SEED_PRODUCTS.flatMap((p) => p.courses.map((c) => c.slug));
    const rows = await t.db.query<{ is_published: boolean }>(
      'select is_published from courses where slug = any($1::text[])',
      [seeded],
    );
    expect(rows).toHaveLength(seeded.length);
    expect(rows.every((r) => r.is_published)).toBe(true);
  });

  it('keeps the cover when a save does not send cover_url', async () => {
    const course = await create('capa-mantida');
    expect((await upload(course.id, PNG)).status).toBe(200);
    const cover = (await courseRow('capa-mantida')).cover_url;
    expect(cover).toMatch(/^\/api\/covers\//);
    const admin = await t.as('admin');
    const saved = await admin.put(`/api/courses/${course.id}`, {
      json: { title: 'Capa mantida', slug: 'capa-mantida', product_id: 1, description: 'Nova.' },
    });
    expect(saved.status).toBe(200);
    expect((await courseRow('capa-mantida')).cover_url).toBe(cover);
  });
});

describe('an unpublished course (ADR 018)', () => {
  const SLUG = 'python-para-analise-de-dados';

  async function setPublished(value: boolean) {
    const row = await courseRow(SLUG);
    const admin = await t.as('admin');
    const response = await admin.put(`/api/courses/${row.id}`, {
      json: {
        title: row.title,
        slug: SLUG,
        product_id: row.product_id,
        description: row.description,
        is_published: value,
      },
    });
    expect(response.status).toBe(200);
    return row;
  }

  afterEach(async () => {
    await setPublished(true);
  });

  it('is unknown to guests and students (404 like an unknown slug), and the admin still sees it', async () => {
    await setPublished(false);
    const path = `/api/course-by-slug/${SLUG}`;
    const guest = await t.as('guest');
    const guestAnswer = await guest.get(path);
    expect(guestAnswer.status).toBe(404);
    const unknown = await guest.get('/api/course-by-slug/nao-existe');
    expect(await guestAnswer.json()).toEqual(await unknown.json());
    // joao is a student of its product.
    expect((await (await t.as('noAccessStudent')).get(path)).status).toBe(404);
    expect((await (await t.as('admin')).get(path)).status).toBe(200);
    await setPublished(true);
    expect((await guest.get(path)).status).toBe(200);
  });

  it("leaves the catalogue: products' courses and counts, free and scheduled lectures, lectures' own endpoints", async () => {
    const row = await setPublished(false);
    const guest = await t.as('guest');
    const products = endpoints.listProducts.response.parse(
      (await guest.json('/api/products?include=courses')).body,
    ).data;
    const slugs = products.flatMap((p) => p.courses?.map((c) => c.slug) ?? []);
    expect(slugs).not.toContain(SLUG);
    expect(slugs).toContain('sql-essencial');
    const product = products.find((p) => p.id === row.product_id);
    expect(product?.courses_count).toBe(product?.courses?.length);
    const bySlug = endpoints.productBySlug.response.parse(
      (await guest.json(`/api/products-by-slug/${product?.slug}?include=courses`)).body,
    ).data;
    expect(bySlug.courses?.map((c) => c.slug)).not.toContain(SLUG);

    const free = endpoints.freeLectures.response.parse(
      (await guest.json('/api/lectures/free')).body,
    ).data;
    expect(free.map((l) => l.course.slug)).not.toContain(SLUG);

    const scheduledOf = async (role: 'noAccessStudent' | 'admin') =>
      endpoints.scheduledLectures.response
        .parse((await (await t.as(role)).json('/api/courses/scheduled-lectures')).body)
        .data.map((l) => l.course.slug);
    expect(await scheduledOf('noAccessStudent')).not.toContain(SLUG);

    // A lecture of it is as unknown as a draft to its students.
    const [lecture] = await t.db.query<{ id: number }>(
      `select l.id from lectures l join sections s on s.id = l.section_id
        where s.course_id = $1 and l.is_published order by l.id limit 1`,
      [row.id],
    );
    const student = await t.as('noAccessStudent');
    expect((await student.get(`/api/lectures/${lecture?.id}/comments`)).status).toBe(404);
    expect((await student.put(`/api/lectures/${lecture?.id}/bookmark`)).status).toBe(404);
    expect((await (await t.as('admin')).get(`/api/lectures/${lecture?.id}/comments`)).status).toBe(
      200,
    );

    await setPublished(true);
    const again = endpoints.freeLectures.response.parse(
      (await guest.json('/api/lectures/free')).body,
    ).data;
    expect(again.map((l) => l.course.slug)).toContain(SLUG);
    expect((await student.get(`/api/lectures/${lecture?.id}/comments`)).status).toBe(200);
  });

  it("leaves the student's bookmarks while unpublished, and they come back with it", async () => {
    const row = await courseRow(SLUG);
    const [lecture] = await t.db.query<{ id: number }>(
      `select l.id from lectures l join sections s on s.id = l.section_id
        where s.course_id = $1 and l.is_published order by l.id limit 1`,
      [row.id],
    );
    const student = await t.as('noAccessStudent');
    // A toggle: put it on whatever the seed had.
    const toggle = async () =>
      endpoints.bookmarkLecture.response.parse(
        await (await student.put(`/api/lectures/${lecture?.id}/bookmark`)).json(),
      ).data.is_bookmarked;
    if (!(await toggle())) expect(await toggle()).toBe(true);
    const courses = async () =>
      endpoints.myBookmarks.response
        .parse((await student.json('/api/me/bookmarks?per_page=100')).body)
        .data.map((b) => b.course.slug);
    expect(await courses()).toContain(SLUG);
    await setPublished(false);
    expect(await courses()).not.toContain(SLUG);
    await setPublished(true);
    expect(await courses()).toContain(SLUG);
  });

  it('stays in the admin list (the status filter reads the switch)', async () => {
    await setPublished(false);
    const admin = await t.as('admin');
    const drafts = endpoints.listCourses.response.parse(
      (await admin.json('/api/courses?status=draft')).body,
    );
    expect(drafts.data.map((c) => c.slug)).toContain(SLUG);
  });
});

describe('PUT api/courses/:id/cover', () => {
  it('stores a PNG under an unguessable name and serves it typed, inert and cached for good', async () => {
    const course = await create('capa-png');
    const response = await upload(course.id, PNG);
    expect(response.status).toBe(200);
    const { data } = endpoints.updateCourseCover.response.parse(await response.json());
    expect(data.cover_url).toMatch(/^\/api\/covers\/[A-Za-z0-9_-]{43}\.png$/);
    expect((await courseRow('capa-png')).cover_url).toBe(data.cover_url);
    expect(files.keys()).toContain(keyOf(data.cover_url));
    const served = await t.app.request(data.cover_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    // A malformed or unknown name is a 404.
    expect((await t.app.request('/api/covers/..%2Fx.png')).status).toBe(404);
    expect((await t.app.request(`/api/covers/${'a'.repeat(43)}.png`)).status).toBe(404);
  });

  it('replacing removes the old file; removing empties the cover and deletes its file (idempotent)', async () => {
    const course = await create('capa-trocada');
    const first = endpoints.updateCourseCover.response.parse(
      await (await upload(course.id, PNG)).json(),
    ).data.cover_url;
    const second = endpoints.updateCourseCover.response.parse(
      await (await upload(course.id, JPEG, 'capa.svg', 'image/svg+xml')).json(),
    ).data.cover_url;
    expect(second).toMatch(/\.jpg$/);
    expect(files.keys()).not.toContain(keyOf(first));
    expect(files.keys()).toContain(keyOf(second));
    const admin = await t.as('admin');
    const removed = await admin.delete(`/api/courses/${course.id}/cover`);
    expect(removed.status).toBe(200);
    expect(endpoints.deleteCourseCover.response.parse(await removed.json()).data.cover_url).toBe(
      null,
    );
    expect(files.keys()).not.toContain(keyOf(second));
    expect((await admin.delete(`/api/courses/${course.id}/cover`)).status).toBe(200);
    expect((await admin.delete('/api/courses/999999/cover')).status).toBe(404);
  });

  it('deleting courses deletes their cover files too (one and several)', async () => {
    const admin = await t.as('admin');
    const one = await create('capa-apagada');
    const two = await create('capa-apagada-2');
    const three = await create('capa-apagada-3');
    const urls = [];
    for (const course of [one, two, three]) {
      urls.push(
        endpoints.updateCourseCover.response.parse(await (await upload(course.id, PNG)).json()).data
          .cover_url,
      );
    }
    for (const url of urls) expect(files.keys()).toContain(keyOf(url));
    expect((await admin.delete(`/api/courses/${one.id}`)).status).toBe(204);
    expect(files.keys()).not.toContain(keyOf(urls[0] ?? null));
    expect((await admin.delete('/api/courses', { json: { ids: [two.id, three.id] } })).status).toBe(
      204,
    );
    for (const url of urls) expect(files.keys()).not.toContain(keyOf(url));
  });

  it.each([
    ['an SVG sent as image/png', SVG, 'capa.png', 'image/png'],
    ['an empty file', new Uint8Array(), 'capa.png', 'image/png'],
  ])(
    'refuses %s with a 422 on cover in pt-BR, storing nothing',
    async (_what, bytes, name, type) => {
      const course = await create(`capa-recusada-${bytes.length}`);
      const before = files.keys().length;
      const response = await upload(course.id, bytes, name, type);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors.cover).toEqual(['Envie uma imagem JPEG, PNG ou WebP.']);
      expect(files.keys()).toHaveLength(before);
    },
  );

  it('refuses 2 MB + 1 byte with a 413 in pt-BR; exactly 2 MB is fine; an unknown course is 404', async () => {
    const course = await create('capa-grande');
    const before = files.keys().length;
    const big = new Uint8Array(COVER_MAX_BYTES + 1);
    big.set(PNG);
    const response = await upload(course.id, big);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'A imagem de capa deve ter no máximo 2 MB.',
    );
    expect(files.keys()).toHaveLength(before);
    const max = new Uint8Array(COVER_MAX_BYTES);
    max.set(PNG);
    expect((await upload(course.id, max)).status).toBe(200);
    const missing = await upload(999_999, PNG);
    expect(missing.status).toBe(404);
    // The file stored before the 404 is removed again.
    expect(files.keys()).toHaveLength(before + 1);
  });
});
