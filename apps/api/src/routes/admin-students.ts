import {
  type AdminStudent,
  type AdminStudentFilters,
  adminStudentFiltersSchema,
  apiErrorMap,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatus,
} from '@aula/contract';
import type { Context } from 'hono';
import type { Queryable } from '../db/database';
import type { AppEnv, Services } from '../env';
import { forbidden, unauthenticated, validationFailure } from '../http';
import { iso, isoOrNull, pageMeta } from '../queries/catalog';
import { type Handlers, readQuery } from './define';

/** The school's calendar: "joined between" days and the export's dates (ADR 021). */
export const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

let trigrams: Promise<boolean> | null = null;
/** Whether the database has pg_trgm (then `%term%` uses its index; else a prefix search does). */
function hasTrigrams(db: Queryable) {
  trigrams ??= db
    .query<{ on: boolean }>(
      "select exists (select 1 from pg_extension where extname = 'pg_trgm') as on",
    )
    .then(([row]) => row?.on === true);
  return trigrams;
}

/**
 * The filters as SQL over `users u`: `where` and its parameters, starting at `$1`. Each filter
 * adds its condition only when given, so the planner sees the query the filters make (ADR 021).
 */
async function studentFilter(db: Queryable, filters: AdminStudentFilters) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const term = filters.search?.trim().toLowerCase();
  if (term) {
    if (await hasTrigrams(db)) {
      conditions.push(
        `(lower(u.name) || ' ' || lower(u.email)) like ${param(`%${escapeLike(term)}%`)}`,
      );
    } else {
      const prefix = param(`${escapeLike(term)}%`);
      conditions.push(`(lower(u.email) like ${prefix} or lower(u.name) like ${prefix})`);
    }
  }
  if (filters.product_id !== undefined || filters.status !== undefined) {
    const inner = ['e.user_id = u.id'];
    if (filters.product_id !== undefined) inner.push(`e.product_id = ${param(filters.product_id)}`);
    if (filters.status !== undefined) inner.push(`e.status = ${param(filters.status)}`);
    conditions.push(`exists (select 1 from enrollments e where ${inner.join(' and ')})`);
  }
  if (filters.is_student !== undefined) {
    conditions.push(`u.is_student = ${param(filters.is_student === 'true')}`);
  }
  if (filters.joined_from) {
    conditions.push(
      `u.created_at >= (${param(filters.joined_from)}::date::timestamp at time zone '${SCHOOL_TIME_ZONE}')`,
    );
  }
  if (filters.joined_to) {
    conditions.push(
      `u.created_at < ((${param(filters.joined_to)}::date + 1)::timestamp at time zone '${SCHOOL_TIME_ZONE}')`,
    );
  }
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

const ORDERS: Record<NonNullable<AdminStudentFilters['sort']>, string> = {
  name: 'lower(u.name), u.id',
  '-name': 'lower(u.name) desc, u.id desc',
  created_at: 'u.created_at, u.id',
  '-created_at': 'u.created_at desc, u.id desc',
};
const DEFAULT_SORT = '-created_at';

interface StudentRow {
  id: number;
  name: string;
  email: string;
  avatar_url: string | null;
  is_student: boolean;
  created_at: Date;
  last_access_at: Date | null;
}

/** The page's subscriptions and progress, in two indexed statements for all its rows. */
async function detailsOf(db: Queryable, rows: StudentRow[]): Promise<AdminStudent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [subscriptions, watched, totals] = await Promise.all([
    db.query<{
      user_id: number;
      id: number;
      slug: string;
      title: string;
      status: SubscriptionStatus;
      ends_at: Date | null;
    }>(
      `select e.user_id, p.id, p.slug, p.title, e.status, e.ends_at
         from enrollments e join products p on p.id = e.product_id
        where e.user_id = any($1::int[]) order by e.user_id, p.id`,
      [ids],
    ),
    // Per account and product; the accounts' access is applied below from their subscriptions
    // (joining the subscriptions here made PostgreSQL scan far more: 133 → 22 ms per 1,000).
    db.query<{ user_id: number; product_id: number; watched: number }>(
      `with lp as (
         select l.id, c.product_id from lectures l
           join sections s on s.id = l.section_id
           join courses c on c.id = s.course_id and c.is_published
          where l.is_published)
       select v.user_id, lp.product_id, count(*)::int as watched
         from lecture_views v join lp on lp.id = v.lecture_id
        where v.user_id = any($1::int[])
        group by v.user_id, lp.product_id`,
      [ids],
    ),
    db.query<{ product_id: number; total: number }>(
      `select c.product_id, count(*)::int as total
         from lectures l join sections s on s.id = l.section_id
         join courses c on c.id = s.course_id and c.is_published
        where l.is_published group by c.product_id`,
    ),
  ]);
  const totalOf = new Map(totals.map((t) => [t.product_id, t.total]));
  const watchedOf = new Map(watched.map((w) => [`${w.user_id}:${w.product_id}`, w.watched]));
  const granting = new Set<SubscriptionStatus>(['active', 'trial', 'lifetime']);
  return rows.map((row) => {
    const own = subscriptions.filter((s) => s.user_id === row.id);
    const open = own.filter((s) => granting.has(s.status));
    const total = open.reduce((sum, s) => sum + (totalOf.get(s.id) ?? 0), 0);
    const seen = open.reduce((sum, s) => sum + (watchedOf.get(`${row.id}:${s.id}`) ?? 0), 0);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      avatar_url: row.avatar_url,
      is_student: row.is_student,
      created_at: iso(row.created_at),
      last_access_at: isoOrNull(row.last_access_at),
      subscriptions: own.map((s) => ({
        product: { id: s.id, slug: s.slug, title: s.title },
        status: s.status,
        ends_at: isoOrNull(s.ends_at),
      })),
      progress_percentage: total === 0 ? 0 : Math.min(100, Math.round((seen / total) * 100)),
    };
  });
}

const COLUMNS = 'u.id, u.name, u.email, u.avatar_url, u.is_student, u.created_at, u.last_access_at';

/**
 * The list's total per filter, kept 30 s by each process (ADR 021): an exact `count(*)` of a broad
 * filter reads thousands of rows, while paging through one filter asks the same total again and
 * again. A cache of what the database can always recount, never state: a total up to 30 s old
 * under fresh rows is what the admin sees at worst.
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_SIZE = 500;
const counts = new Map<string, { total: number; at: number }>();
/** What a total depends on: the filters, not their order. */
const filterKey = ({ sort: _sort, ...filter }: AdminStudentFilters) => filter;

async function cachedCount(
  db: Queryable,
  filters: AdminStudentFilters,
  where: string,
  params: unknown[],
  now: number,
) {
  const key = JSON.stringify(filterKey(filters));
  const hit = counts.get(key);
  if (hit && now - hit.at < COUNT_TTL_MS) return hit.total;
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from users u ${where}`,
    params,
  );
  const total = row?.total ?? 0;
  counts.delete(key);
  counts.set(key, { total, at: now });
  // The oldest entry goes first (a Map keeps insertion order).
  if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value ?? '');
  return total;
}

/** Tests start each case from a recount. */
export const forgetStudentCounts = () => counts.clear();

export const adminStudentHandlers: Pick<Handlers, 'listAdminStudents'> = {
  async listAdminStudents({ db, query, now }) {
    const { page: _page, per_page: _perPage, ...filters } = query;
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const { where, params } = await studentFilter(db, filters);
    const order = ORDERS[query.sort ?? DEFAULT_SORT];
    const [total, rows] = await Promise.all([
      cachedCount(db, filters, where, params, now().getTime()),
      db.query<StudentRow>(
        `select ${COLUMNS} from users u ${where} order by ${order}
          limit ${perPage} offset ${(page - 1) * perPage}`,
        params,
      ),
    ]);
    // The page itself corrects a cached total: a short page is the last one (the total is exact),
    // a full one proves at least that many.
    const seen = (page - 1) * perPage + rows.length;
    const exact = rows.length < perPage && (rows.length > 0 || page === 1);
    if (exact && seen !== total)
      counts.set(JSON.stringify(filterKey(filters)), { total: seen, at: now().getTime() });
    return {
      data: await detailsOf(db, rows),
      meta: pageMeta(page, perPage, exact ? seen : Math.max(total, seen)),
    };
  },
};

// --- CSV export --------------------------------------------------------------------------------

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SCHOOL_TIME_ZONE,
  dateStyle: 'short',
});
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SCHOOL_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * One CSV cell for Excel in pt-BR: quoted, quotes doubled, and a value that a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`, tab, CR first) turned into text with a leading `'`, as
 * OWASP's CSV injection guidance says.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

export const CSV_HEADER = [
  'Nome',
  'E-mail',
  'Estudante',
  'Assinaturas',
  'Progresso (%)',
  'Cadastro',
  'Último acesso',
];

function csvLine(student: AdminStudent): string {
  return `${[
    student.name,
    student.email,
    student.is_student ? 'sim' : 'não',
    student.subscriptions
      .map((s) => `${s.product.title} (${SUBSCRIPTION_STATUS_LABELS[s.status]})`)
      .join(', '),
    String(student.progress_percentage),
    dateFormat.format(new Date(student.created_at)),
    student.last_access_at ? dateTimeFormat.format(new Date(student.last_access_at)) : '',
  ]
    .map(csvCell)
    .join(';')}\r\n`;
}

/** Rows fetched per statement: the export's memory is one batch, whatever the list's size. */
const EXPORT_BATCH = 1000;

/**
 * `GET api/admin/students/export`: the filtered list, every page, as `text/csv` (UTF-8 with BOM,
 * `;`) streamed in batches by keyset (the sort's key and the id), never held whole (ADR 021).
 */
export function exportStudentsHandler(services: Services) {
  return async (c: Context<AppEnv>) => {
    const viewer = c.get('session')?.viewer ?? null;
    if (!viewer) throw unauthenticated();
    if (!viewer.is_admin) throw forbidden();
    const parsed = adminStudentFiltersSchema.safeParse(readQuery(c), { error: apiErrorMap });
    if (!parsed.success) throw validationFailure(parsed.error);
    const filters = parsed.data;
    const { db } = services;
    const { where, params } = await studentFilter(db, filters);
    const sort = filters.sort ?? DEFAULT_SORT;
    const descending = sort.startsWith('-');
    const byName = sort.endsWith('name');
    const key = byName ? 'lower(u.name)' : 'u.created_at';
    // The key travels as text: a timestamp through a JS Date would lose its microseconds.
    const keyType = byName ? 'text' : 'timestamptz';
    const encoder = new TextEncoder();
    let after: { key: string; id: number } | null = null;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.map(csvCell).join(';')}\r\n`));
      },
      async pull(controller) {
        const more = [...params];
        let keyset = '';
        if (after) {
          more.push(after.key, after.id);
          const op = descending ? '<' : '>';
          keyset = `${where ? ' and' : 'where'} (${key}, u.id) ${op} ($${more.length - 1}::${keyType}, $${more.length}::int)`;
        }
        const rows = await db.query<StudentRow & { sort_key: string }>(
          `select ${COLUMNS}, (${key})::text as sort_key from users u ${where}${keyset}
            order by ${ORDERS[sort]} limit ${EXPORT_BATCH}`,
          more,
        );
        const students = await detailsOf(db, rows);
        controller.enqueue(encoder.encode(students.map(csvLine).join('')));
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) controller.close();
        else after = { key: last.sort_key, id: last.id };
      },
    });
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="estudantes-${stamp}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}
