import type { Subscription } from '@aula/contract';
import type { Queryable } from '../db/database';
import { grantsAccess } from './catalog';

/**
 * One student as the admin sees them (issue 19, ADR 021 "The student's page"): profile, courses,
 * progress and subscriptions, and the admin's writes to those subscriptions.
 */

export async function userExists(db: Queryable, id: number) {
  const [row] = await db.query<{ id: number }>('select id from users where id = $1', [id]);
  return row !== undefined;
}

const SUBSCRIPTION_COLUMNS = `p.id as product_id, p.slug as product_slug, p.title as product_title,
  e.status, e.provider, e.created_at, e.ends_at`;

export interface SubscriptionRow {
  product_id: number;
  product_slug: string;
  product_title: string;
  status: Subscription['status'];
  provider: Subscription['provider'];
  created_at: Date | string;
  ends_at: Date | string | null;
}

export async function subscriptionOf(db: Queryable, userId: number, productId: number) {
  const [row] = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS}
       from enrollments e join products p on p.id = e.product_id
      where e.user_id = $1 and e.product_id = $2`,
    [userId, productId],
  );
  return row ?? null;
}

/** The account's subscriptions, the latest first. */
export function subscriptionsOf(db: Queryable, userId: number) {
  return db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS}
       from enrollments e join products p on p.id = e.product_id
      where e.user_id = $1
      order by e.created_at desc, p.id`,
    [userId],
  );
}

/** Published lectures numbered as the player numbers them (ADR 009), per course. */
const NUMBERED = `numbered as (
  select l.id, l.title, s.course_id, l.is_published,
         row_number() over (partition by s.course_id
           order by (not l.is_published), s.position, s.id, l.position, l.id)::int as position
    from lectures l join sections s on s.id = l.section_id
)`;

/** The profile and the live sessions (devices) at `at`; null when there is no such account. */
export async function studentProfile(db: Queryable, id: number, at: Date) {
  const [row] = await db.query<{
    id: number;
    name: string;
    email: string;
    email_verified_at: Date | null;
    avatar_url: string | null;
    whatsapp: string | null;
    discord_username: string | null;
    is_student: boolean;
    is_admin: boolean;
    created_at: Date;
    last_access_at: Date | null;
    devices_count: number;
    deleted_at: Date | null;
  }>(
    // Devices: the live sessions, as the student's own "Dispositivos" page counts them (ADR 013).
    `select u.id, u.name, u.email, u.email_verified_at, u.avatar_url, u.whatsapp,
            d.username as discord_username, u.is_student, u.is_admin, u.created_at, u.last_access_at,
            u.deleted_at,
            (select count(*)::int from sessions s
              where s.user_id = u.id and s.last_activity >= $2 and s.created_at >= $3) as devices_count
       from users u left join discord_connections d on d.user_id = u.id
      where u.id = $1`,
    [
      id,
      new Date(at.getTime() - 120 * 60 * 1000).toISOString(),
      new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString(),
    ],
  );
  return row ?? null;
}

/** The published courses the account's granting subscriptions open, with what it watched. */
export function studentCourses(db: Queryable, userId: number) {
  return db.query<{
    id: number;
    slug: string;
    title: string;
    product_id: number;
    product_slug: string;
    product_title: string;
    lectures_count: number;
    watched_count: number;
  }>(
    `select c.id, c.slug, c.title, p.id as product_id, p.slug as product_slug, p.title as product_title,
            (select count(*)::int from lectures l join sections s on s.id = l.section_id
              where s.course_id = c.id and l.is_published) as lectures_count,
            (select count(*)::int from lecture_views v
               join lectures l on l.id = v.lecture_id and l.is_published
               join sections s on s.id = l.section_id
              where s.course_id = c.id and v.user_id = $1) as watched_count
       from courses c join products p on p.id = c.product_id
      where c.is_published
        and exists (select 1 from enrollments e
                     where e.user_id = $1 and e.product_id = c.product_id and ${grantsAccess('e')})
      order by p.id, lower(c.title), c.id`,
    [userId],
  );
}

/** Courses the account can watch or has watched something of, and each lecture it watched. */
export async function studentProgress(db: Queryable, userId: number) {
  const [courses, watched] = await Promise.all([
    db.query<{
      id: number;
      slug: string;
      title: string;
      lectures_count: number;
      last_id: number | null;
      last_title: string | null;
      last_position: number | null;
    }>(
      `with ${NUMBERED}
       select c.id, c.slug, c.title,
              (select count(*)::int from numbered n where n.course_id = c.id and n.is_published) as lectures_count,
              last.id as last_id, last.title as last_title, last.position as last_position
         from courses c
         left join course_progress cp on cp.user_id = $1 and cp.course_id = c.id
         left join numbered last on last.id = cp.lecture_id
        where c.is_published
          and (exists (select 1 from enrollments e
                        where e.user_id = $1 and e.product_id = c.product_id and ${grantsAccess('e')})
               or exists (select 1 from lecture_views v join lectures l on l.id = v.lecture_id
                            join sections s on s.id = l.section_id
                           where v.user_id = $1 and s.course_id = c.id))
        order by c.product_id, lower(c.title), c.id`,
      [userId],
    ),
    db.query<{
      course_id: number;
      id: number;
      title: string;
      position: number;
      watched_at: Date;
    }>(
      `with ${NUMBERED}
       select n.course_id, n.id, n.title, n.position, v.created_at as watched_at
         from lecture_views v join numbered n on n.id = v.lecture_id and n.is_published
        where v.user_id = $1
        order by v.created_at desc, n.position desc`,
      [userId],
    ),
  ]);
  return { courses, watched };
}

/** A new end (or none); an expired subscription whose end is ahead (`reopen`) is active again. */
export async function setSubscriptionEnd(
  db: Queryable,
  userId: number,
  productId: number,
  ends: Date | null,
  reopen: boolean,
) {
  const [updated] = await db.query<{ ends_at: Date | null }>(
    `update enrollments set ends_at = $3::timestamptz,
            status = case when status = 'expired' and $4::boolean then 'active' else status end
      where user_id = $1 and product_id = $2
      returning ends_at`,
    [userId, productId, ends?.toISOString() ?? null, reopen],
  );
  return updated ?? null;
}

/** An active or trial subscription expires now (its end was set in the past). */
export async function expireSubscription(db: Queryable, userId: number, productId: number) {
  await db.query(
    `update enrollments set status = 'expired'
      where user_id = $1 and product_id = $2 and status in ('active', 'trial')`,
    [userId, productId],
  );
}

/** Canceled, ending at `at`; false when there is no such subscription. */
export async function cancelSubscription(
  db: Queryable,
  userId: number,
  productId: number,
  at: Date,
) {
  const [updated] = await db.query<{ product_id: number }>(
    `update enrollments set status = 'canceled', ends_at = $3
      where user_id = $1 and product_id = $2
      returning product_id`,
    [userId, productId, at.toISOString()],
  );
  return updated !== undefined;
}

/** A manual, active subscription from `at`, replacing the account's one to the product. */
export async function grantSubscription(
  tx: Queryable,
  userId: number,
  productId: number,
  at: Date,
  endsAt: Date | null,
) {
  await tx.query(
    `insert into enrollments (user_id, product_id, status, provider, created_at, ends_at)
     values ($1, $2, 'active', 'manual', $3, $4::timestamptz)
     on conflict (user_id, product_id) do update
       set status = 'active', provider = 'manual', created_at = excluded.created_at,
           ends_at = excluded.ends_at`,
    [userId, productId, at.toISOString(), endsAt?.toISOString() ?? null],
  );
}
