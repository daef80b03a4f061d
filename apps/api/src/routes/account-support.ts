import type { BadgeKind } from '@aula/contract';
import type { Handlers } from './define';

/** The support page (ADR 013): the Discord connection and the viewer's badges. */
export const accountSupportHandlers: Pick<
  Handlers,
  'getDiscord' | 'disconnectDiscord' | 'listBadges'
> = {
  async getDiscord({ db, viewer, discord }) {
    const [row] = await db.query<{ username: string; connected_at: Date }>(
      'select username, connected_at from discord_connections where user_id = $1',
      [viewer.id],
    );
    return {
      data: row
        ? {
            connected: true,
            username: row.username,
            connected_at: new Date(row.connected_at).toISOString(),
            simulated: !discord,
          }
        : { connected: false, username: null, connected_at: null, simulated: !discord },
    };
  },

  async disconnectDiscord({ db, viewer }) {
    await db.query('delete from discord_connections where user_id = $1', [viewer.id]);
    return undefined;
  },

  async listBadges({ db, viewer }) {
    const [row] = await db.query<{
      is_student: boolean;
      email_verified: boolean;
      discord: boolean;
      lifetime_access: boolean;
    }>(
      `select u.is_student,
              u.email_verified_at is not null as email_verified,
              exists (select 1 from discord_connections d where d.user_id = u.id) as discord,
              exists (select 1 from enrollments e
                       where e.user_id = u.id and e.status = 'lifetime') as lifetime_access
         from users u where u.id = $1`,
      [viewer.id],
    );
    const badges: BadgeKind[] = [];
    if (row?.is_student) badges.push('student');
    if (row?.lifetime_access) badges.push('lifetime_access');
    if (row?.email_verified) badges.push('email_verified');
    if (row?.discord) badges.push('discord');
    return { data: badges.map((kind) => ({ kind })) };
  },
};
