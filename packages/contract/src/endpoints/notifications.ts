import { z } from 'zod/mini';
import { envelope, idParam, paginated, paginationQuerySchema, str } from '../entities/common';
import {
  notificationKindSchema,
  notificationPreferencesSchema,
  notificationSchema,
  unreadCountSchema,
} from '../entities/notification';
import { endpoint } from './define';

/**
 * The bell and its page (issue 36 §2-3, ADR 040): the viewer's notifications, newest first, their
 * unread count, and marking them read; the channels per event; the e-mails' unsubscribe link.
 */
export const notificationEndpoints = {
  myNotifications: endpoint({
    method: 'GET',
    path: 'api/me/notifications',
    access: 'user',
    query: paginationQuerySchema,
    response: paginated(notificationSchema),
  }),
  unreadNotifications: endpoint({
    method: 'GET',
    path: 'api/me/notifications/unread-count',
    access: 'user',
    response: envelope(unreadCountSchema),
  }),
  markNotificationRead: endpoint({
    method: 'PUT',
    path: 'api/me/notifications/:id/read',
    access: 'user',
    params: idParam,
  }),
  markAllNotificationsRead: endpoint({
    method: 'POST',
    path: 'api/me/notifications/read-all',
    access: 'user',
  }),
  getNotificationPreferences: endpoint({
    method: 'GET',
    path: 'api/me/notification-preferences',
    access: 'user',
    response: envelope(notificationPreferencesSchema),
  }),
  updateNotificationPreferences: endpoint({
    method: 'PUT',
    path: 'api/me/notification-preferences',
    access: 'user',
    body: z.partial(notificationPreferencesSchema),
    response: envelope(notificationPreferencesSchema),
  }),
  /**
   * The e-mail's unsubscribe link, confirmed on the app's page: turns that one kind of e-mail off
   * for the token's person, signed in or not. The mail clients' one-click POST (RFC 8058) goes to
   * the link itself, outside `api/` (ADR 040).
   */
  unsubscribe: endpoint({
    method: 'POST',
    path: 'api/unsubscribe',
    access: 'public',
    body: z.object({ token: str(z.minLength(1), z.maxLength(500)) }),
    response: envelope(z.object({ kind: notificationKindSchema })),
  }),
} as const;
