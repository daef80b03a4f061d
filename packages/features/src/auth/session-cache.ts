import type { User } from '@aula/contract';
import { type Cache, type Key, type ScopedMutator, unstable_serialize } from 'swr';
import { sessionKeys } from './session-keys';

const SESSION = unstable_serialize(sessionKeys.me());

/**
 * Every cached read except the session's own entry is the signed-in person's: course progress,
 * comments with their edit rights, preferences, the catalogue with its entitlements. None may be
 * shown to the next person.
 */
function isUserScoped(key: Key): boolean {
  return unstable_serialize(key) !== SESSION;
}

/**
 * Forgets every user-scoped read, synchronously: SWR writes `undefined` into each entry before
 * this returns (so the very next render has nothing of the previous person), drops the in-flight
 * and preloaded requests of those keys (so nobody takes them over), and mounted readers read again
 * as whoever is signed in now, showing their loading state meanwhile.
 */
export function forgetUserScopedData(mutate: ScopedMutator): void {
  mutate(isUserScoped, undefined, { revalidate: true }).catch(() => undefined);
}

/**
 * The session becomes `user` (signed in, or `null` for signed out): the previous person's reads
 * are forgotten first, in the same tick, so no render pairs one session with another's data.
 */
export function replaceSessionUser(mutate: ScopedMutator, user: User | null): Promise<unknown> {
  forgetUserScopedData(mutate);
  return mutate(sessionKeys.me(), user, { revalidate: false });
}

/**
 * A 401 anywhere: the person is signed out. Their reads are forgotten only when a user is still
 * stored: a guest's 401 (`api/me` at start-up, or a late answer after sign-out) has nothing of
 * anyone's to forget, keeps the first page's primed reads, and cannot start a loop of re-reads.
 * Answers whether a user was stored: their session ended under them (the app sends them to login).
 */
export function forgetSessionAfterUnauthorized({
  cache,
  mutate,
}: {
  cache: Cache;
  mutate: ScopedMutator;
}): boolean {
  const signedIn = Boolean(cache.get(SESSION)?.data);
  if (signedIn) forgetUserScopedData(mutate);
  mutate(sessionKeys.me(), null, { revalidate: false }).catch(() => undefined);
  return signedIn;
}
