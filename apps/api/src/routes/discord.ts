import { hashToken, newLinkToken } from '../auth/tokens';
import { HttpError } from '../http';
import type { Handlers } from './define';

/** How long a started Discord connection may take to come back. */
export const DISCORD_STATE_TTL_MS = 10 * 60 * 1000;

const invalidState = () =>
  new HttpError(422, 'InvalidConfirmationToken', 'O token é inválido.', {
    state: ['A conexão com o Discord expirou ou não foi iniciada aqui. Tente conectar de novo.'],
  });

/**
 * The Discord connection, OAuth-shaped: `startDiscord` issues a one-time state bound to the
 * student; the callback sends it back with the code and `connectDiscord` checks it (a state from
 * another account, a reused or an expired one is refused). The reference server does not call
 * Discord (no network, no client secret): its authorisation address leads straight back to the
 * app's callback with a development code, and the connection is recorded under the student's name.
 */
export const discordHandlers: Pick<Handlers, 'startDiscord' | 'connectDiscord'> = {
  async startDiscord({ db, viewer, now }) {
    const state = newLinkToken();
    await db.query(
      `insert into user_tokens (kind, token_hash, user_id, email, expires_at)
       values ('discord_state', $1, $2, $3, $4)`,
      [hashToken(state), viewer.id, viewer.email, new Date(now().getTime() + DISCORD_STATE_TTL_MS)],
    );
    const query = new URLSearchParams({ code: `dev-${newLinkToken().slice(0, 16)}`, state });
    return { data: { authorize_url: `/callbacks/discord?${query}`, state } };
  },

  async connectDiscord({ db, viewer, body, now }) {
    const [token] = await db.query<{ id: number }>(
      `update user_tokens set used_at = $3
        where kind = 'discord_state' and token_hash = $1 and user_id = $2
          and used_at is null and expires_at > $3
        returning id`,
      [hashToken(body.state), viewer.id, now()],
    );
    if (!token) throw invalidState();
    const username = viewer.name.trim().split(/\s+/)[0]?.toLowerCase() || `aluno${viewer.id}`;
    const [row] = await db.query<{ username: string; connected_at: Date }>(
      `insert into discord_connections (user_id, username, connected_at) values ($1, $2, $3)
       on conflict (user_id) do update set username = excluded.username, connected_at = excluded.connected_at
       returning username, connected_at`,
      [viewer.id, username, now()],
    );
    return {
      data: {
        connected: true,
        username: row?.username ?? username,
        connected_at: (row?.connected_at ?? now()).toISOString(),
      },
    };
  },
};
