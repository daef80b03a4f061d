import { z } from 'zod/mini';
import { envelope, isoDateTime, str } from '../entities/common';
import { endpoint } from './define';

/**
 * One signed-in session of the viewer, as the devices page shows it. `id` is an opaque public id
 * of the session (never its cookie value nor the stored hash); the address is masked.
 */
export const deviceSchema = z.object({
  id: z.string(),
  /** The browser's name and major version, from the user agent (`Chrome 131`); null if unknown. */
  browser: z.nullable(z.string()),
  /** The operating system (`Windows 10`, `Android 14`); null if unknown. */
  os: z.nullable(z.string()),
  /** The client's address with its host part hidden (`189.10.x.x`); null if unknown. */
  ip: z.nullable(z.string()),
  signed_in_at: isoDateTime,
  /** Updated at most once a minute per session. */
  last_active_at: isoDateTime,
  is_current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

/** A device's public id in a route (a UUID). */
export const deviceParamsSchema = z.object({
  id: str(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
});

export const accountDevicesEndpoints = {
  /** The viewer's live sessions, most recently active first (the current one included). */
  listDevices: endpoint({
    method: 'GET',
    path: 'api/me/devices',
    access: 'user',
    response: envelope(z.array(deviceSchema)),
  }),
  /** Signs one other device out (the current one signs out with `logout`: a 422 here). */
  revokeDevice: endpoint({
    method: 'DELETE',
    path: 'api/me/devices/:id',
    access: 'user',
    params: deviceParamsSchema,
  }),
  /** Signs every device but the current one out. */
  revokeOtherDevices: endpoint({
    method: 'DELETE',
    path: 'api/me/devices',
    access: 'user',
  }),
} as const;
