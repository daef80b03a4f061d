/**
 * Discord's OAuth2 authorization-code grant (https://discord.com/developers/docs/topics/oauth2):
 * the authorisation address the student is sent to, the code's exchange for an access token
 * (client credentials in HTTP Basic auth) and the one read the connection needs, `users/@me`.
 * The token is used once and forgotten: nothing but the Discord user's id and names is kept.
 */

/** The application's settings (`DISCORD_CLIENT_ID`, `DISCORD_CLIENT_SECRET`, `DISCORD_API_BASE`). */
export interface DiscordSettings {
  clientId: string;
  clientSecret: string;
  /** The origin of Discord's endpoints (default `https://discord.com`); tests name a local server. */
  apiBase: string;
  /** How long one call to Discord may take, in milliseconds (default 10 s). */
  timeoutMs?: number;
}

export const DISCORD_DEFAULT_API_BASE = 'https://discord.com';
export const DISCORD_TIMEOUT_MS = 10_000;

/** Who the student is on Discord. */
export interface DiscordUser {
  id: string;
  username: string;
  globalName: string | null;
}

/**
 * A failed exchange: `refused` when Discord turned the code down (expired, used, or not issued
 * for this redirect_uri: `invalid_grant`), `unavailable` when Discord could not be reached, timed
 * out or answered something else (a 5xx, a 401 for wrong client credentials, a malformed body).
 */
export class DiscordOAuthError extends Error {
  override name = 'DiscordOAuthError';
  constructor(
    readonly kind: 'refused' | 'unavailable',
    /** For the log: what happened, never a code, token or secret. */
    readonly detail: string,
  ) {
    super(`Discord OAuth ${kind}: ${detail}`);
  }
}

const endpoint = (settings: DiscordSettings, path: string) =>
  `${settings.apiBase.replace(/\/+$/, '')}${path}`;

/** The address that asks the student to let the app read who they are (`identify`). */
export function discordAuthorizeUrl(
  settings: DiscordSettings,
  { state, redirectUri }: { state: string; redirectUri: string },
): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    scope: 'identify',
    redirect_uri: redirectUri,
    state,
    prompt: 'consent',
  });
  return `${endpoint(settings, '/oauth2/authorize')}?${query}`;
}

/** RFC 6749 section 2.3.1: each credential form-encoded, then joined and base64-encoded. */
const basicAuth = ({ clientId, clientSecret }: DiscordSettings) =>
  `Basic ${Buffer.from(
    `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`,
  ).toString('base64')}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One call to Discord, bounded in time; a network failure or timeout is `unavailable`. */
async function call(settings: DiscordSettings, what: string, url: string, init: RequestInit) {
  const signal = AbortSignal.timeout(settings.timeoutMs ?? DISCORD_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal, redirect: 'error' });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? 'timed out'
        : 'unreachable';
    throw new DiscordOAuthError('unavailable', `${what} ${reason}`);
  }
}

/** Exchanges the code for a token and reads the Discord user it belongs to. */
export async function fetchDiscordUser(
  settings: DiscordSettings,
  { code, redirectUri }: { code: string; redirectUri: string },
): Promise<DiscordUser> {
  const token = await call(settings, 'token exchange', endpoint(settings, '/api/oauth2/token'), {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      Authorization: basicAuth(settings),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    }),
  });
  if (!token.ok) {
    const error = isRecord(token.body) ? String(token.body.error ?? '') : '';
    throw new DiscordOAuthError(
      token.status === 400 && error === 'invalid_grant' ? 'refused' : 'unavailable',
      `token exchange answered ${token.status}${error ? ` ${error.slice(0, 40)}` : ''}`,
    );
  }
  const accessToken = isRecord(token.body) ? token.body.access_token : undefined;
  const tokenType = isRecord(token.body) ? token.body.token_type : undefined;
  if (
    typeof accessToken !== 'string' ||
    accessToken === '' ||
    (typeof tokenType === 'string' && tokenType.toLowerCase() !== 'bearer')
  )
    throw new DiscordOAuthError('unavailable', 'token exchange answered no bearer token');

  const me = await call(settings, 'users/@me', endpoint(settings, '/api/users/@me'), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
  });
  if (!me.ok) throw new DiscordOAuthError('unavailable', `users/@me answered ${me.status}`);
  const user = isRecord(me.body) ? me.body : {};
  const { id, username, global_name: globalName } = user;
  if (
    typeof id !== 'string' ||
    !/^\d{1,25}$/.test(id) ||
    typeof username !== 'string' ||
    username.length < 1 ||
    username.length > 64
  )
    throw new DiscordOAuthError('unavailable', 'users/@me answered no user');
  return {
    id,
    username,
    globalName:
      typeof globalName === 'string' && globalName !== '' ? globalName.slice(0, 64) : null,
  };
}
