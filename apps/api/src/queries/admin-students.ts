import type { AdminStudentFilters, SubscriptionStatus } from '@aula/contract';
import type { Queryable } from '../db/database';
import { escapeLike, run, type Sql, sql } from '../db/sql';
import { startOfNextSchoolDay, startOfSchoolDay } from '../school-time';
import { CONTENT_VERSION } from './content-map';

/** The admin's student list (ADR 021): its filters, its total and its pages, over `users u`. */

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

/** The list's filters as conditions over `users u` (what `countStudents` and `readStudents` take). */
export interface StudentFilter {
  readonly conditions: readonly Sql[];
}

/**
 * Each filter adds its condition only when given, so the planner sees the query the filters make
 * (ADR 021). Days are the school's (`school-time.ts`).
 */
export async function studentFilter(
  db: Queryable,
  filters: AdminStudentFilters,
): Promise<StudentFilter> {
  const conditions: Sql[] = [];
  const term = filters.search?.trim().toLowerCase();
  if (term) {
    if (await hasTrigrams(db)) {
      conditions.push(
        sql`(lower(u.name) || ' ' || lower(u.email)) like ${`%${escapeLike(term)}%`}`,
      );
    } else {
      const prefix = `${escapeLike(term)}%`;
      conditions.push(sql`(lower(u.email) like ${prefix} or lower(u.name) like ${prefix})`);
    }
  }
  if (filters.product_id !== undefined || filters.status !== undefined) {
    const inner = [sql`e.user_id = u.id`];
    if (filters.product_id !== undefined) inner.push(sql`e.product_id = ${filters.product_id}`);
    if (filters.status !== undefined) inner.push(sql`e.status = ${filters.status}`);
    conditions.push(sql`exists (select 1 from enrollments e where ${sql.join(inner, ' and ')})`);
  }
  if (filters.is_student !== undefined) {
    conditions.push(sql`u.is_student = ${filters.is_student === 'true'}`);
  }
  if (filters.joined_from) {
    const from = startOfSchoolDay(filters.joined_from).toISOString();
    conditions.push(sql`u.created_at >= ${from}::timestamptz`);
  }
  if (filters.joined_to) {
    const to = startOfNextSchoolDay(filters.joined_to).toISOString();
    conditions.push(sql`u.created_at < ${to}::timestamptz`);
  }
  return { conditions };
}

const where = (conditions: readonly Sql[]) =>
  conditions.length > 0 ? sql`where ${sql.join(conditions, ' and ')}` : sql.empty;

export async function countStudents(db: Queryable, filter: StudentFilter) {
  const [row] = await run<{ total: number }>(
    db,
    sql`select count(*)::int as total from users u ${where(filter.conditions)}`,
  );
  return row?.total ?? 0;
}

export type StudentSort = NonNullable<AdminStudentFilters['sort']>;

const ORDERS: Record<StudentSort, string> = {
  name: 'lower(u.name), u.id',
  '-name': 'lower(u.name) desc, u.id desc',
  created_at: 'u.created_at, u.id',
  '-created_at': 'u.created_at desc, u.id desc',
};

/** Where a page ends: its last row's sort key (as text, so a timestamp keeps its microseconds). */
export interface Boundary {
  key: string;
  id: number;
}

export interface StudentRow {
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

const COLUMNS = sql.raw(
  'u.id, u.name, u.email, u.avatar_url, u.is_student, u.created_at, u.last_access_at',
);

/** A count the code computed, written into the statement as the planner likes it (ADR 021). */
const literal = (count: number) => {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  return sql.raw(String(count));
};

/**
 * One statement for a page of accounts and everything its rows show: the accounts in the sort's
 * order after `after` (a keyset on the sort's key and the id), each with its subscriptions (JSON)
 * and its watched lectures (the primary key's index alone), and the content's version. Round
 * trips cost more than these small reads on a busy server (ADR 021).
 */
export function readStudents(
  db: Queryable,
  filter: StudentFilter,
  {
    sort,
    after,
    limit,
    offset,
  }: { sort: StudentSort; after: Boundary | null; limit: number; offset: number },
) {
  const byName = sort.endsWith('name');
  const key = byName ? sql`lower(u.name)` : sql`u.created_at`;
  const conditions = [...filter.conditions];
  if (after) {
    const op = sql.raw(sort.startsWith('-') ? '<' : '>');
    const bound = byName ? sql`${after.key}::text` : sql`${after.key}::timestamptz`;
    conditions.push(sql`(${key}, u.id) ${op} (${bound}, ${after.id}::int)`);
  }
  return run<StudentRow>(
    db,
    sql`select p.*,
            (select coalesce(json_agg(json_build_object('id', pr.id, 'slug', pr.slug,
                      'title', pr.title, 'status', e.status, 'ends_at', e.ends_at) order by pr.id),
                    '[]')
               from enrollments e join products pr on pr.id = e.product_id
              where e.user_id = p.id) as subscriptions,
            array(select v.lecture_id from lecture_views v where v.user_id = p.id) as watched,
            (${sql.raw(CONTENT_VERSION)}) as content_version
       from (select u.*, (${key})::text as sort_key, row_number() over () as rn
               from (select ${COLUMNS} from users u ${where(conditions)}
                      order by ${sql.raw(ORDERS[sort])}
                      limit ${literal(limit)} offset ${literal(offset)}) u) p
      order by p.rn`,
  );
}
