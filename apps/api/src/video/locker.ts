import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Db } from '../db/database';

/** How long a lock holds without its holder renewing it (a process that died frees it then). */
const LEASE_SECONDS = 30;
const RENEW_EVERY_MS = 10_000;
const RETRY_MS = 150;

/**
 * tus's per-upload lock, in the database (`upload_locks`) so that every API process sees it: a
 * PATCH that resumes an upload waits until the previous request on it has ended, wherever that
 * runs. The holder renews its lease while the request lasts; a dead process's lease runs out.
 * Waiting past the request's own signal (the client gave up) stops trying.
 */
export function pgLocker(db: Db): Locker {
  return {
    newLock(id: string): Lock {
      const holder = randomBytes(8).toString('hex');
      let renew: ReturnType<typeof setInterval> | null = null;
      const take = async () =>
        (
          await db.query(
            `insert into upload_locks (id, holder, locked_until)
             values ($1, $2, now() + make_interval(secs => $3))
             on conflict (id) do update set holder = excluded.holder, locked_until = excluded.locked_until
               where upload_locks.locked_until < now() or upload_locks.holder = excluded.holder
             returning id`,
            [id, holder, LEASE_SECONDS],
          )
        ).length > 0;
      return {
        async lock(signal: AbortSignal, _cancel: RequestRelease) {
          while (!(await take())) {
            if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
            await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
          }
          renew = setInterval(() => {
            void take().catch(() => undefined);
          }, RENEW_EVERY_MS);
          renew.unref?.();
        },
        async unlock() {
          if (renew) clearInterval(renew);
          renew = null;
          await db.query('delete from upload_locks where id = $1 and holder = $2', [id, holder]);
        },
      };
    },
  };
}
