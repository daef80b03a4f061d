import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_DISCORD_CLIENT_ID = '123456789012345678';
export const FAKE_DISCORD_CLIENT_SECRET = 'segredo-do-cliente-de-teste-0001';
export const FAKE_DISCORD_USER = {
  id: '80351110224678912',
  username: 'maria_discord',
  global_name: 'Maria',
};

export interface FakeDiscordCall {
  method: string;
  path: string;
}

/**
 * Discord's three OAuth2 endpoints on a loopback port, as strict as Discord: the authorisation
 * address redirects back with a one-time code bound to its redirect_uri (or `error=access_denied`
 * when told the person declines); the token endpoint wants the client credentials in Basic auth,
 * `grant_type=authorization_code`, a live code and the same redirect_uri; `users/@me` wants the
 * bearer token it issued. `mode` breaks it on purpose.
 */
export async function startFakeDiscord() {
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const calls: FakeDiscordCall[] = [];
  const state = {
    /** `decline`: the authorisation answers access_denied; `broken-me`: users/@me answers 500. */
    mode: 'ok' as 'ok' | 'decline' | 'broken-me' | 'hang',
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const url = new URL(req.url ?? '/', 'http://fake.discord');
    calls.push({ method: req.method ?? '', path: url.pathname });
    if (state.mode === 'hang') return; // never answers: the API's timeout must end the wait

    if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (
        q.get('client_id') !== FAKE_DISCORD_CLIENT_ID ||
        q.get('response_type') !== 'code' ||
        q.get('scope') !== 'identify' ||
        !redirectUri
      )
        return json(res, 400, { error: 'invalid_request' });
      const back = new URL(redirectUri);
      if (state.mode === 'decline') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set(
          'error_description',
          'The resource owner or authorization server denied the request',
        );
      } else {
        const code = randomBytes(15).toString('base64url');
        codes.set(code, redirectUri);
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }

    if (req.method === 'POST' && url.pathname === '/api/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${FAKE_DISCORD_CLIENT_ID}:${FAKE_DISCORD_CLIENT_SECRET}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return json(res, 401, { error: 'invalid_client' });
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return json(res, 400, { error: 'invalid_request' });
      const form = new URLSearchParams(raw);
      if (form.get('grant_type') !== 'authorization_code')
        return json(res, 400, { error: 'unsupported_grant_type' });
      const code = form.get('code') ?? '';
      const redirectUri = codes.get(code);
      codes.delete(code); // single-use, as Discord's
      if (!redirectUri || form.get('redirect_uri') !== redirectUri)
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Invalid "code" in request.',
        });
      const token = randomBytes(20).toString('base64url');
      tokens.add(token);
      return json(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: randomBytes(20).toString('base64url'),
        scope: 'identify',
      });
    }

    if (req.method === 'GET' && url.pathname === '/api/users/@me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !tokens.has(token))
        return json(res, 401, { message: '401: Unauthorized', code: 0 });
      if (state.mode === 'broken-me') return json(res, 500, { message: 'Internal Server Error' });
      return json(res, 200, { ...FAKE_DISCORD_USER, discriminator: '0', avatar: null });
    }
    json(res, 404, { message: '404: Not Found', code: 0 });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    state,
    /** The tokens it issued (none may leave the API). */
    tokens,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeDiscord = Awaited<ReturnType<typeof startFakeDiscord>>;

/** A loopback port where nothing listens (Discord down). */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
