import { useTestApp } from './testing/harness';

/**
 * Issue 33, S58: a day that does not exist (30 February, year 0000, month 13) or a date-time
 * PostgreSQL refuses is a 422 on its field at every endpoint that takes one, before any query;
 * never a 500, and never a CSV export that starts and is cut.
 */
const t = useTestApp();

const IMPOSSIBLE_DAYS = ['2026-02-30', '0000-01-01', '2026-13-01', '2025-02-29'];
const DAY_MESSAGE = /deve ser uma data que exista|formato inválido/;

const oneOf = async <T>(sql: string, params: unknown[] = []) => {
  const [row] = await t.db.query<T & Record<string, unknown>>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
};
const userId = (email: string) =>
  oneOf<{ id: number }>('select id from users where email = $1', [email]).then((r) => r.id);
const productId = (slug: string) =>
  oneOf<{ id: number }>('select id from products where slug = $1', [slug]).then((r) => r.id);

type Answer = { status: number; errors: Record<string, string[]> };
async function call(method: string, path: string, json?: unknown): Promise<Answer> {
  const admin = await t.as('admin');
  const response = await admin.request(method, path, {
    ...(json === undefined
      ? {}
      : { body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } }),
  });
  const text = await response.text();
  const body = (text.startsWith('{') ? JSON.parse(text) : {}) as { errors?: Answer['errors'] };
  return { status: response.status, errors: body.errors ?? {} };
}

const expectRefusedOn = (answer: Answer, field: string) => {
  expect(answer.status).toBe(422);
  expect(answer.errors[field]?.[0]).toMatch(DAY_MESSAGE);
};

describe.each(IMPOSSIBLE_DAYS)('the day %s', (day) => {
  it('GET api/admin/students?joined_from / joined_to: 422 on the field', async () => {
    for (const field of ['joined_from', 'joined_to']) {
      expectRefusedOn(await call('GET', `/api/admin/students?${field}=${day}`), field);
    }
  });

  it('the CSV export: a 422 before anything is streamed, not a cut 200', async () => {
    const admin = await t.as('admin');
    const response = await admin.get(`/api/admin/students/export?joined_from=${day}`);
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.joined_from?.[0]).toMatch(DAY_MESSAGE);
  });

  it('trial periods: create and update refuse it on starts_on and ends_on', async () => {
    const product = await productId('carreira-em-tecnologia');
    const good = { product_id: product, starts_on: '2027-03-01', ends_on: '2027-03-10', days: 7 };
    const before = await oneOf<{ n: number }>('select count(*)::int as n from trial_periods');
    for (const field of ['starts_on', 'ends_on']) {
      const created = await call('POST', '/api/admin/trial-periods', { ...good, [field]: day });
      expect(created.status).toBe(422);
      expect(created.errors[field]?.[0]).toBeTruthy();
    }
    const after = await oneOf<{ n: number }>('select count(*)::int as n from trial_periods');
    expect(after.n).toBe(before.n);

    const made = await call('POST', '/api/admin/trial-periods', good);
    expect(made.status).toBe(201);
    const { id } = await oneOf<{ id: number }>(
      "select id from trial_periods where starts_on = '2027-03-01'",
    );
    for (const field of ['starts_on', 'ends_on']) {
      const updated = await call('PUT', `/api/admin/trial-periods/${id}`, {
        ...good,
        [field]: day,
      });
      expect(updated.status).toBe(422);
      expect(updated.errors[field]?.[0]).toBeTruthy();
    }
    await t.db.query('delete from trial_periods where id = $1', [id]);
  });

  it("a subscription's end date: grant and change refuse it on ends_at", async () => {
    const student = await userId('joao@aula.dev');
    const product = await productId('dados-com-python');
    expectRefusedOn(
      await call('POST', `/api/admin/students/${student}/subscriptions`, {
        product_id: product,
        ends_at: day,
      }),
      'ends_at',
    );
    const enrolled = await oneOf<{ user_id: number; product_id: number }>(
      "select user_id, product_id from enrollments where status = 'active' limit 1",
    );
    expectRefusedOn(
      await call(
        'PUT',
        `/api/admin/students/${enrolled.user_id}/subscriptions/${enrolled.product_id}`,
        { ends_at: day },
      ),
      'ends_at',
    );
  });
});

describe('date-times PostgreSQL would refuse', () => {
  it.each([
    '2026-02-30T19:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '2030-01-15T19:00:00+23:00',
    '9999-12-31T23:59:59-15:00',
  ])("a lecture's scheduled_for %s: 422 on the field, the lecture unchanged", async (value) => {
    const lecture = await oneOf<{ id: number; course_id: number; scheduled_for: unknown }>(
      `select l.id, s.course_id, l.scheduled_for from lectures l
         join sections s on s.id = l.section_id order by l.id limit 1`,
    );
    const answer = await call('PUT', `/api/courses/${lecture.course_id}/lectures/${lecture.id}`, {
      scheduled_for: value,
    });
    expect(answer.status).toBe(422);
    expect(answer.errors.scheduled_for?.[0]).toBe(
      'Data de lançamento deve ser uma data e hora válida.',
    );
    const after = await oneOf<{ scheduled_for: unknown }>(
      'select scheduled_for from lectures where id = $1',
      [lecture.id],
    );
    expect(after.scheduled_for).toEqual(lecture.scheduled_for);
  });
});
