import { z } from 'zod/mini';
import { envelope } from '../entities/common';
import { preferencesSchema } from '../entities/user';
import { endpoint } from './define';

export const buildInfoSchema = z.object({
  build_id: z.string().check(z.minLength(1)),
  built_at: z.iso.datetime({ offset: true }),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export const accountEndpoints = {
  getPreferences: endpoint({
    method: 'GET',
    path: 'api/me/preferences',
    access: 'user',
    response: envelope(preferencesSchema),
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: 'api/me/preferences',
    access: 'user',
    body: z.partial(preferencesSchema),
    response: envelope(preferencesSchema),
  }),
  /** Polled to notice a new deploy; served by the web app's host next to index.html. */
  latestBuild: endpoint({
    method: 'GET',
    path: 'build.json',
    access: 'public',
    base: 'app',
    response: buildInfoSchema,
  }),
} as const;
