import { z } from 'zod/mini';
import {
  subscribedProductSchema,
  subscriptionStatusSchema,
} from '../entities/account-subscriptions';
import {
  calendarDay,
  email,
  id,
  intFrom,
  isoDateTime,
  paginated,
  paginationQuerySchema,
  routeId,
  str,
} from '../entities/common';
import { endpoint } from './define';

/**
 * The admin's student list (issue 19, ADR 021): every account, with the subscriptions it has and
 * how far it got, filtered and sorted by the server at the size of a real school.
 */

/** A calendar day, `YYYY-MM-DD`, read in the school's time zone (America/Sao_Paulo). */
const day = calendarDay();

export const adminStudentSortSchema = z.enum(['name', '-name', 'created_at', '-created_at']);
export type AdminStudentSort = z.infer<typeof adminStudentSortSchema>;

/** The list's filters; the CSV export takes the same ones (without the page). */
export const adminStudentFiltersSchema = z.object({
  /** Part of the name or the e-mail. */
  search: z.optional(str(z.maxLength(100))),
  product_id: z.optional(routeId),
  /** A subscription in this state (to `product_id` when given, to any product otherwise). */
  status: z.optional(subscriptionStatusSchema),
  /** `true`: marked as a student (`is_student`); `false`: not. */
  is_student: z.optional(z.enum(['true', 'false'])),
  /** Joined on or after this day. */
  joined_from: z.optional(day),
  /** Joined on or before this day. */
  joined_to: z.optional(day),
  sort: z.optional(adminStudentSortSchema),
});
export type AdminStudentFilters = z.infer<typeof adminStudentFiltersSchema>;

export const adminStudentSchema = z.object({
  id,
  name: z.string(),
  email: email(),
  avatar_url: z.nullable(z.string()),
  is_student: z.boolean(),
  created_at: isoDateTime,
  /** The last request of any of the account's sessions (written at most once a minute). */
  last_access_at: z.nullable(isoDateTime),
  /** One per product, in the products' order. */
  subscriptions: z.array(
    z.object({
      product: subscribedProductSchema,
      status: subscriptionStatusSchema,
      ends_at: z.nullable(isoDateTime),
    }),
  ),
  /** Watched share of the published lectures of the courses the account can watch now, 0–100. */
  progress_percentage: intFrom(0, 100),
});
export type AdminStudent = z.infer<typeof adminStudentSchema>;

/** `GET` it with the list's filters: `text/csv` (UTF-8 with BOM, `;`), streamed. Not JSON. */
export const ADMIN_STUDENTS_EXPORT_PATH = 'api/admin/students/export';

export const adminStudentEndpoints = {
  listAdminStudents: endpoint({
    method: 'GET',
    path: 'api/admin/students',
    access: 'admin',
    query: z.extend(paginationQuerySchema, adminStudentFiltersSchema.shape),
    response: paginated(adminStudentSchema),
  }),
} as const;
