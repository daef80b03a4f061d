import type { Queryable } from '../db/database';
import { grantsAccess } from '../queries/catalog';
import { NOTIFICATION_DEFAULTS } from './produce';

/**
 * The broadcasts (ADR 054) the bell of the person `user` (an SQL parameter, e.g. `$1`) shows: those
 * of the products the person has, told after their access began, of a kind whose in-app channel
 * is on (the preference read now, so turning it off hides them too). Columns as the bell's rows.
 */
export const visibleBroadcasts = (user: string) => `
  select b.id, b.kind, b.title, b.context, null::text as excerpt, b.path, r.read_at, b.created_at
    from broadcasts b
    join enrollments e on e.product_id = b.product_id and e.user_id = ${user}
     and ${grantsAccess('e')} and e.created_at <= b.created_at
    left join broadcast_reads r on r.user_id = ${user} and r.broadcast_id = b.id
   where coalesce(
     (select p.in_app from notification_preferences p where p.user_id = ${user} and p.kind = b.kind),
     case b.kind when 'lecture_released' then ${NOTIFICATION_DEFAULTS.lecture_released.in_app}
                 else ${NOTIFICATION_DEFAULTS.content_published.in_app} end)`;

/** Everything the bell of `$1` lists: their own notifications and the broadcasts they see. */
export const FEED = `
  select id, kind, title, context, excerpt, path, read_at, created_at
    from notifications where user_id = $1 and in_app
  union all ${visibleBroadcasts('$1')}`;

/**
 * Marks one of the person's bell entries read: their own notification, or a broadcast they see.
 * Someone else's id, or one they do not see, changes nothing.
 */
export async function markRead(db: Queryable, userId: number, id: number) {
  const own = await db.query(
    `update notifications set read_at = coalesce(read_at, now())
      where id = $1 and user_id = $2 returning id`,
    [id, userId],
  );
  if (own.length > 0) return;
  await db.query(
    `insert into broadcast_reads (user_id, broadcast_id)
     select $1, v.id from (${visibleBroadcasts('$1')}) v where v.id = $2
     on conflict do nothing`,
    [userId, id],
  );
}

/** Marks every bell entry of the person read. */
export async function markAllRead(db: Queryable, userId: number) {
  await db.query(
    'update notifications set read_at = now() where user_id = $1 and read_at is null',
    [userId],
  );
  await db.query(
    `insert into broadcast_reads (user_id, broadcast_id)
     select $1, v.id from (${visibleBroadcasts('$1')}) v where v.read_at is null
     on conflict do nothing`,
    [userId],
  );
}
