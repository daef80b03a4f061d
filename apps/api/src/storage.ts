import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';

/**
 * Where uploaded files live (ADR 015). Every API process of a deployment must see the same files,
 * so handlers never touch a disk of their own: they go through this interface, a folder on one
 * machine (development, a single server) or an S3-compatible bucket (several processes).
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file and its type, or null when there is none under the key. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are slash-separated names of letters, digits, `-`, `_` and dots (never `.` or `..`). */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part.includes('..'))) {
    throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }
  return key;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // A lecture video's HLS ladder, poster, storyboard and captions (issue 35).
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};

/** The type a folder store answers: by the key's extension (application/octet-stream otherwise). */
export function typeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/** Files under a folder (default `<DATA_DIR>/uploads`); written whole, then renamed into place. */
export function createLocalFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, checkKey(key)));
    if (!path.startsWith(base + sep)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path);
    },
    async get(key) {
      const body = await readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
      return body ? { body: new Uint8Array(body), contentType: typeOfKey(key) } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3Settings {
  /** The service's address (`https://s3.sa-east-1.amazonaws.com`, a MinIO or R2 endpoint). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, which AWS, MinIO,
 * R2 and others all accept), every request signed with SigV4 by aws4fetch.
 */
export function createS3FileStore(settings: S3Settings, fetcher: typeof fetch = fetch): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const base = settings.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) =>
    `${base}/${encodeURIComponent(settings.bucket)}/${checkKey(key)
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;
  const send = async (key: string, init: RequestInit) =>
    fetcher(await client.sign(urlOf(key), init));
  const failure = async (what: string, response: Response) =>
    new Error(`S3 ${what} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return {
    async put(key, bytes, contentType) {
      const response = await send(key, {
        method: 'PUT',
        body: bytes,
        headers: { 'Content-Type': contentType },
      });
      if (!response.ok) throw await failure(`PUT ${key}`, response);
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(`GET ${key}`, response);
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? typeOfKey(key),
      };
    },
    async delete(key) {
      const response = await send(key, { method: 'DELETE' });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw await failure(`DELETE ${key}`, response);
    },
  };
}

/** A store in memory, for tests and stories of the server. */
export function createMemoryFileStore(): FileStore & { keys(): string[] } {
  const files = new Map<string, { body: Uint8Array; contentType: string }>();
  return {
    async put(key, bytes, contentType) {
      files.set(checkKey(key), { body: bytes.slice(), contentType });
    },
    async get(key) {
      return files.get(checkKey(key)) ?? null;
    },
    async delete(key) {
      files.delete(checkKey(key));
    },
    keys: () => [...files.keys()],
  };
}
