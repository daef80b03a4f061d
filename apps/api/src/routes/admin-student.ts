import type { AdminStudentProgress, Subscription } from '@aula/contract';
import { recordAudit } from '../audit';
import type { Queryable } from '../db/database';
import { fieldError, HttpError } from '../http';
import { productExists } from '../queries/admin-courses';
import {
  cancelSubscription,
  expireSubscription,
  grantSubscription,
  type SubscriptionRow,
  setSubscriptionEnd,
  studentCourses,
  studentProfile,
  studentProgress,
  subscriptionOf,
  subscriptionsOf,
  userExists,
} from '../queries/admin-student';
import { iso, isoOrNull } from '../queries/catalog';
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
  if (!(await userExists(db, id))) throw userNotFound();
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

const subscriptionNotFound = () =>
  new HttpError(404, 'ServerErrorException', 'Assinatura não encontrada.');

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
    const row = await studentProfile(db, params.id, at);
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
        deleted_at: isoOrNull(row.deleted_at),
      },
    };
  },

  async listAdminStudentCourses({ db, params }) {
    await requireUser(db, params.id);
    const rows = await studentCourses(db, params.id);
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
    const { courses, watched } = await studentProgress(db, params.id);
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
    const rows = await subscriptionsOf(db, params.id);
    const at = now();
    return { data: rows.map((row) => toSubscription(row, at)) };
  },

  /**
   * A new end date (the end of that day in the school's time zone) or none. An expired
   * subscription given a future end is active again; a lifetime one has no end to change.
   */
  async updateAdminStudentSubscription({ db, params, body, now, viewer }) {
    await requireUser(db, params.id);
    const current = await subscriptionOf(db, params.id, params.productId);
    if (!current) throw subscriptionNotFound();
    if (current.status === 'lifetime') {
      throw fieldError('ends_at', 'Uma assinatura vitalícia não tem data de término.');
    }
    const at = now();
    // The end of that day in the school's time zone: its last millisecond.
    const ends = body.ends_at === null ? null : endOfSchoolDay(body.ends_at);
    const row = await db.transaction(async (tx) => {
      const updated = await setSubscriptionEnd(
        tx,
        params.id,
        params.productId,
        ends,
        ends === null || ends > at,
      );
      if (!updated) throw subscriptionNotFound();
      if (updated.ends_at !== null && new Date(updated.ends_at) <= at) {
        // A past day: the subscription ends there; an active one is expired from now.
        await expireSubscription(tx, params.id, params.productId);
      }
      await recordAudit(tx, {
        adminId: viewer.id,
        action: 'subscription.end_date',
        targetUserId: params.id,
        details: {
          product_id: params.productId,
          from: isoOrNull(current.ends_at),
          to: body.ends_at,
        },
      });
      return subscriptionOf(tx, params.id, params.productId);
    });
    if (!row) throw subscriptionNotFound();
    return { data: toSubscription(row, at) };
  },

  /** Canceled, ending now: the access ends at once. */
  async cancelAdminStudentSubscription({ db, params, now, viewer }) {
    await requireUser(db, params.id);
    const at = now();
    const row = await db.transaction(async (tx) => {
      const updated = await cancelSubscription(tx, params.id, params.productId, at);
      if (!updated) throw subscriptionNotFound();
      await recordAudit(tx, {
        adminId: viewer.id,
        action: 'subscription.cancel',
        targetUserId: params.id,
        details: { product_id: params.productId },
      });
      return subscriptionOf(tx, params.id, params.productId);
    });
    if (!row) throw subscriptionNotFound();
    return { data: toSubscription(row, at) };
  },

  /**
   * A manual subscription: provider `manual`, state `active`, from now, with an optional end.
   * It replaces a canceled, expired or unpaid one; one that still gives access is a 422.
   */
  async grantAdminStudentSubscription({ db, params, body, now, viewer }) {
    await requireUser(db, params.id);
    const at = now();
    const product = await productExists(db, body.product_id);
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
      await grantSubscription(tx, params.id, body.product_id, at, endsAt);
      await recordAudit(tx, {
        adminId: viewer.id,
        action: 'subscription.grant',
        targetUserId: params.id,
        details: { product_id: body.product_id, ends_at: body.ends_at ?? null },
      });
      return subscriptionOf(tx, params.id, body.product_id);
    });
    if (!row) throw subscriptionNotFound();
    return { data: toSubscription(row, at) };
  },
};
