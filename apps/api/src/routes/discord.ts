import { hashToken, newLinkToken } from '../auth/tokens';
import {
  DiscordOAuthError,
  type DiscordUser,
  discordAuthorizeUrl,
  fetchDiscordUser,
} from '../discord-oauth';
import { HttpError, VALIDATION_MESSAGE } from '../http';
import type { Handlers } from './define';

/** How long a started Discord connection may take to come back. */
export const DISCORD_STATE_TTL_MS = 10 * 60 * 1000;
/** The app's return point (`/callbacks/discord`), the redirect_uri registered on Discord. */
export const DISCORD_CALLBACK_PATH = '/callbacks/discord';

const invalidState = () =>
  new HttpError(422, 'InvalidConfirmationToken', 'O token é inválido.', {
    state: ['A conexão com o Discord expirou ou não foi iniciada aqui. Tente conectar de novo.'],
  });
/** Discord sent `error` (the person declined: `access_denied`) instead of a code. */
const declined = () =>
  new HttpError(422, 'ValidationException', VALIDATION_MESSAGE, {
    error: ['A conexão com o Discord foi cancelada.'],
  });
const missingCode = () =>
  new HttpError(422, 'ValidationException', VALIDATION_MESSAGE, {
    code: ['O Discord não enviou o código de autorização. Tente conectar de novo.'],
  });
/** Discord turned the code down (expired, used, or issued for another redirect_uri). */
const refused = () =>
  new HttpError(422, 'InvalidConfirmationToken', 'O token é inválido.', {
    code: ['O Discord não confirmou a autorização. Tente conectar de novo.'],
  });
/** Discord could not be reached, timed out or answered something unusable. */
const unavailable = () =>
  new HttpError(
    502,
    'ServerErrorException',
    'Não foi possível falar com o Discord agora. Nada foi alterado; tente de novo em alguns minutos.',
  );

/**
 * The Discord connection (issue 33 item 17), OAuth2's authorization-code grant: `startDiscord`
 * issues a random state, stored hashed in the database and bound to the student and the session
 * (any API process may get the callback), and answers Discord's authorisation address;
 * `connectDiscord` spends the state once (another account's, another session's, a reused or an
 * expired one is refused), then exchanges the code for a token and reads `users/@me`. Only the
 * Discord user's id and names are kept; the token is forgotten. A failure changes nothing.
 *
 * Without `DISCORD_CLIENT_ID` the connection is a demonstration: the authorisation address leads
 * straight back to the app's callback with a development code, the connection takes the
 * student's first name, and `getDiscord` says `simulated` so the page can tell.
 */
export const discordHandlers: Pick<Handlers, 'startDiscord' | 'connectDiscord'> = {
  async startDiscord({ db, viewer, now, c, discord, publicOrigin }) {
    const sessionHash = c.get('session')?.idHash ?? '';
    const state = newLinkToken();
    const redirectUri = `${publicOrigin(c.req.raw)}${DISCORD_CALLBACK_PATH}`;
    const at = now();
    // The student's spent and expired states go; the table stays as small as its live states.
    await db.query(
      'delete from discord_states where user_id = $1 and (used_at is not null or expires_at <= $2)',
      [viewer.id, at],
    );
    await db.query(
      `insert into discord_states (state_hash, user_id, session_hash, redirect_uri, expires_at)
       values ($1, $2, $3, $4, $5)`,
      [
        hashToken(state),
        viewer.id,
        sessionHash,
        redirectUri,
        new Date(at.getTime() + DISCORD_STATE_TTL_MS),
      ],
    );
    const authorize_url = discord
      ? discordAuthorizeUrl(discord, { state, redirectUri })
      : `${DISCORD_CALLBACK_PATH}?${new URLSearchParams({ code: `dev-${newLinkToken().slice(0, 16)}`, state })}`;
    return { data: { authorize_url, state } };
  },

  async connectDiscord({ db, viewer, body, now, c, discord, log }) {
    const sessionHash = c.get('session')?.idHash ?? '';
    // Spent first, whatever follows: a state works once, even when two callbacks race.
    const [issued] = await db.query<{ redirect_uri: string }>(
      `update discord_states set used_at = $4
        where state_hash = $1 and user_id = $2 and session_hash = $3
          and used_at is null and expires_at > $4
        returning redirect_uri`,
      [hashToken(body.state), viewer.id, sessionHash, now()],
    );
    if (body.error !== undefined) throw declined();
    if (!issued) throw invalidState();
    if (body.code === undefined) throw missingCode();

    let user: DiscordUser;
    if (discord) {
      try {
        user = await fetchDiscordUser(discord, {
          code: body.code,
          redirectUri: issued.redirect_uri,
        });
      } catch (error) {
        if (!(error instanceof DiscordOAuthError)) throw error;
        log({
          level: 'warn',
          event: 'discord_oauth_failed',
          kind: error.kind,
          detail: error.detail,
        });
        throw error.kind === 'refused' ? refused() : unavailable();
      }
    } else {
      const first = viewer.name.trim().split(/\s+/)[0]?.toLowerCase();
      user = { id: '', username: first || `aluno${viewer.id}`, globalName: null };
    }

    const [row] = await db.query<{ username: string; connected_at: Date }>(
      `insert into discord_connections (user_id, username, discord_user_id, global_name, connected_at)
       values ($1, $2, $3, $4, $5)
       on conflict (user_id) do update
         set username = excluded.username, discord_user_id = excluded.discord_user_id,
             global_name = excluded.global_name, connected_at = excluded.connected_at
       returning username, connected_at`,
      [viewer.id, user.username, user.id || null, user.globalName, now()],
    );
    return {
      data: {
        connected: true,
        username: row?.username ?? user.username,
        connected_at: new Date(row?.connected_at ?? now()).toISOString(),
        simulated: !discord,
      },
    };
  },
};
