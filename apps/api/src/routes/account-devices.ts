import Bowser from 'bowser';
import { HttpError, notFound } from '../http';
import type { Handlers } from './define';

interface DeviceRow {
  public_id: string;
  id_hash: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date;
  last_activity: Date;
}

/** `189.10.23.4` → `189.10.x.x`; an IPv6 address keeps its first three groups. */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean).slice(0, 3);
    return groups.length ? `${groups.join(':')}:x:x` : null;
  }
  return null;
}

/** Browser and system from a user agent, through Bowser (a maintained parser, not our regexes). */
export function describeUserAgent(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(' ')
    : null;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : null;
  return { browser, os };
}

const currentOnly = () =>
  new HttpError(422, 'ValidationException', 'Para sair deste dispositivo, use "Sair".', {
    id: ['Este é o dispositivo que você está usando agora.'],
  });

/** The devices page (ADR 013): the viewer's live sessions, by their public ids. */
export const accountDevicesHandlers: Pick<
  Handlers,
  'listDevices' | 'revokeDevice' | 'revokeOtherDevices'
> = {
  async listDevices({ db, viewer, c, now, sessions }) {
    const current = c.get('session')?.idHash;
    // Only the live ones: an expired session is not a device signed in (S61).
    const since = sessions.liveSince(now().getTime());
    const rows = await db.query<DeviceRow>(
      `select public_id, id_hash, user_agent, ip, created_at, last_activity
         from sessions
        where user_id = $1 and last_activity >= $2 and created_at >= $3
        order by last_activity desc, created_at desc`,
      [viewer.id, since.lastActivity, since.created],
    );
    const devices = rows.map((row) => ({
      id: String(row.public_id),
      ...describeUserAgent(row.user_agent),
      ip: maskIp(row.ip),
      signed_in_at: new Date(row.created_at).toISOString(),
      last_active_at: new Date(row.last_activity).toISOString(),
      is_current: row.id_hash === current,
    }));
    // The current device first, then the others by their last activity.
    devices.sort((a, b) => Number(b.is_current) - Number(a.is_current));
    return { data: devices };
  },

  async revokeDevice({ db, viewer, c, params }) {
    const current = c.get('session')?.idHash;
    const [row] = await db.query<{ id_hash: string }>(
      'select id_hash from sessions where public_id = $1 and user_id = $2',
      [params.id.toLowerCase(), viewer.id],
    );
    if (!row) throw notFound('Dispositivo não encontrado.');
    if (row.id_hash === current) throw currentOnly();
    await db.query('delete from sessions where id_hash = $1 and user_id = $2', [
      row.id_hash,
      viewer.id,
    ]);
    return undefined;
  },

  async revokeOtherDevices({ db, viewer, c }) {
    const current = c.get('session')?.idHash ?? '';
    await db.query('delete from sessions where user_id = $1 and id_hash <> $2', [
      viewer.id,
      current,
    ]);
    return undefined;
  },
};
