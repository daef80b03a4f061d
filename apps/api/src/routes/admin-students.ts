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
import { iso, isoOrNull, pageMeta, percentage } from '../queries/catalog';
import { CONTENT_VERSION, contentMap } from '../queries/content-map';
import { createCountCache } from '../queries/count-cache';
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
  /** The sort's key as text (a timestamp keeps its microseconds): where the page ends. */
  sort_key: string;
  /** One per product, in product order; `ends_at` as PostgreSQL writes it in JSON. */
  subscriptions: {
    id: number;
    slug: string;
    title: string;
    status: SubscriptionStatus;
    ends_at: string | null;
  }[];
  watched: number[];
  content_version: string;
}

/**
 * One statement for a page of accounts and everything its rows show: the accounts in the sort's
 * order, each with its subscriptions (JSON) and its watched lectures (the primary key's index
 * alone), and the content's version. Round trips cost more than these small reads on a busy
 * server (ADR 021).
 */
function readStudents(
  db: Queryable,
  {
    key,
    where,
    params,
    order,
    limit,
    offset,
  }: {
    key: string;
    where: string;
    params: unknown[];
    order: string;
    limit: number;
    offset: number;
  },
) {
  return db.query<StudentRow>(
    `select p.*,
            (select coalesce(json_agg(json_build_object('id', pr.id, 'slug', pr.slug,
                      'title', pr.title, 'status', e.status, 'ends_at', e.ends_at) order by pr.id),
                    '[]')
               from enrollments e join products pr on pr.id = e.product_id
              where e.user_id = p.id) as subscriptions,
            array(select v.lecture_id from lecture_views v where v.user_id = p.id) as watched,
            (${CONTENT_VERSION}) as content_version
       from (select u.*, (${key})::text as sort_key, row_number() over () as rn
               from (select ${COLUMNS} from users u ${where} order by ${order}
                      limit ${limit} offset ${offset}) u) p
      order by p.rn`,
    params,
  );
}

const GRANTING = new Set<SubscriptionStatus>(['active', 'trial', 'lifetime']);

/** The rows as the contract's students: progress over what their open subscriptions hold. */
async function toStudents(db: Queryable, rows: StudentRow[]): Promise<AdminStudent[]> {
  const [first] = rows;
  if (!first) return [];
  const { productOf, totalOf } = await contentMap(db, first.content_version);
  return rows.map((row) => {
    const open = new Set(row.subscriptions.filter((s) => GRANTING.has(s.status)).map((s) => s.id));
    let total = 0;
    for (const product of open) total += totalOf.get(product) ?? 0;
    let seen = 0;
    for (const lecture of row.watched) {
      const product = productOf.get(lecture);
      if (product !== undefined && open.has(product)) seen += 1;
    }
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      avatar_url: row.avatar_url,
      is_student: row.is_student,
      created_at: iso(row.created_at),
      last_access_at: isoOrNull(row.last_access_at),
      subscriptions: row.subscriptions.map((s) => ({
        product: { id: s.id, slug: s.slug, title: s.title },
        status: s.status,
        ends_at: isoOrNull(s.ends_at),
      })),
      progress_percentage: percentage(seen, total),
    };
  });
}

const COLUMNS = 'u.id, u.name, u.email, u.avatar_url, u.is_student, u.created_at, u.last_access_at';

/** Each filter's total, 30 s per process, corrected by the pages it answers (ADR 021). */
const COUNT_TTL_MS = 30_000;
const counts = createCountCache({ ttlMs: COUNT_TTL_MS });
/** What a total depends on: the filters, not their order. */
const countKey = ({ sort: _sort, ...filter }: AdminStudentFilters) => JSON.stringify(filter);

async function countStudents(db: Queryable, where: string, params: unknown[]) {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from users u ${where}`,
    params,
  );
  return row?.total ?? 0;
}

type Sort = NonNullable<AdminStudentFilters['sort']>;

/** Where a page ends: its last row's sort key (as text, so a timestamp keeps its microseconds). */
interface Boundary {
  key: string;
  id: number;
}

/**
 * The rows after `after` in the sort's order: `where` extended by a keyset condition on the
 * sort's key and the id, its parameters appended (ADR 021).
 */
function keyset(sort: Sort, where: string, params: unknown[], after: Boundary | null) {
  const byName = sort.endsWith('name');
  const key = byName ? 'lower(u.name)' : 'u.created_at';
  if (!after) return { key, where, params };
  const more = [...params, after.key, after.id];
  const op = sort.startsWith('-') ? '<' : '>';
  const type = byName ? 'text' : 'timestamptz';
  const condition = `(${key}, u.id) ${op} ($${more.length - 1}::${type}, $${more.length}::int)`;
  return { key, where: where ? `${where} and ${condition}` : `where ${condition}`, params: more };
}

/**
 * Where each page served ended, per filter, sort and page size, for 30 s (ADR 021): page N+1
 * starts after page N's last row by keyset instead of skipping N pages' rows (offset 7,500 of a
 * broad filter reads ~22,000 accounts), and a jump to a page starts from the nearest known end
 * before it. A page read by offset also reads the row before it, so its own start is known next
 * time. A bookmark, not state: without one the page is read by offset.
 */
const BOUNDARY_FILTERS = 500;
const BOUNDARY_PAGES = 200;
const boundaries = new Map<string, Map<number, Boundary & { at: number }>>();

function nearestBoundary(listKey: string, page: number, now: number) {
  const pages = boundaries.get(listKey);
  if (!pages) return null;
  let best: { page: number; boundary: Boundary } | null = null;
  for (const [ended, boundary] of pages) {
    if (now - boundary.at >= COUNT_TTL_MS) pages.delete(ended);
    else if (ended < page && (!best || ended > best.page)) best = { page: ended, boundary };
  }
  return best;
}

function rememberBoundary(listKey: string, page: number, boundary: Boundary, now: number) {
  let pages = boundaries.get(listKey);
  if (!pages) {
    pages = new Map();
    boundaries.set(listKey, pages);
    if (boundaries.size > BOUNDARY_FILTERS) boundaries.delete(boundaries.keys().next().value ?? '');
  }
  pages.delete(page);
  pages.set(page, { ...boundary, at: now });
  if (pages.size > BOUNDARY_PAGES) pages.delete(pages.keys().next().value ?? 0);
}

/** Tests start each case from a recount and without bookmarks. */
export const forgetStudentCounts = () => {
  counts.clear();
  boundaries.clear();
};

export const adminStudentHandlers: Pick<Handlers, 'listAdminStudents'> = {
  async listAdminStudents({ db, query, now }) {
    const { page: _page, per_page: _perPage, ...filters } = query;
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const sort = query.sort ?? DEFAULT_SORT;
    const at = now().getTime();
    const filter = await studentFilter(db, filters);
    const listKey = JSON.stringify([filters, sort, perPage]);
    const from = page > 1 ? nearestBoundary(listKey, page, at) : null;
    const { key, where, params } = keyset(
      sort,
      filter.where,
      filter.params,
      from?.boundary ?? null,
    );
    // Rows skipped to reach the page; when some are, one more is read before it: the previous
    // page's last row, its end remembered, so the next read of this page starts right there.
    const skip = (page - 1 - (from?.page ?? 0)) * perPage;
    const before = skip > 0 ? 1 : 0;
    const [total, read] = await Promise.all([
      counts.get(countKey(filters), () => countStudents(db, filter.where, filter.params), at),
      readStudents(db, {
        key,
        where,
        params,
        order: ORDERS[sort],
        limit: perPage + before,
        offset: skip - before,
      }),
    ]);
    const previous = before ? read[0] : undefined;
    if (previous)
      rememberBoundary(listKey, page - 1, { key: previous.sort_key, id: previous.id }, at);
    const rows = read.slice(before);
    const last = rows.at(-1);
    if (last && rows.length === perPage)
      rememberBoundary(listKey, page, { key: last.sort_key, id: last.id }, at);
    const proven = counts.settle(
      countKey(filters),
      total,
      { page, perPage, rows: rows.length },
      at,
    );
    return {
      data: await toStudents(db, rows),
      meta: pageMeta(page, perPage, proven),
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
    const encoder = new TextEncoder();
    let after: Boundary | null = null;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.map(csvCell).join(';')}\r\n`));
      },
      async pull(controller) {
        const { key, where: rest, params: more } = keyset(sort, where, params, after);
        const rows = await readStudents(db, {
          key,
          where: rest,
          params: more,
          order: ORDERS[sort],
          limit: EXPORT_BATCH,
          offset: 0,
        });
        const students = await toStudents(db, rows);
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
