import type { AdminStudentProgress, Subscription } from '@aula/contract';
import type { Queryable } from '../db/database';
import { fieldError, HttpError } from '../http';
import { grantsAccess, iso, isoOrNull } from '../queries/catalog';
import { endOfSchoolDay } from '../school-time';
import { daysLeft } from './account-subscriptions';
import type { Handlers } from './define';

/**
 * One student's admin page (issue 19, ADR 021 "The student's page"): profile, courses, progress
 * and subscriptions, which the admin extends, cancels or grants by hand.
 */

const userNotFound = () => new HttpError(404, 'UserNotFoundException', 'Estudante não encontrado.');

/** The account or a 404 `UserNotFoundException`. */
async function requireUser(db: Queryable, id: number) {
  const [row] = await db.query<{ id: number }>('select id from users where id = $1', [id]);
  if (!row) throw userNotFound();
}

const SUBSCRIPTION_COLUMNS = `p.id as product_id, p.slug as product_slug, p.title as product_title,
  e.status, e.provider, e.created_at, e.ends_at`;

interface SubscriptionRow {
  product_id: number;
  product_slug: string;
  product_title: string;
  status: Subscription['status'];
  provider: Subscription['provider'];
  created_at: Date | string;
  ends_at: Date | string | null;
}

function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  return {
    product: { id: row.product_id, slug: row.product_slug, title: row.product_title },
    status: row.status,
    provider: row.provider,
    started_at: iso(row.created_at),
    ends_at: isoOrNull(row.ends_at),
    days_left: row.status === 'lifetime' ? null : daysLeft(row.ends_at, now),
  };
}

async function subscriptionOf(db: Queryable, userId: number, productId: number) {
  const [row] = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS}
       from enrollments e join products p on p.id = e.product_id
      where e.user_id = $1 and e.product_id = $2`,
    [userId, productId],
  );
  return row ?? null;
}

const subscriptionNotFound = () =>
  new HttpError(404, 'ServerErrorException', 'Assinatura não encontrada.');

/** Published lectures numbered as the player numbers them (ADR 009), per course. */
const NUMBERED = `numbered as (
  select l.id, l.title, s.course_id, l.is_published,
         row_number() over (partition by s.course_id
           order by (not l.is_published), s.position, s.id, l.position, l.id)::int as position
    from lectures l join sections s on s.id = l.section_id
)`;

const percentage = (watched: number, total: number) =>
  total === 0 ? 0 : Math.min(100, Math.round((watched / total) * 100));

export const adminStudentDetailHandlers: Pick<
  Handlers,
  | 'getAdminStudent'
  | 'listAdminStudentCourses'
  | 'adminStudentProgress'
  | 'listAdminStudentSubscriptions'
  | 'updateAdminStudentSubscription'
  | 'cancelAdminStudentSubscription'
  | 'grantAdminStudentSubscription'
> = {
  async getAdminStudent({ db, params, now }) {
    const at = now();
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
    }>(
      // Devices: the live sessions, as the student's own "Dispositivos" page counts them (ADR 013).
      `select u.id, u.name, u.email, u.email_verified_at, u.avatar_url, u.whatsapp,
              d.username as discord_username, u.is_student, u.is_admin, u.created_at, u.last_access_at,
              (select count(*)::int from sessions s
                where s.user_id = u.id and s.last_activity >= $2 and s.created_at >= $3) as devices_count
         from users u left join discord_connections d on d.user_id = u.id
        where u.id = $1`,
      [
        params.id,
        new Date(at.getTime() - 120 * 60 * 1000).toISOString(),
        new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString(),
      ],
    );
    if (!row) throw userNotFound();
    return {
      data: {
        id: row.id,
        name: row.name,
        email: row.email,
        email_verified: row.email_verified_at !== null,
        avatar_url: row.avatar_url,
        whatsapp: row.whatsapp,
        discord_username: row.discord_username,
        is_student: row.is_student,
        is_admin: row.is_admin,
        created_at: iso(row.created_at),
        last_access_at: isoOrNull(row.last_access_at),
        devices_count: row.devices_count,
      },
    };
  },

  async listAdminStudentCourses({ db, params }) {
    await requireUser(db, params.id);
    const rows = await db.query<{
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
      [params.id],
    );
    return {
      data: rows.map((row) => ({
        course: { id: row.id, slug: row.slug, title: row.title },
        product: { id: row.product_id, slug: row.product_slug, title: row.product_title },
        lectures_count: row.lectures_count,
        watched_count: row.watched_count,
        progress_percentage: percentage(row.watched_count, row.lectures_count),
      })),
    };
  },

  /** Courses the account can watch or has watched something of, with what and when. */
  async adminStudentProgress({ db, params }) {
    await requireUser(db, params.id);
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
        [params.id],
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
        [params.id],
      ),
    ]);
    const data: AdminStudentProgress[] = courses.map((course) => {
      const own = watched.filter((row) => row.course_id === course.id);
      return {
        course: { id: course.id, slug: course.slug, title: course.title },
        lectures_count: course.lectures_count,
        progress_percentage: percentage(own.length, course.lectures_count),
        last_lecture:
          course.last_id !== null && course.last_position !== null
            ? { id: course.last_id, title: course.last_title ?? '', position: course.last_position }
            : null,
        watched: own.map((row) => ({
          lecture: { id: row.id, title: row.title, position: row.position },
          watched_at: iso(row.watched_at),
        })),
      };
    });
    return { data };
  },

  async listAdminStudentSubscriptions({ db, params, now }) {
    await requireUser(db, params.id);
    const rows = await db.query<SubscriptionRow>(
      `select ${SUBSCRIPTION_COLUMNS}
         from enrollments e join products p on p.id = e.product_id
        where e.user_id = $1
        order by e.created_at desc, p.id`,
      [params.id],
    );
    const at = now();
    return { data: rows.map((row) => toSubscription(row, at)) };
  },

  /**
   * A new end date (the end of that day in the school's time zone) or none. An expired
   * subscription given a future end is active again; a lifetime one has no end to change.
   */
  async updateAdminStudentSubscription({ db, params, body, now }) {
    await requireUser(db, params.id);
    const current = await subscriptionOf(db, params.id, params.productId);
    if (!current) throw subscriptionNotFound();
    if (current.status === 'lifetime') {
      throw fieldError('ends_at', 'Uma assinatura vitalícia não tem data de término.');
    }
    const at = now();
    // The end of that day in the school's time zone: its last millisecond.
    const ends = body.ends_at === null ? null : endOfSchoolDay(body.ends_at);
    const [updated] = await db.query<{ ends_at: Date | null }>(
      `update enrollments set ends_at = $3::timestamptz,
              status = case when status = 'expired' and $4::boolean then 'active' else status end
        where user_id = $1 and product_id = $2
        returning ends_at`,
      [params.id, params.productId, ends?.toISOString() ?? null, ends === null || ends > at],
    );
    if (!updated) throw subscriptionNotFound();
    if (updated.ends_at !== null && new Date(updated.ends_at) <= at) {
      // A past day: the subscription ends there; an active one is expired from now.
      await db.query(
        `update enrollments set status = 'expired'
          where user_id = $1 and product_id = $2 and status in ('active', 'trial')`,
        [params.id, params.productId],
      );
    }
    const row = await subscriptionOf(db, params.id, params.productId);
    if (!row) throw subscriptionNotFound();
    return { data: toSubscription(row, at) };
  },

  /** Canceled, ending now: the access ends at once. */
  async cancelAdminStudentSubscription({ db, params, now }) {
    await requireUser(db, params.id);
    const at = now();
    const [updated] = await db.query<{ product_id: number }>(
      `update enrollments set status = 'canceled', ends_at = $3
        where user_id = $1 and product_id = $2
        returning product_id`,
      [params.id, params.productId, at.toISOString()],
    );
    if (!updated) throw subscriptionNotFound();
    const row = await subscriptionOf(db, params.id, params.productId);
    if (!row) throw subscriptionNotFound();
    return { data: toSubscription(row, at) };
  },

  /**
   * A manual subscription: provider `manual`, state `active`, from now, with an optional end.
   * It replaces a canceled, expired or unpaid one; one that still gives access is a 422.
   */
  async grantAdminStudentSubscription({ db, params, body, now }) {
    await requireUser(db, params.id);
    const at = now();
    const [product] = await db.query<{ id: number }>('select id from products where id = $1', [
      body.product_id,
    ]);
    if (!product) throw fieldError('product_id', 'Escolha um produto que exista.');
    const endsAt = body.ends_at == null ? null : endOfSchoolDay(body.ends_at);
    if (endsAt !== null && endsAt <= at) {
      throw fieldError('ends_at', 'Escolha uma data de término futura.');
    }
    const row = await db.transaction(async (tx) => {
      const current = await subscriptionOf(tx, params.id, body.product_id);
      if (current && ['active', 'trial', 'lifetime'].includes(current.status)) {
        throw fieldError(
          'product_id',
          `Este estudante já tem uma assinatura ${current.status === 'lifetime' ? 'vitalícia' : current.status === 'trial' ? 'em teste' : 'ativa'} deste produto.`,
        );
      }
      await tx.query(
        `insert into enrollments (user_id, product_id, status, provider, created_at, ends_at)
         values ($1, $2, 'active', 'manual', $3, $4::timestamptz)
         on conflict (user_id, product_id) do update
           set status = 'active', provider = 'manual', created_at = excluded.created_at,
               ends_at = excluded.ends_at`,
        [params.id, body.product_id, at.toISOString(), endsAt?.toISOString() ?? null],
      );
      return subscriptionOf(tx, params.id, body.product_id);
    });
    if (!row) throw subscriptionNotFound();
    return { data: toSubscription(row, at) };
  },
};
