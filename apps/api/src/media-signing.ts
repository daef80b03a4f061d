import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './db/database';

/** How long a signed media URL lives at least; the expiry is then rounded up to the whole hour. */
export const MEDIA_URL_LIFETIME_SECONDS = 6 * 60 * 60;
const HOUR = 60 * 60;
const SECRET_NAME = 'media_signing';

/** A lecture's video served by this API: `/media/<file>`, one plain path segment. */
const LOCAL_MEDIA = /^\/media\/([^/?#]+)$/;

export interface MediaSigner {
  /**
   * The URL to give a viewer who may watch `lectureId`: a local `/media/<file>` gains
   * `?lecture=&expires=&signature=`; anything else (an external CDN URL) is returned unchanged.
   */
  sign(lectureId: number, url: string): Promise<string>;
  /**
   * The seconds the query of a `/media/<file>` request still grants that file; null when it does
   * not (missing, malformed, expired, or signed for another file or lecture).
   */
  verify(file: string, query: Record<string, string | undefined>): Promise<number | null>;
}

export interface MediaSignerOptions {
  /** Takes precedence over the secret kept in the database (`MEDIA_SIGNING_SECRET`, read by config.ts). */
  secret?: string | undefined;
  now: () => Date;
}

/**
 * The secret shared by every API process on one database: created once (32 random bytes) by
 * whichever process asks first, then read by all.
 */
async function storedSecret(db: Queryable): Promise<Buffer> {
  await db.query(
    'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [SECRET_NAME, randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(
    'select value from server_secrets where name = $1',
    [SECRET_NAME],
  );
  if (!row) throw new Error('the media signing secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

export function createMediaSigner(db: Queryable, options: MediaSignerOptions): MediaSigner {
  const configured = options.secret;
  if (configured !== undefined && configured.length < 32) {
    throw new Error('MEDIA_SIGNING_SECRET must have at least 32 characters.');
  }
  let secret: Promise<Buffer> | null = configured ? Promise.resolve(Buffer.from(configured)) : null;
  const key = () => {
    secret ??= storedSecret(db).catch((error: unknown) => {
      secret = null; // try again on the next request (the database may come back)
      throw error;
    });
    return secret;
  };
  const mac = async (lecture: string, file: string, expires: string) =>
    createHmac('sha256', await key())
      .update(`${lecture}:${file}:${expires}`)
      .digest('base64url');

  return {
    async sign(lectureId, url) {
      const match = LOCAL_MEDIA.exec(url);
      const file = match?.[1] ? decoded(match[1]) : null;
      if (!file) return url;
      const nowSeconds = Math.floor(options.now().getTime() / 1000);
      // Whole hours: the same URL all hour long, so browser, CDN and SWR caches keep hitting.
      const expires = String(Math.ceil((nowSeconds + MEDIA_URL_LIFETIME_SECONDS) / HOUR) * HOUR);
      const signature = await mac(String(lectureId), file, expires);
      return `${url}?lecture=${lectureId}&expires=${expires}&signature=${signature}`;
    },

    async verify(file, { lecture, expires, signature }) {
      if (!lecture || !expires || !signature) return null;
      if (!/^\d{1,10}$/.test(lecture) || !/^\d{1,12}$/.test(expires)) return null;
      const left = Number(expires) - Math.floor(options.now().getTime() / 1000);
      if (left <= 0) return null;
      // Compared as text: base64url decoding would forgive some altered last characters.
      const given = Buffer.from(signature);
      const expected = Buffer.from(await mac(lecture, file, expires));
      return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
    },
  };
}
