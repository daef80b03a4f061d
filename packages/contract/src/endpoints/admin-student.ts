import { z } from 'zod/mini';
import { subscriptionSchema } from '../entities/account-subscriptions';
import {
  calendarDay,
  email,
  envelope,
  id,
  intFrom,
  isoDateTime,
  routeId,
  slug,
} from '../entities/common';
import { endpoint } from './define';

/**
 * One student's admin page (issue 19, ADR 021 "The student's page"): the profile, the courses the
 * account can watch, its progress per course and its subscriptions, which the admin may extend,
 * cancel or grant by hand. An unknown id answers `UserNotFoundException` (404).
 */

/** A calendar day, `YYYY-MM-DD`, read in the school's time zone (America/Sao_Paulo). */
export const schoolDaySchema = calendarDay();

export const adminStudentProfileSchema = z.object({
  id,
  name: z.string(),
  email: email(),
  email_verified: z.boolean(),
  avatar_url: z.nullable(z.string()),
  /** `+55…`, or null when none was confirmed. */
  whatsapp: z.nullable(z.string()),
  /** The connected Discord username, or null. */
  discord_username: z.nullable(z.string()),
  is_student: z.boolean(),
  is_admin: z.boolean(),
  created_at: isoDateTime,
  last_access_at: z.nullable(isoDateTime),
  /** Live sessions, as the student's own "Dispositivos" page counts them (ADR 013). */
  devices_count: intFrom(0),
  /**
   * When the account was deleted (LGPD, ADR 044): its personal data is gone or anonymised and
   * nobody can sign in to it. Null (or absent, from older servers) while it exists.
   */
  deleted_at: z.optional(z.nullable(isoDateTime)),
});
export type AdminStudentProfile = z.infer<typeof adminStudentProfileSchema>;

const courseRefSchema = z.object({ id, slug, title: z.string() });
const lectureRefSchema = z.object({ id, title: z.string(), position: intFrom(1) });

/** A published course the account can watch now (through an active, trial or lifetime product). */
export const adminStudentCourseSchema = z.object({
  course: courseRefSchema,
  product: courseRefSchema,
  lectures_count: intFrom(0),
  watched_count: intFrom(0),
  progress_percentage: intFrom(0, 100),
});
export type AdminStudentCourse = z.infer<typeof adminStudentCourseSchema>;

/** A course the account watched something of, or can watch: what and when. */
export const adminStudentProgressSchema = z.object({
  course: courseRefSchema,
  lectures_count: intFrom(0),
  progress_percentage: intFrom(0, 100),
  /** The lecture the student opened last in this course. */
  last_lecture: z.nullable(lectureRefSchema),
  /** Watched published lectures, most recent first. */
  watched: z.array(z.object({ lecture: lectureRefSchema, watched_at: isoDateTime })),
});
export type AdminStudentProgress = z.infer<typeof adminStudentProgressSchema>;

/** A new end date: the end of that day in the school's time zone; null: no end date. */
export const subscriptionEndBodySchema = z.object({ ends_at: z.nullable(schoolDaySchema) });
export type SubscriptionEndBody = z.infer<typeof subscriptionEndBodySchema>;

/** A manual subscription (provider `manual`, state `active`). */
export const grantSubscriptionBodySchema = z.object({
  product_id: id,
  ends_at: z.optional(z.nullable(schoolDaySchema)),
});
export type GrantSubscriptionBody = z.infer<typeof grantSubscriptionBodySchema>;

const studentParams = z.object({ id: routeId });
const subscriptionParams = z.object({ id: routeId, productId: routeId });

export const adminStudentDetailEndpoints = {
  getAdminStudent: endpoint({
    method: 'GET',
    path: 'api/admin/students/:id',
    access: 'admin',
    params: studentParams,
    response: envelope(adminStudentProfileSchema),
  }),
  listAdminStudentCourses: endpoint({
    method: 'GET',
    path: 'api/admin/students/:id/courses',
    access: 'admin',
    params: studentParams,
    response: envelope(z.array(adminStudentCourseSchema)),
  }),
  adminStudentProgress: endpoint({
    method: 'GET',
    path: 'api/admin/students/:id/progress',
    access: 'admin',
    params: studentParams,
    response: envelope(z.array(adminStudentProgressSchema)),
  }),
  listAdminStudentSubscriptions: endpoint({
    method: 'GET',
    path: 'api/admin/students/:id/subscriptions',
    access: 'admin',
    params: studentParams,
    response: envelope(z.array(subscriptionSchema)),
  }),
  /** Changes the end date; an expired subscription with a future end becomes active again. */
  updateAdminStudentSubscription: endpoint({
    method: 'PUT',
    path: 'api/admin/students/:id/subscriptions/:productId',
    access: 'admin',
    params: subscriptionParams,
    body: subscriptionEndBodySchema,
    response: envelope(subscriptionSchema),
  }),
  /** State `canceled`, ending now: the access ends. */
  cancelAdminStudentSubscription: endpoint({
    method: 'POST',
    path: 'api/admin/students/:id/subscriptions/:productId/cancel',
    access: 'admin',
    params: subscriptionParams,
    response: envelope(subscriptionSchema),
  }),
  /** A manual subscription; 422 when the student already has access to the product. */
  grantAdminStudentSubscription: endpoint({
    method: 'POST',
    path: 'api/admin/students/:id/subscriptions',
    access: 'admin',
    params: studentParams,
    body: grantSubscriptionBodySchema,
    response: envelope(subscriptionSchema),
  }),
} as const;
