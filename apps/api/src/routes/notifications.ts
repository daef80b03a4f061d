import {
  NOTIFICATION_KINDS,
  type NotificationEvent,
  type NotificationKind,
  type NotificationPreferences,
} from '@aula/contract';
import type { Context } from 'hono';
import type { Queryable } from '../db/database';
import type { AppEnv, Services } from '../env';
import { HttpError } from '../http';
import { FEED, markAllRead, markRead } from '../notifications/feed';
import { NOTIFICATION_DEFAULTS } from '../notifications/produce';
import { unsubscribeEmail, unsubscribeTokens } from '../notifications/unsubscribe-tokens';
import { pageMeta } from '../queries/catalog';
import type { Handlers } from './define';

interface NotificationRow {
  id: number | string;
  kind: NotificationEvent;
  title: string;
  context: string | null;
  excerpt: string | null;
  path: string | null;
  read_at: Date | null;
  created_at: Date;
}

async function preferencesOf(db: Queryable, userId: number): Promise<NotificationPreferences> {
  const rows = await db.query<{ kind: string; email: boolean; in_app: boolean }>(
    'select kind, email, in_app from notification_preferences where user_id = $1',
    [userId],
  );
  const result = structuredClone(NOTIFICATION_DEFAULTS);
  for (const row of rows) {
    if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind))
      result[row.kind as NotificationKind] = { email: row.email, in_app: row.in_app };
  }
  return result;
}

const invalidToken = () =>
  new HttpError(
    422,
    'ValidationException',
    'Este link de descadastro é inválido ou expirou. Ajuste seus e-mails em Minha conta › Preferências.',
  );

export const notificationHandlers: Pick<
  Handlers,
  | 'myNotifications'
  | 'unreadNotifications'
  | 'markNotificationRead'
  | 'markAllNotificationsRead'
  | 'getNotificationPreferences'
  | 'updateNotificationPreferences'
  | 'unsubscribe'
> = {
  async myNotifications({ db, viewer, query }) {
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const [count] = await db.query<{ total: number }>(
      `with feed as (${FEED}) select count(*)::int as total from feed`,
      [viewer.id],
    );
    const rows = await db.query<NotificationRow>(
      `with feed as (${FEED})
       select * from feed order by created_at desc, id desc limit $2 offset $3`,
      [viewer.id, perPage, (page - 1) * perPage],
    );
    return {
      data: rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        title: row.title,
        context: row.context,
        excerpt: row.excerpt,
        path: row.path,
        read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
        created_at: new Date(row.created_at).toISOString(),
      })),
      meta: pageMeta(page, perPage, count?.total ?? 0),
    };
  },

  async unreadNotifications({ db, viewer }) {
    const [count] = await db.query<{ unread: number }>(
      `with feed as (${FEED}) select count(*)::int as unread from feed where read_at is null`,
      [viewer.id],
    );
    return { data: { unread: count?.unread ?? 0 } };
  },

  async markNotificationRead({ db, viewer, params }) {
    // Someone else's id changes nothing and says nothing (no 403 that confirms it exists).
    await markRead(db, viewer.id, params.id);
    return undefined;
  },

  async markAllNotificationsRead({ db, viewer }) {
    await markAllRead(db, viewer.id);
    return undefined;
  },

  async getNotificationPreferences({ db, viewer }) {
    return { data: await preferencesOf(db, viewer.id) };
  },

  async updateNotificationPreferences({ db, viewer, body }) {
    await db.transaction(async (tx) => {
      for (const kind of NOTIFICATION_KINDS) {
        const channels = body[kind];
        if (!channels) continue;
        await tx.query(
          `insert into notification_preferences (user_id, kind, email, in_app) values ($1, $2, $3, $4)
             on conflict (user_id, kind) do update set email = excluded.email, in_app = excluded.in_app`,
          [viewer.id, kind, channels.email, channels.in_app],
        );
      }
    });
    return { data: await preferencesOf(db, viewer.id) };
  },

  async unsubscribe({ db, body, now }) {
    const claim = await unsubscribeTokens(db).verify(body.token, now());
    if (!claim) throw invalidToken();
    await unsubscribeEmail(db, claim);
    return { data: { kind: claim.kind } };
  },
};

/**
 * RFC 8058's one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the
 * link itself, with no cookie and no CSRF token. It only turns the token's one kind of e-mail off,
 * so a forged or replayed request can do nothing else; a bad token is a 400 and changes nothing.
 */
export function oneClickUnsubscribe(services: Pick<Services, 'db' | 'now'>) {
  const tokens = unsubscribeTokens(services.db);
  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    const claim = await tokens.verify(c.req.query('token') ?? '', services.now());
    if (!claim) return c.text('Link de descadastro inválido ou expirado.', 400);
    await unsubscribeEmail(services.db, claim);
    return c.text('Pronto: você não receberá mais estes e-mails.', 200);
  };
}
