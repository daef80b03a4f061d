import { useTestApp } from '../testing/harness';

interface Started {
  data: { authorize_url: string; state: string };
}

const t = useTestApp();

async function connect(client: Awaited<ReturnType<typeof t.fresh>>) {
  const start = await client.post('/api/me/discord/start');
  const url = new URL(((await start.json()) as Started).data.authorize_url, 'http://app.test');
  const response = await client.post('/api/me/discord', {
    json: { code: url.searchParams.get('code'), state: url.searchParams.get('state') },
  });
  expect(response.status).toBe(201);
}

const badges = async (client: Awaited<ReturnType<typeof t.fresh>>) => {
  const { status, body } = await client.json<{ data: { kind: string }[] }>('/api/me/badges');
  expect(status).toBe(200);
  return body.data.map((badge) => badge.kind);
};

describe('the support page', () => {
  it('shows the Discord connection, connected then disconnected', async () => {
    const student = await t.fresh('student');
    const before = await student.json<{ data: unknown }>('/api/me/discord');
    expect(before.body.data).toEqual({
      connected: false,
      username: null,
      connected_at: null,
      simulated: true,
    });

    await connect(student);
    const after = await student.json<{ data: unknown }>('/api/me/discord');
    expect(after.body.data).toMatchObject({ connected: true, username: 'maria' });
    expect(await badges(student)).toContain('discord');

    expect((await student.delete('/api/me/discord')).status).toBe(204);
    const gone = await student.json<{ data: unknown }>('/api/me/discord');
    expect(gone.body.data).toMatchObject({ connected: false, username: null });
    expect(await badges(student)).not.toContain('discord');
    // Disconnecting again is harmless.
    expect((await student.delete('/api/me/discord')).status).toBe(204);
  });

  it("lists the viewer's badges from the server", async () => {
    const student = await t.fresh('student');
    await t.db.query("update users set email_verified_at = now() where email = 'aluna@aula.dev'");
    expect(await badges(student)).toEqual(['student', 'email_verified']);

    const account = await t.fresh('account');
    await t.db.query(
      "update users set email_verified_at = null where email = 'visitante@aula.dev'",
    );
    expect(await badges(account)).toEqual([]);
  });

  it('shows lifetime access to whoever holds a lifetime subscription', async () => {
    // Ana's "Dados com Python" is lifetime in the seed; the student's are not.
    expect(await badges(await t.fresh('otherStudent'))).toContain('lifetime_access');
    expect(await badges(await t.fresh('student'))).not.toContain('lifetime_access');
  });
});
