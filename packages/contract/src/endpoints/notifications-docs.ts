import type { EndpointDoc } from './define';
import type { notificationEndpoints } from './notifications';

/** The OpenAPI summaries of the bell and its preferences (ADR 040). */
export const notificationEndpointDocs: Record<keyof typeof notificationEndpoints, EndpointDoc> = {
  myNotifications: {
    summary: "The viewer's notifications, newest first, a page at a time",
    errors: ['ValidationException'],
  },
  unreadNotifications: { summary: "How many of the viewer's notifications are unread" },
  markNotificationRead: { summary: 'Marks one of the viewer’s notifications read (idempotent)' },
  markAllNotificationsRead: { summary: "Marks all of the viewer's notifications read" },
  getNotificationPreferences: { summary: 'The channels (e-mail, bell) of each kind of event' },
  updateNotificationPreferences: {
    summary: 'Changes the channels of some kinds of event',
    errors: ['ValidationException'],
  },
  unsubscribe: {
    summary: "Turns off the e-mails of the signed token's kind for its person (idempotent)",
    errors: ['ValidationException'],
  },
};
