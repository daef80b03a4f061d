import { useTestApp } from '../testing/harness';

interface Started {
  data: { authorize_url: string; state: string };
}

const t = useTestApp();

describe('the Discord connection', () => {
  it('given a started connection, connects the student once with the state it issued', async () => {
    const student = await t.fresh('student');
    const start = await student.post('/api/me/discord/start');
    expect(start.status).toBe(201);
    const { authorize_url, state } = ((await start.json()) as Started).data;
    const url = new URL(authorize_url, 'http://app.test');
    expect(url.pathname).toBe('/callbacks/discord');
    expect(url.searchParams.get('state')).toBe(state);

    const code = url.searchParams.get('code');
    const connected = await student.post('/api/me/discord', { json: { code, state } });
    expect(connected.status).toBe(201);
    expect(((await connected.json()) as { data: unknown }).data).toMatchObject({
      connected: true,
      username: 'maria',
    });

    // A state works once: a replayed callback is refused.
    const replay = await student.post('/api/me/discord', { json: { code, state } });
    expect(replay.status).toBe(422);
    expect(((await replay.json()) as { error: string }).error).toBe('InvalidConfirmationToken');
  });

  it("given another student's state, refuses it", async () => {
    const owner = await t.fresh('student');
    const { state } = ((await (await owner.post('/api/me/discord/start')).json()) as Started).data;
    const other = await t.fresh('otherStudent');
    const stolen = await other.post('/api/me/discord', { json: { code: 'dev-x', state } });
    expect(stolen.status).toBe(422);
    const rows = await t.db.query<{ email: string }>(
      'select u.email from discord_connections d join users u on u.id = d.user_id',
    );
    expect(rows.map((row) => row.email)).not.toContain('ana@aula.dev');
  });
});
