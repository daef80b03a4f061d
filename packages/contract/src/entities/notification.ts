import { z } from 'zod/mini';
import { id, isoDateTime } from './common';

/**
 * The events a person may hear about (issue 36 §2, ADR 040). Security notices (password or
 * e-mail changed, a sign-in from a new device) are not among them: they always go by e-mail.
 */
export const NOTIFICATION_KINDS = [
  'comment_reply',
  'team_answer',
  'lecture_released',
  'content_published',
  'subscription',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** What a bell entry is about: the stored kinds (a subscription has two moments). */
export const NOTIFICATION_EVENTS = [
  'comment_reply',
  'team_answer',
  'lecture_released',
  'content_published',
  'subscription_ending',
  'subscription_ended',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** One entry of the bell: what happened, where, when, and the app path that shows it. */
export const notificationSchema = z.object({
  id,
  kind: z.enum(NOTIFICATION_EVENTS),
  /** What happened, in pt-BR ("Ana respondeu ao seu comentário"). */
  title: z.string(),
  /** Where ("React do zero · Hooks na prática"); null when it is about the account. */
  context: z.nullable(z.string()),
  /** A short excerpt of the reply or the lecture, plain text. */
  excerpt: z.nullable(z.string()),
  /** The app's path to open (a lecture, a comment's anchor); null when there is nothing to open. */
  path: z.nullable(z.string()),
  read_at: z.nullable(isoDateTime),
  created_at: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread: z.int().check(z.gte(0)) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The channels of one kind: e-mail and the bell ("no app"). */
export const notificationChannelsSchema = z.object({ email: z.boolean(), in_app: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

export const notificationPreferencesSchema = z.object({
  comment_reply: notificationChannelsSchema,
  team_answer: notificationChannelsSchema,
  lecture_released: notificationChannelsSchema,
  content_published: notificationChannelsSchema,
  subscription: notificationChannelsSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
