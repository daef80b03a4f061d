import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';
import { CSV_HEADER, csvCell, forgetStudentCounts } from './admin-students';

/** ADR 021: the admin's student list and its CSV export. */
const t = useTestApp();

const list = async (query = '') => {
  const { status, body } = await (await t.as('admin')).json(`/api/admin/students?${query}`);
  expect(status).toBe(200);
  return endpoints.listAdminStudents.response.parse(body);
};

/** Ana's watched published lectures of the courses her subscriptions open now, over all of theirs. */
const anaProgress = async () => {
  const [share] = await t.db.query<{ watched: number; total: number }>(
    `with open as (
       select l.id from lectures l join sections s on s.id = l.section_id
         join courses c on c.id = s.course_id and c.is_published
         join enrollments e on e.product_id = c.product_id and e.status in ('active', 'trial', 'lifetime')
         join users u on u.id = e.user_id and u.email = 'ana@aula.dev'
        where l.is_published)
     select (select count(*)::int from lecture_views v join users u on u.id = v.user_id
              where u.email = 'ana@aula.dev' and v.lecture_id in (select id from open)) as watched,
            (select count(*)::int from open) as total`,
  );
  expect(share?.watched).toBeGreaterThan(0);
  return Math.round(((share?.watched ?? 0) / (share?.total ?? 1)) * 100);
};

const count = async (sql: string, params: unknown[] = []) => {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params);
  return row?.n ?? -1;
};

describe('GET api/admin/students', () => {
  it('lists every account, newest first, paginated', async () => {
    const total = await count('from users');
    const page = await list('per_page=2');
    expect(page.meta).toMatchObject({ total, per_page: 2, current_page: 1 });
    const [first, second] = page.data;
    expect(Date.parse(first?.created_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(second?.created_at ?? ''),
    );
    const byName = await list('sort=name&per_page=50');
    const names = byName.data.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives each account its subscriptions and progress', async () => {
    const [ana] = (await list('search=ana@aula.dev')).data;
    const rows = await t.db.query<{ title: string; status: string }>(
      `select p.title, e.status from enrollments e join products p on p.id = e.product_id
         join users u on u.id = e.user_id where u.email = 'ana@aula.dev' order by p.id`,
    );
    expect(ana?.subscriptions.map((s) => [s.product.title, s.status])).toEqual(
      rows.map((r) => [r.title, r.status]),
    );
    expect(ana?.progress_percentage).toBe(await anaProgress());
  });

  it('measures progress against the lectures published now', async () => {
    const progress = async () => (await list('search=ana@aula.dev')).data[0]?.progress_percentage;
    const before = await anaProgress();
    expect(await progress()).toBe(before);
    // Unpublishing through the admin moves the course: the next read counts fewer lectures.
    const [open] = await t.db.query<{ course_id: number; id: number }>(
      `select s.course_id, l.id from lectures l join sections s on s.id = l.section_id
         join courses c on c.id = s.course_id and c.is_published
         join enrollments e on e.product_id = c.product_id and e.status in ('active', 'trial', 'lifetime')
         join users u on u.id = e.user_id and u.email = 'ana@aula.dev'
        where l.is_published
          and not exists (select 1 from lecture_views v where v.lecture_id = l.id and v.user_id = u.id)
        order by l.id limit 1`,
    );
    const admin = await t.as('admin');
    const response = await admin.put(`/api/courses/${open?.course_id}/lectures/${open?.id}`, {
      json: { is_published: false },
    });
    expect(response.status).toBe(200);
    const after = await anaProgress();
    expect(after).toBeGreaterThan(before);
    expect(await progress()).toBe(after);
  });

  it('filters by product and status together, as the database counts them', async () => {
    const page = await list('product_id=1&status=active&per_page=100');
    const expected = await count(
      "from users u where exists (select 1 from enrollments e where e.user_id = u.id and e.product_id = 1 and e.status = 'active')",
    );
    expect(expected).toBeGreaterThan(0);
    expect(page.meta.total).toBe(expected);
    for (const student of page.data) {
      expect(student.subscriptions).toContainEqual(
        expect.objectContaining({ product: expect.objectContaining({ id: 1 }), status: 'active' }),
      );
    }
  });

  it('searches a part of the name or the e-mail, with % and _ taken literally', async () => {
    expect((await list('search=souza')).data.map((s) => s.email)).toContain('admin@aula.dev');
    expect((await list('search=LUNA@AULA')).data.map((s) => s.email)).toEqual(['aluna@aula.dev']);
    expect((await list(`search=${encodeURIComponent('%')}`)).meta.total).toBe(0);
    expect((await list(`search=${encodeURIComponent('a_a')}`)).meta.total).toBe(0);
  });

  it('filters students or not, and the days joined in the school time zone', async () => {
    const students = await list('is_student=true&per_page=100');
    expect(students.meta.total).toBe(await count('from users where is_student'));
    expect((await list('is_student=false&per_page=100')).meta.total).toBe(
      await count('from users where not is_student'),
    );
    // 02:30 UTC on the 10th is 23:30 on the 9th in São Paulo.
    await t.db.query(
      "update users set created_at = '2025-01-10T02:30:00Z' where email = 'joao@aula.dev'",
    );
    const ninth = await list('joined_from=2025-01-09&joined_to=2025-01-09');
    expect(ninth.data.map((s) => s.email)).toEqual(['joao@aula.dev']);
    expect((await list('joined_from=2025-01-10&joined_to=2025-01-10')).meta.total).toBe(0);
    expect(
      (await (await t.as('admin')).get('/api/admin/students?joined_from=2025-13-01')).status,
    ).toBe(422);
  });

  it("reuses a filter's total for 30 s, corrected by the page it answers", async () => {
    const query = 'search=cacheada&per_page=1';
    expect((await list(query)).meta.total).toBe(0);
    await t.db.query(
      `insert into users (name, email, password_hash)
       values ('Cacheada Um', 'cacheada1@exemplo.com.br', 'x'), ('Cacheada Dois', 'cacheada2@exemplo.com.br', 'x')`,
    );
    // Cached 0, but a full page proves at least 1; the rows themselves are fresh.
    const again = await list(query);
    expect(again.data).toHaveLength(1);
    expect(again.meta.total).toBe(1);
    // A short page is the last one: the exact total, remembered for the next pages.
    expect((await list(`${query}&page=2`)).meta.total).toBe(2);
    expect((await list(`${query}&page=3`)).meta.total).toBe(2);
    // Another filter counts for itself.
    expect((await list('search=cacheada&is_student=false')).meta.total).toBe(2);
  });

  it('pages from where the previous page ended, the same rows as by offset', async () => {
    // 40 accounts with one join time (ties on the sort key) and names that tie in lower case.
    await t.db.query(
      `insert into users (name, email, password_hash, created_at)
       select case when n % 2 = 0 then 'Marca ' else 'MARCA ' end || (n % 7),
              'marca' || n || '@exemplo.com.br', 'x', '2024-05-05T12:00:00.123456Z'
         from generate_series(1, 40) as n`,
    );
    for (const sort of ['-created_at', 'name', '-name']) {
      const query = `search=marca&sort=${sort}&per_page=6`;
      const all = (await list(`${query.replace('per_page=6', 'per_page=40')}`)).data.map(
        (s) => s.id,
      );
      expect(all).toHaveLength(40);
      forgetStudentCounts();
      // A jump first (by offset), then the pages after it and a jump further (from bookmarks).
      const pages = [3, 4, 5, 7, 1, 2, 6];
      const seen = new Map<number, number[]>();
      for (const page of pages)
        seen.set(
          page,
          (await list(`${query}&page=${page}`)).data.map((s) => s.id),
        );
      for (const page of pages) expect(seen.get(page)).toEqual(all.slice((page - 1) * 6, page * 6));
    }
  });

  it("records an account's last access with its session's activity", async () => {
    await t.db.query("update users set last_access_at = null where email = 'ana@aula.dev'");
    const ana = await t.fresh('otherStudent');
    await ana.get('/api/me');
    const [row] = await t.db.query<{ last_access_at: Date | null }>(
      "select last_access_at from users where email = 'ana@aula.dev'",
    );
    expect(row?.last_access_at).toBeInstanceOf(Date);
    const [listed] = (await list('search=ana@aula.dev')).data;
    expect(listed?.last_access_at).toBe(row?.last_access_at?.toISOString());
  });

  it('can answer the filtered list from its indexes (EXPLAIN)', async () => {
    const plan = async (sql: string, params: unknown[]) =>
      t.db.transaction(async (tx) => {
        // The seed is small enough for a sequential scan; this asks whether an index can serve.
        await tx.query('set local enable_seqscan = off');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const text = await plan(
      `select u.id from users u where (lower(u.name) || ' ' || lower(u.email)) like $1
          and exists (select 1 from enrollments e where e.user_id = u.id and e.product_id = $2 and e.status = $3)
        order by u.created_at desc, u.id desc limit 15`,
      ['%silva%', 1, 'active'],
    );
    expect(text).not.toContain('Seq Scan');
    expect(text).toContain('enrollments_product_status');
    const byProduct = await plan(
      'select e.user_id from enrollments e where e.product_id = $1 and e.status = $2',
      [1, 'active'],
    );
    expect(byProduct).toContain('enrollments_product_status');
    const search = await plan(
      "select u.id from users u where (lower(u.name) || ' ' || lower(u.email)) like $1",
      ['%silva%'],
    );
    expect(search).toContain('users_search_trgm');
  });
});

describe('GET api/admin/students/export', () => {
  const csv = async (query = '') => {
    const response = await (await t.as('admin')).get(`/api/admin/students/export?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="estudantes-/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder().decode(bytes.slice(3)).split('\r\n').filter(Boolean);
  };

  it('is the filtered list, every row, with a pt-BR header and dates', async () => {
    const lines = await csv('product_id=1&status=active');
    expect(lines[0]).toBe(CSV_HEADER.map(csvCell).join(';'));
    const expected = await count(
      "from users u where exists (select 1 from enrollments e where e.user_id = u.id and e.product_id = 1 and e.status = 'active')",
    );
    expect(lines).toHaveLength(expected + 1);
    const aluna = lines.find((line) => line.includes('"aluna@aula.dev"'));
    expect(aluna).toMatch(/"Formação Front-end \(ativa\)/);
    expect(aluna).toMatch(/;"\d{2}\/\d{2}\/\d{4}";/);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell('Ana "Aninha" Souza')).toBe('"Ana ""Aninha"" Souza"');
    await t.db.query(`update users set name = '=1+1' where email = 'visitante@aula.dev'`);
    const lines = await csv('search=visitante@aula.dev');
    expect(lines[1]?.startsWith(`"'=1+1";`)).toBe(true);
  });

  it('streams every row of a list longer than one batch, each once, ties included', async () => {
    // 2,100 accounts with the very same join time: the keyset must still walk them all.
    await t.db.query(
      `insert into users (name, email, password_hash, created_at)
       select 'Lote ' || n, 'lote' || n || '@exemplo.com.br', 'x', '2024-05-05T12:00:00.123456Z'
         from generate_series(1, 2100) as n`,
    );
    for (const sort of ['-created_at', 'created_at', 'name', '-name']) {
      const lines = await csv(`search=lote&sort=${sort}`);
      expect(lines).toHaveLength(2101);
      expect(new Set(lines).size).toBe(2101);
    }
  });

  it('is for admins only, and checks its filters', async () => {
    expect((await (await t.as('guest')).get('/api/admin/students/export')).status).toBe(401);
    expect((await (await t.as('student')).get('/api/admin/students/export')).status).toBe(403);
    expect((await (await t.as('admin')).get('/api/admin/students/export?status=paid')).status).toBe(
      422,
    );
  });
});
