import type { DeviceCookies } from './auth/device';
import type { PasswordHasher } from './auth/password';
import type { SessionStore } from './auth/session';
import type { Limits, Throttle } from './auth/throttle';
import type { Session } from './auth/types';
import type { Db } from './db/database';
import type { DiscordSettings } from './discord-oauth';
import type { MediaSigner } from './media-signing';
import type { FileStore } from './storage';

export type { Session, Viewer } from './auth/types';

export interface Services {
  db: Db;
  /** Writes a structured log line; tests pass a no-op. */
  log: (entry: Record<string, unknown>) => void;
  /** Adds `Secure` to cookies (behind HTTPS). */
  secureCookies: boolean;
  now: () => Date;
  sessions: SessionStore;
  throttle: Throttle;
  limits: Limits;
  /** Password hashing through the bounded queue, keyed by the client's address. */
  passwords: PasswordHasher;
  /** Signed cookies that mark a browser where an account signed in before. */
  devices: DeviceCookies;
  /** Signs the lecture video URLs a viewer may watch, and checks them on `/media/*`. */
  media: MediaSigner;
  /** Uploaded files (avatars): a folder or an S3 bucket, shared by every process (ADR 015). */
  files: FileStore;
  /** Discord's OAuth application; absent: the connection is simulated (a demonstration). */
  discord: DiscordSettings | undefined;
  /** The origin the browser sees (the trusted proxy's scheme and host), for absolute URLs. */
  publicOrigin: (request: Request) => string;
  /** The controller's contact on `/privacidade` (`PRIVACY_CONTACT_EMAIL`, ADR 047). */
  privacyContactEmail: string;
}

export type AppEnv = {
  Variables: {
    session: Session | null;
    /** The raw session id from the cookie, when the session exists. */
    sessionId: string | null;
    ip: string;
  };
};
