import { createApp } from '../app';
import type { DiscordSettings } from '../discord-oauth';
import { clientAs, type DemoRole, type TestClient } from '../testing/client';
import {
  closedPort,
  FAKE_DISCORD_CLIENT_ID,
  FAKE_DISCORD_CLIENT_SECRET,
  FAKE_DISCORD_USER,
  type FakeDiscord,
  startFakeDiscord,
} from '../testing/fake-discord';
import { useTestApp } from '../testing/harness';
import { DISCORD_STATE_TTL_MS } from './discord';

interface Started {
  data: { authorize_url: string; state: string };
}
interface ErrorAnswer {
  error: string;
  errors?: Record<string, string[]>;
}

const t = useTestApp();

describe('the Discord connection without DISCORD_CLIENT_ID (the demonstration)', () => {
  it('given a started connection, connects the student once with the state it issued', async () => {
    const student = await t.fresh('student');
    const before = await student.json<{ data: { simulated?: boolean } }>('/api/me/discord');
    expect(before.body.data.simulated).toBe(true);
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
      simulated: true,
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

describe('the Discord connection with DISCORD_CLIENT_ID (OAuth2 authorization code)', () => {
  let discord: FakeDiscord;
  const clock = { offsetMs: 0 };
  const settings = (apiBase: string, timeoutMs = 2_000): DiscordSettings => ({
    clientId: FAKE_DISCORD_CLIENT_ID,
    clientSecret: FAKE_DISCORD_CLIENT_SECRET,
    apiBase,
    timeoutMs,
  });
  const appWith = (discordSettings: DiscordSettings, trustProxy = 0) =>
    createApp({
      db: t.db,
      log: () => undefined,
      discord: discordSettings,
      trustProxy,
      now: () => new Date(Date.now() + clock.offsetMs),
    });
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    app = appWith(settings(discord.origin));
  });
  afterAll(async () => {
    await discord.close();
  });
  beforeEach(async () => {
    clock.offsetMs = 0;
    discord.state.mode = 'ok';
    discord.calls.length = 0;
    await t.db.query('delete from discord_connections');
  });

  const signedIn = new Map<DemoRole, TestClient>();
  /** The role's client on the main app, signed in once (password hashing is slow); others anew. */
  const as = async (role: DemoRole, target?: ReturnType<typeof createApp>) => {
    if (target) return clientAs(target, role);
    const client = signedIn.get(role) ?? (await clientAs(app, role));
    signedIn.set(role, client);
    return client;
  };
  const start = async (client: TestClient, headers?: Record<string, string>) => {
    const response = await client.post('/api/me/discord/start', headers ? { headers } : {});
    expect(response.status).toBe(201);
    return ((await response.json()) as Started).data;
  };
  /** The person's browser on Discord: consents (or declines) and comes back with the query. */
  const authorize = async (authorizeUrl: string) => {
    const response = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') ?? '').searchParams;
  };
  const connection = async (email: string) =>
    (
      await t.db.query<Record<string, unknown>>(
        `select d.* from discord_connections d join users u on u.id = d.user_id where u.email = $1`,
        [email],
      )
    )[0];
  const tokenCalls = () => discord.calls.filter((call) => call.path === '/api/oauth2/token');

  it('given the student consents on Discord, stores the Discord id and username, never the tokens', async () => {
    const student = await as('student');
    const { authorize_url, state } = await start(student);
    const url = new URL(authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${discord.origin}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: FAKE_DISCORD_CLIENT_ID,
      scope: 'identify',
      redirect_uri: 'http://localhost/callbacks/discord',
      state,
      prompt: 'consent',
    });

    const back = await authorize(authorize_url);
    expect(back.get('state')).toBe(state);
    const connected = await student.post('/api/me/discord', {
      json: { code: back.get('code'), state: back.get('state') },
    });
    const text = await connected.text();
    expect(connected.status).toBe(201);
    expect(JSON.parse(text).data).toMatchObject({
      connected: true,
      username: FAKE_DISCORD_USER.username,
      simulated: false,
    });
    expect(discord.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /oauth2/authorize',
      'POST /api/oauth2/token',
      'GET /api/users/@me',
    ]);

    const row = await connection('aluna@aula.dev');
    expect(row).toMatchObject({
      discord_user_id: FAKE_DISCORD_USER.id,
      username: FAKE_DISCORD_USER.username,
      global_name: FAKE_DISCORD_USER.global_name,
    });
    const stored = JSON.stringify(row);
    for (const token of discord.tokens) {
      expect(stored).not.toContain(token);
      expect(text).not.toContain(token);
    }
    const shown = await student.json<{ data: unknown }>('/api/me/discord');
    expect(shown.body.data).toMatchObject({
      connected: true,
      username: FAKE_DISCORD_USER.username,
      simulated: false,
    });
  });

  it('given a proxy is trusted, sends the redirect_uri of the address the browser sees', async () => {
    const proxied = appWith(settings(discord.origin), 1);
    const student = await as('student', proxied);
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'aula.example.com' };
    const { authorize_url, state } = await start(student, forwarded);
    expect(new URL(authorize_url).searchParams.get('redirect_uri')).toBe(
      'https://aula.example.com/callbacks/discord',
    );
    // The exchange repeats the very redirect_uri the authorisation was given.
    const back = await authorize(authorize_url);
    const connected = await student.post('/api/me/discord', {
      json: { code: back.get('code'), state },
      headers: forwarded,
    });
    expect(connected.status).toBe(201);
  });

  it('given the state is replayed, refuses it without asking Discord again', async () => {
    const student = await as('student');
    const { authorize_url, state } = await start(student);
    const back = await authorize(authorize_url);
    const body = { json: { code: back.get('code'), state } };
    expect((await student.post('/api/me/discord', body)).status).toBe(201);
    await t.db.query('delete from discord_connections');

    const replay = await student.post('/api/me/discord', body);
    expect(replay.status).toBe(422);
    const answer = (await replay.json()) as ErrorAnswer;
    expect(answer.error).toBe('InvalidConfirmationToken');
    expect(answer.errors?.state).toBeDefined();
    expect(tokenCalls()).toHaveLength(1);
    expect(await connection('aluna@aula.dev')).toBeUndefined();
  });

  it('given a state another student, another session or nobody was issued, refuses it and changes nothing', async () => {
    const owner = await as('student');
    const { authorize_url, state } = await start(owner);
    const back = await authorize(authorize_url);
    const code = back.get('code');

    const otherStudent = await as('otherStudent');
    const sameStudentOtherSession = await clientAs(app, 'student');
    for (const client of [otherStudent, sameStudentOtherSession]) {
      const stolen = await client.post('/api/me/discord', { json: { code, state } });
      expect(stolen.status).toBe(422);
      expect(((await stolen.json()) as ErrorAnswer).error).toBe('InvalidConfirmationToken');
    }
    const forged = await owner.post('/api/me/discord', {
      json: { code, state: 'um-estado-que-nunca-foi-emitido' },
    });
    expect(forged.status).toBe(422);
    const missing = await owner.post('/api/me/discord', { json: { code } });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as ErrorAnswer).errors?.state).toBeDefined();

    expect(tokenCalls()).toHaveLength(0);
    expect(await t.db.query('select 1 from discord_connections')).toHaveLength(0);
    // The owner's own state is still good after all those tries.
    expect((await owner.post('/api/me/discord', { json: { code, state } })).status).toBe(201);
  });

  it('given the state is older than 10 minutes, refuses it', async () => {
    const student = await as('student');
    const { authorize_url, state } = await start(student);
    const back = await authorize(authorize_url);
    clock.offsetMs = DISCORD_STATE_TTL_MS + 1_000;
    const late = await student.post('/api/me/discord', {
      json: { code: back.get('code'), state },
    });
    expect(late.status).toBe(422);
    expect(((await late.json()) as ErrorAnswer).error).toBe('InvalidConfirmationToken');
    expect(tokenCalls()).toHaveLength(0);
    expect(await connection('aluna@aula.dev')).toBeUndefined();
  });

  it('given the person declines on Discord (access_denied), spends the state and changes nothing', async () => {
    const student = await as('student');
    discord.state.mode = 'decline';
    const { authorize_url, state } = await start(student);
    const back = await authorize(authorize_url);
    expect(back.get('error')).toBe('access_denied');
    expect(back.get('code')).toBeNull();

    const declined = await student.post('/api/me/discord', {
      json: { state: back.get('state'), error: back.get('error') },
    });
    expect(declined.status).toBe(422);
    expect(((await declined.json()) as ErrorAnswer).errors?.error).toEqual([
      'A conexão com o Discord foi cancelada.',
    ]);
    const later = await student.post('/api/me/discord', { json: { code: 'qualquer', state } });
    expect(later.status).toBe(422);
    expect(tokenCalls()).toHaveLength(0);
    expect(await connection('aluna@aula.dev')).toBeUndefined();
  });

  it('given Discord refuses the code, answers a clear error and keeps the connection there was', async () => {
    const student = await as('student');
    const first = await start(student);
    const back = await authorize(first.authorize_url);
    await student.post('/api/me/discord', { json: { code: back.get('code'), state: first.state } });
    const before = await connection('aluna@aula.dev');

    // A code Discord never issued (or already spent): invalid_grant.
    const { state } = await start(student);
    const refused = await student.post('/api/me/discord', {
      json: { code: 'codigo-que-o-discord-nao-emitiu', state },
    });
    expect(refused.status).toBe(422);
    const answer = (await refused.json()) as ErrorAnswer;
    expect(answer.error).toBe('InvalidConfirmationToken');
    expect(answer.errors?.code).toEqual([
      'O Discord não confirmou a autorização. Tente conectar de novo.',
    ]);
    expect(await connection('aluna@aula.dev')).toEqual(before);
  });

  it('given the client secret is wrong, or users/@me fails, answers 502 and connects nothing', async () => {
    const wrongSecret = appWith({
      ...settings(discord.origin),
      clientSecret: 'outro-segredo-que-nao-confere',
    });
    const student = await as('student', wrongSecret);
    const { authorize_url, state } = await start(student);
    const back = await authorize(authorize_url);
    const failed = await student.post('/api/me/discord', {
      json: { code: back.get('code'), state },
    });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as ErrorAnswer).error).toBe('ServerErrorException');

    discord.state.mode = 'broken-me';
    const other = await as('student');
    const second = await start(other);
    const again = await authorize(second.authorize_url);
    const broken = await other.post('/api/me/discord', {
      json: { code: again.get('code'), state: second.state },
    });
    expect(broken.status).toBe(502);
    expect(await connection('aluna@aula.dev')).toBeUndefined();
  });

  it('given Discord is down or never answers, answers 502 within the timeout and connects nothing', async () => {
    const down = appWith(settings(await closedPort()));
    const student = await as('student', down);
    const { state } = await start(student);
    const refused = await student.post('/api/me/discord', { json: { code: 'um-codigo', state } });
    expect(refused.status).toBe(502);

    discord.state.mode = 'hang';
    const slow = appWith(settings(discord.origin, 300));
    const waiting = await as('student', slow);
    const second = await start(waiting);
    // Without the AbortSignal's timeout this call would wait for good (the test's own 30 s end it).
    const timedOut = await waiting.post('/api/me/discord', {
      json: { code: 'um-codigo', state: second.state },
    });
    expect(timedOut.status).toBe(502);
    expect(await connection('aluna@aula.dev')).toBeUndefined();
  });

  it('given no CSRF token, refuses to start or complete a connection', async () => {
    const student = await as('student');
    expect((await student.post('/api/me/discord/start', { xsrf: false })).status).toBe(419);
    const { state } = await start(student);
    const forged = await student.post('/api/me/discord', {
      json: { code: 'um-codigo', state },
      xsrf: false,
    });
    expect(forged.status).toBe(419);
    expect(tokenCalls()).toHaveLength(0);
  });
});
