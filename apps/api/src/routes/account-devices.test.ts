import { createSessionStore } from '../auth/session';
import { useTestApp } from '../testing/harness';
import { describeUserAgent, maskIp } from './account-devices';

interface Device {
  id: string;
  browser: string | null;
  os: string | null;
  ip: string | null;
  signed_in_at: string;
  last_active_at: string;
  is_current: boolean;
}

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

const t = useTestApp();

async function devices(client: Awaited<ReturnType<typeof t.fresh>>, userAgent = CHROME_WINDOWS) {
  const response = await client.get('/api/me/devices', { headers: { 'User-Agent': userAgent } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Device[] }).data;
}

describe('the devices page', () => {
  it('lists the sessions with browser, system, a masked address and the current one marked', async () => {
    const first = await t.fresh('student');
    const second = await t.fresh('student');
    await second.get('/api/me', { headers: { 'User-Agent': FIREFOX_ANDROID } });
    const list = await devices(first);
    const current = list.find((device) => device.is_current);
    expect(current).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10' });
    expect(current?.ip).toMatch(/^198\.18\.x\.x$/);
    expect(list.filter((device) => device.is_current)).toHaveLength(1);
    expect(list.some((d) => d.browser === 'Firefox 133' && d.os?.startsWith('Android'))).toBe(true);
    // Never the cookie value nor the stored hash: an opaque UUID.
    const [session] = await t.db.query<{ id_hash: string }>('select id_hash from sessions limit 1');
    for (const device of list) {
      expect(device.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(device)).not.toContain(session?.id_hash);
      for (const value of first.jar.values()) expect(JSON.stringify(device)).not.toContain(value);
    }
  });

  it('updates last activity at most once a minute, not on every request', async () => {
    const client = await t.fresh('student');
    await client.get('/api/me', { headers: { 'User-Agent': CHROME_WINDOWS } });
    const read = async () =>
      (
        await t.db.query<{ last_activity: Date }>(
          'select last_activity from sessions where ip = $1',
          [client.ip],
        )
      )[0]?.last_activity;
    const old = new Date(Date.now() - 30_000);
    await t.db.query('update sessions set last_activity = $1 where ip = $2', [old, client.ip]);
    await client.get('/api/me');
    expect((await read())?.getTime()).toBe(old.getTime());
    const older = new Date(Date.now() - 90_000);
    await t.db.query('update sessions set last_activity = $1 where ip = $2', [older, client.ip]);
    await client.get('/api/me');
    expect((await read())?.getTime()).toBeGreaterThan(older.getTime() + 60_000);
  });

  it("signs one other device out: its next call is a 401; the current one can't be signed out here", async () => {
    const first = await t.fresh('student');
    const second = await t.fresh('student');
    await second.get('/api/me', { headers: { 'User-Agent': FIREFOX_ANDROID } });
    const list = await devices(first);
    const other = list.find((d) => d.browser === 'Firefox 133' && !d.is_current);
    const mine = list.find((d) => d.is_current);
    if (!other || !mine) throw new Error('both devices should be listed');

    const self = await first.delete(`/api/me/devices/${mine.id}`);
    expect(self.status).toBe(422);
    expect((await first.get('/api/me')).status).toBe(200);

    expect((await first.delete(`/api/me/devices/${other.id}`)).status).toBe(204);
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await first.get('/api/me')).status).toBe(200);
    expect((await first.delete(`/api/me/devices/${other.id}`)).status).toBe(404);
  });

  it("refuses another user's device as not found", async () => {
    const owner = await t.fresh('student');
    const [ownDevice] = await devices(owner);
    const other = await t.fresh('otherStudent');
    const response = await other.delete(`/api/me/devices/${ownDevice?.id}`);
    expect(response.status).toBe(404);
    expect((await owner.get('/api/me')).status).toBe(200);
    expect((await other.delete('/api/me/devices/not-a-uuid')).status).toBe(404);
  });

  it('signs every other device out and keeps the current one', async () => {
    const first = await t.fresh('student');
    const second = await t.fresh('student');
    const third = await t.fresh('student');
    expect((await first.delete('/api/me/devices')).status).toBe(204);
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await third.get('/api/me')).status).toBe(401);
    expect((await first.get('/api/me')).status).toBe(200);
    const list = await devices(first);
    expect(list).toHaveLength(1);
    expect(list[0]?.is_current).toBe(true);
  });
});

describe('S61: sessions end on their own', () => {
  it('an account signed in 25 times lists its 20 most recent devices; an idle one drops out', async () => {
    // 24 earlier sign-ins (rows as the login writes them, without 24 password hashes), then one
    // through the API: it ends the least recently used beyond 20.
    const [account] = await t.db.query<{ id: number }>('select id from users where email = $1', [
      'visitante@aula.dev',
    ]);
    const store = createSessionStore(t.db);
    const earlier = [];
    // Each one a minute after the last: PGlite's clock can give rows made in one millisecond the
    // same time, and then "least recently used" has no single answer.
    for (let i = 0; i < 24; i++) {
      const session = await store.create(account?.id ?? 0);
      await t.db.query(
        `update sessions set last_activity = now() - make_interval(mins => $2::int),
                             created_at = now() - make_interval(mins => $2::int)
          where id_hash = $1`,
        [session.idHash, 30 - i],
      );
      earlier.push(session);
    }
    const newest = await t.fresh('account');
    const list = await devices(newest);
    expect(list).toHaveLength(20);
    expect(list.filter((device) => device.is_current)).toHaveLength(1);
    // The least recently used were ended: their next call is a 401.
    for (const ended of earlier.slice(0, 5)) expect(await store.find(ended.id)).toBeNull();
    expect(await store.find(earlier[5]?.id)).not.toBeNull();

    const idle = list.find((device) => !device.is_current);
    await t.db.query(
      "update sessions set last_activity = now() - interval '3 hours' where public_id = $1",
      [idle?.id],
    );
    const after = await devices(newest);
    expect(after).toHaveLength(19);
    expect(after.some((device) => device.id === idle?.id)).toBe(false);
  });
});

describe('the device description', () => {
  it('masks addresses', () => {
    expect(maskIp('189.10.23.4')).toBe('189.10.x.x');
    expect(maskIp('::ffff:189.10.23.4')).toBe('189.10.x.x');
    expect(maskIp('2804:14c:65a1:4000::1')).toBe('2804:14c:65a1:x:x');
    expect(maskIp('local')).toBeNull();
    expect(maskIp(null)).toBeNull();
  });

  it('parses user agents with Bowser', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 131', os: 'Windows 10' });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
    expect(describeUserAgent('curl/8.5.0').os).toBeNull();
  });
});
