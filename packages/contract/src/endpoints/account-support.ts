import { z } from 'zod/mini';
import { envelope } from '../entities/common';
import { discordConnectionSchema } from './auth';
import { endpoint } from './define';

/** The badges the server grants a user; the app names them in pt-BR. */
export const BADGE_KINDS = ['student', 'lifetime_access', 'email_verified', 'discord'] as const;
export const badgeSchema = z.object({ kind: z.enum(BADGE_KINDS) });
export type Badge = z.infer<typeof badgeSchema>;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export const accountSupportEndpoints = {
  /** The viewer's Discord connection (not connected: `connected: false`, nulls). */
  getDiscord: endpoint({
    method: 'GET',
    path: 'api/me/discord',
    access: 'user',
    response: envelope(discordConnectionSchema),
  }),
  /** Removes the Discord connection (idempotent: 204 when there was none). */
  disconnectDiscord: endpoint({
    method: 'DELETE',
    path: 'api/me/discord',
    access: 'user',
  }),
  /** The viewer's badges, in a stable order. */
  listBadges: endpoint({
    method: 'GET',
    path: 'api/me/badges',
    access: 'user',
    response: envelope(z.array(badgeSchema)),
  }),
} as const;
