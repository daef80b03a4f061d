import { z } from 'zod';

/** The signed-in user as `api/me` returns it (snake_case as on the wire). */
export const userSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.email(),
  avatar_url: z.string().nullable().optional(),
  is_student: z.boolean(),
  is_admin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
