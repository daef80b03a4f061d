import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http';
import { type HashQueue, HashQueueFull } from './hash-queue';

/**
 * OWASP's scrypt parameters: N = 2^17, r = 8, p = 1 (128 MiB, about a tenth of a second).
 * The API's test suite alone lowers N (`AULA_TEST_SCRYPT_LOG2N`, honoured only under Vitest):
 * its thousands of sign-ins each cost a full hash otherwise. A stored hash names its own N, so a
 * hash made either way verifies.
 */
const N = 2 ** testCost(17);
function testCost(production: number) {
  const log2n = Number(process.env.AULA_TEST_SCRYPT_LOG2N);
  return process.env.VITEST && Number.isInteger(log2n) && log2n >= 10 && log2n < production
    ? log2n
    : production;
}
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: MAX_MEM },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to verify against when the user does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Hashing and verifying through the bounded queue (hash-queue.ts), keyed by the client's address.
 * A refused turn becomes the HTTP answer: 429 for the client that floods, 503 when all are busy.
 */
export function createPasswordHasher(queue: HashQueue) {
  const refused = (error: unknown): never => {
    if (!(error instanceof HashQueueFull)) throw error;
    if (error.scope === 'client') {
      throw new HttpError(
        429,
        'ServerErrorException',
        'Muitas tentativas ao mesmo tempo. Tente novamente em 2 segundos.',
        undefined,
        { 'Retry-After': '2' },
      );
    }
    throw new HttpError(
      503,
      'ServerErrorException',
      'O servidor está ocupado. Tente novamente em alguns segundos.',
      undefined,
      { 'Retry-After': '5' },
    );
  };
  return {
    hash: (client: string, password: string) =>
      queue.run(client, () => hashPassword(password)).catch(refused),
    /**
     * Verifies against `stored`, or against a dummy hash when there is none (same cost);
     * `first` for a known device's login (the queue's priority lane).
     */
    verify: (client: string, password: string, stored: string | undefined, first = false) =>
      queue
        .run(client, async () => verifyPassword(password, stored ?? (await getDummyHash())), {
          first,
        })
        .catch(refused),
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
