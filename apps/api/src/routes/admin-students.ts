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
import {
  type Boundary,
  countStudents,
  readStudents,
  type StudentRow,
  studentFilter,
} from '../queries/admin-students';
import { iso, isoOrNull, pageMeta, percentage } from '../queries/catalog';
import { contentMap } from '../queries/content-map';
import { createCountCache } from '../queries/count-cache';
import { SCHOOL_TIME_ZONE } from '../school-time';
import { type Handlers, readQuery } from './define';

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

const DEFAULT_SORT = '-created_at';

/** Each filter's total, 30 s per process, corrected by the pages it answers (ADR 021). */
const COUNT_TTL_MS = 30_000;
const counts = createCountCache({ ttlMs: COUNT_TTL_MS });
/** What a total depends on: the filters, not their order. */
const countKey = ({ sort: _sort, ...filter }: AdminStudentFilters) => JSON.stringify(filter);

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
    // Rows skipped to reach the page; when some are, one more is read before it: the previous
    // page's last row, its end remembered, so the next read of this page starts right there.
    const skip = (page - 1 - (from?.page ?? 0)) * perPage;
    const before = skip > 0 ? 1 : 0;
    const [total, read] = await Promise.all([
      counts.get(countKey(filters), () => countStudents(db, filter), at),
      readStudents(db, filter, {
        sort,
        after: from?.boundary ?? null,
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
    const filter = await studentFilter(db, filters);
    const sort = filters.sort ?? DEFAULT_SORT;
    const encoder = new TextEncoder();
    let after: Boundary | null = null;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.map(csvCell).join(';')}\r\n`));
      },
      async pull(controller) {
        const rows = await readStudents(db, filter, {
          sort,
          after,
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
