import { z } from 'zod/mini';
import { id } from './common';

/** The signed-in user as `api/me` returns it (snake_case as on the wire). */
export const userSchema = z.object({
  id,
  name: z.string(),
  email: z.email(),
  avatar_url: z.optional(z.nullable(z.string())),
  /** When the e-mail was confirmed; null while it is not (the profile offers to resend the link). */
  email_verified_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  /** The WhatsApp number in E.164 digits with the country code (`5511912345678`), or null. */
  whatsapp: z.optional(z.nullable(z.string().check(z.regex(/^55\d{10,11}$/)))),
  is_student: z.boolean(),
  is_admin: z.boolean(),
  /**
   * The person has not accepted the current Termos de uso and Aviso de privacidade (a newer
   * version, or an account made before consent was asked): the app asks before anything else.
   */
  consent_outdated: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;

/** The student's player preferences (product spec: auto-jump and auto-play). */
export const preferencesSchema = z.object({
  auto_play: z.boolean(),
  auto_jump: z.boolean(),
  /**
   * Turns the lecture's captions on as it opens ("Mostrar legendas quando houver", issue 35).
   * Optional so that an answer from an older server still parses: absent means off.
   */
  captions_on: z.optional(z.boolean()),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Who wrote a comment: only what a reader may see. */
export const authorSchema = z.object({
  id,
  name: z.string(),
  avatar_url: z.nullable(z.string()),
  /** Written by the course team (an admin): shown as "Equipe Aula". */
  is_team: z.boolean(),
});
export type Author = z.infer<typeof authorSchema>;
