import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/tokens';
import { recordConsent } from '../consent';
import type { Db, Queryable } from './database';
import { SCHEMA_LOCK } from './migrations';
import {
  DEMO_USERS,
  SAMPLE_VIDEO_URL,
  SEED_COMMENTS,
  SEED_INVITATION,
  SEED_LIFETIME_ORDER,
  SEED_OFFER_URLS,
  SEED_PRICE_TEXTS,
  SEED_PRODUCTS,
  SEED_PROGRESS,
  SEED_SUBSCRIPTIONS,
} from './seed-content';

export { DEMO_USERS } from './seed-content';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function insertId(tx: Queryable, sql: string, params: unknown[]) {
  const [row] = await tx.query<{ id: number }>(`${sql} returning id`, params);
  if (!row) throw new Error(`insert returned nothing: ${sql}`);
  return row.id;
}

/**
 * Whom the database can sign in: the demo accounts (their passwords are public), nobody yet, or
 * only real users. The start-up lines print the demo logins, or the hint how to seed.
 */
export async function accounts(db: Queryable): Promise<'demo' | 'none' | 'real'> {
  const [row] = await db.query<{ total: number; demo: number }>(
    'select count(*)::int as total, count(*) filter (where email = any($1::text[]))::int as demo from users',
    [DEMO_USERS.map((user) => user.email)],
  );
  if (!row || row.total === 0) return 'none';
  return row.demo > 0 ? 'demo' : 'real';
}

/**
 * Deterministic demo data; runs only on an empty database. Dates count from `now`, rounded down
 * to the hour, so that scheduled lectures are always in the future after a reset.
 */
export async function seed(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from users');
  if (row && row.count > 0) return false;
  const base = Math.floor(now.getTime() / (60 * MINUTE)) * 60 * MINUTE;
  const at = (offsetMs: number) => new Date(base + offsetMs).toISOString();
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));

  return db.transaction(async (tx) => {
    await tx.query(SCHEMA_LOCK);
    const [again] = await tx.query<{ count: number }>('select count(*)::int as count from users');
    if (again && again.count > 0) return false;

    const userIds = new Map<string, number>();
    for (const [i, user] of DEMO_USERS.entries()) {
      const id = await insertId(
        tx,
        `insert into users (name, email, password_hash, is_student, is_admin, email_verified_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $6)`,
        [user.name, user.email, hashes[i], user.is_student, user.is_admin, at(-90 * DAY)],
      );
      userIds.set(user.email, id);
      // The demo accounts accepted the current notices (ADR 047), as a sign-up would have.
      await recordConsent(tx, id, 'register', undefined);
    }

    const productIds = new Map<string, number>();
    // course slug → lecture ids of its published lectures, in course order
    const published = new Map<string, number[]>();
    const courseIds = new Map<string, number>();
    for (const product of SEED_PRODUCTS) {
      const productId = await insertId(
        tx,
        'insert into products (slug, title, description, can_comment) values ($1, $2, $3, $4)',
        [product.slug, product.title, product.description, product.canComment],
      );
      productIds.set(product.slug, productId);
      for (const course of product.courses) {
        const courseId = await insertId(
          tx,
          // The demo's courses are published (ADR 018: a new course is a draft by default).
          'insert into courses (product_id, slug, title, description, is_published) values ($1, $2, $3, $4, true)',
          [productId, course.slug, course.title, course.description],
        );
        courseIds.set(course.slug, courseId);
        const visible: number[] = [];
        for (const [s, section] of course.sections.entries()) {
          const sectionId = await insertId(
            tx,
            'insert into sections (course_id, title, position) values ($1, $2, $3)',
            [courseId, section.title, s + 1],
          );
          for (const [l, lecture] of section.lectures.entries()) {
            const lectureId = await insertId(
              tx,
              `insert into lectures (section_id, title, description, video_url, duration_seconds,
                 is_free, is_published, scheduled_for, position)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
              [
                sectionId,
                lecture.title,
                lecture.description ?? null,
                SAMPLE_VIDEO_URL,
                lecture.minutes * 60,
                lecture.free ?? false,
                !lecture.draft,
                lecture.inDays ? at(lecture.inDays * DAY + 19 * 60 * MINUTE) : null,
                l + 1,
              ],
            );
            if (!lecture.draft) visible.push(lectureId);
          }
        }
        published.set(course.slug, visible);
        for (const repo of course.repositories ?? []) {
          await tx.query('insert into repositories (course_id, name, url) values ($1, $2, $3)', [
            courseId,
            repo.name,
            repo.url,
          ]);
        }
      }
    }

    for (const user of DEMO_USERS) {
      for (const [i, slug] of user.products.entries()) {
        await tx.query(
          'insert into enrollments (user_id, product_id, created_at) values ($1, $2, $3)',
          [userIds.get(user.email), productIds.get(slug), at(-(60 - i * 10) * DAY)],
        );
      }
    }

    for (const sub of SEED_SUBSCRIPTIONS) {
      await tx.query(
        `insert into enrollments (user_id, product_id, status, provider, ends_at, created_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (user_id, product_id) do update
           set status = excluded.status, provider = excluded.provider, ends_at = excluded.ends_at`,
        [
          userIds.get(sub.email),
          productIds.get(sub.product),
          sub.status,
          sub.provider,
          sub.endsInDays === null ? null : at(sub.endsInDays * DAY),
          at(-120 * DAY),
        ],
      );
    }
    for (const [slug, url] of Object.entries(SEED_OFFER_URLS)) {
      await tx.query('update products set offer_url = $2 where slug = $1', [slug, url]);
    }
    for (const [slug, price] of Object.entries(SEED_PRICE_TEXTS)) {
      await tx.query('update products set price_text = $2 where slug = $1', [slug, price]);
    }
    await tx.query('insert into lifetime_orders (code_hash, product_id) values ($1, $2)', [
      hashToken(SEED_LIFETIME_ORDER.code.toUpperCase()),
      productIds.get(SEED_LIFETIME_ORDER.product),
    ]);

    const lectureAt = (course: string, position: number) => {
      const id = published.get(course)?.[position - 1];
      if (!id) throw new Error(`seed: no lecture ${position} in ${course}`);
      return id;
    };
    for (const progress of SEED_PROGRESS) {
      const userId = userIds.get(progress.email);
      for (const position of progress.watched) {
        await tx.query('insert into lecture_views (user_id, lecture_id) values ($1, $2)', [
          userId,
          lectureAt(progress.course, position),
        ]);
      }
      for (const position of progress.bookmarked) {
        await tx.query('insert into bookmarks (user_id, lecture_id) values ($1, $2)', [
          userId,
          lectureAt(progress.course, position),
        ]);
      }
      await tx.query(
        'insert into course_progress (user_id, course_id, lecture_id) values ($1, $2, $3)',
        [userId, courseIds.get(progress.course), lectureAt(progress.course, progress.last)],
      );
    }

    for (const comment of SEED_COMMENTS) {
      const lectureId = lectureAt(comment.course, comment.position);
      const authorId = userIds.get(comment.email);
      const commentId = await insertId(
        tx,
        'insert into comments (lecture_id, user_id, body, created_at, updated_at) values ($1, $2, $3, $4, $4)',
        [lectureId, authorId, comment.body, at(-comment.minutesAgo * MINUTE)],
      );
      await tx.query(
        'insert into comment_subscriptions (user_id, comment_id, notify) values ($1, $2, true)',
        [authorId, commentId],
      );
      for (const reply of comment.replies) {
        await tx.query(
          `insert into comments (lecture_id, user_id, parent_id, body, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $5)`,
          [
            lectureId,
            userIds.get(reply.email),
            commentId,
            reply.body,
            at(-reply.minutesAgo * MINUTE),
          ],
        );
      }
    }
    // A thread the team replied to is answered (ADR 022), as the migration marks existing ones.
    await tx.query(
      `update comments m set answered_at = (
         select min(r.created_at) from comments r join users u on u.id = r.user_id
          where r.parent_id = m.id and u.is_admin)
        where m.parent_id is null`,
    );
    await tx.query(
      `update comments m set answered_at = m.created_at from users u
        where u.id = m.user_id and u.is_admin and m.parent_id is null and m.answered_at is null`,
    );

    await tx.query(
      `insert into user_tokens (kind, token_hash, email, name, product_id, expires_at)
       values ('invitation', $1, $2, $3, $4, $5)`,
      [
        hashToken(SEED_INVITATION.token),
        SEED_INVITATION.email,
        SEED_INVITATION.name,
        productIds.get(SEED_INVITATION.product),
        at(SEED_INVITATION.days * DAY),
      ],
    );
    return true;
  });
}
