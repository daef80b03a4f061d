import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './db/database';
import { sharedSecret } from './server-secrets';

/** How long a signed media URL lives at least; the expiry is then rounded up to the whole hour. */
export const MEDIA_URL_LIFETIME_SECONDS = 6 * 60 * 60;
const HOUR = 60 * 60;
const SECRET_NAME = 'media_signing';
/** The signed URLs one process keeps for the current hour (one per lecture video). */
const MAX_SIGNED_URLS = 50_000;

/**
 * When the signed links given now change (ms): their expiry is rounded up to the whole hour, so
 * every link of the hour is the same and the next whole hour brings new ones. A kept answer that
 * carries links holds until then (ADR 029, section 15).
 */
export const linksChangeAt = (now: Date) =>
  (Math.floor(now.getTime() / 1000 / HOUR) + 1) * HOUR * 1000;

/**
 * A lecture's media served by this API: `/media/<file>` (one plain path segment, the media folder)
 * or `/media/s/<key>` (a file of the `FileStore`: an uploaded video's playlists, segments, poster,
 * storyboard and captions). The signature covers the lecture, the path after `/media/` and the expiry.
 */
const LOCAL_MEDIA = /^\/media\/((?:s\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*)?[^/?#]+)$/;

/** The path under which a `FileStore` key is served (to be signed before it is given out). */
export const storeMediaPath = (key: string) => `/media/s/${key}`;

export interface MediaSigner {
  /**
   * The URL to give a viewer who may watch `lectureId`: a local `/media/<file>` gains
   * `?lecture=&expires=&signature=`; anything else (an external CDN URL) is returned unchanged.
   */
  sign(lectureId: number, url: string): Promise<string>;
  /** The same, for many links at once: the key is read once, then each link is signed in place. */
  signer(): Promise<(lectureId: number, url: string) => string>;
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
  const secret = sharedSecret(db, SECRET_NAME, configured ? Buffer.from(configured) : undefined);
  // The key as a KeyObject, made once per secret: node prepares a raw Buffer key on every HMAC,
  // which was most of the signing's cost on the player's read (issue 21).
  let keyObject: { raw: Buffer; key: KeyObject } | null = null;
  const key = async () => {
    const raw = await secret();
    if (keyObject?.raw !== raw) keyObject = { raw, key: createSecretKey(raw) };
    return keyObject.key;
  };
  const macWith = (secretKey: KeyObject, lecture: string, file: string, expires: string) =>
    createHmac('sha256', secretKey).update(`${lecture}:${file}:${expires}`).digest('base64url');
  const mac = async (lecture: string, file: string, expires: string) =>
    macWith(await key(), lecture, file, expires);

  // The signed URLs of the current expiry, by lecture and stored URL: every viewer of a lecture
  // gets the same URL all hour long, so each is computed once per process and hour.
  let signed: { expires: string; key: KeyObject; urls: Map<string, string> } | null = null;
  const signer = async () => {
    const secretKey = await key();
    const nowSeconds = Math.floor(options.now().getTime() / 1000);
    // Whole hours: the same URL all hour long, so browser, CDN and SWR caches keep hitting.
    const expires = String(Math.ceil((nowSeconds + MEDIA_URL_LIFETIME_SECONDS) / HOUR) * HOUR);
    if (signed?.expires !== expires || signed.key !== secretKey) {
      signed = { expires, key: secretKey, urls: new Map() };
    }
    const urls = signed.urls;
    return (lectureId: number, url: string) => {
      const cacheKey = `${lectureId} ${url}`;
      const known = urls.get(cacheKey);
      if (known !== undefined) return known;
      const match = LOCAL_MEDIA.exec(url);
      const file = match?.[1] ? decoded(match[1]) : null;
      const result = file
        ? `${url}?lecture=${lectureId}&expires=${expires}&signature=${macWith(secretKey, String(lectureId), file, expires)}`
        : url;
      // Bounded: a school's lectures, not a viewer's input (the URLs are the stored ones).
      if (urls.size < MAX_SIGNED_URLS) urls.set(cacheKey, result);
      return result;
    };
  };

  return {
    async sign(lectureId, url) {
      return (await signer())(lectureId, url);
    },
    signer,

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
