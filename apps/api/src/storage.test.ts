import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalFileStore, createS3FileStore, type FileStore } from './storage';

const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

async function roundTrip(store: FileStore) {
  expect(await store.get('avatars/nada.png')).toBeNull();
  await store.put('avatars/a.png', bytes, 'image/png');
  const file = await store.get('avatars/a.png');
  expect(file?.contentType).toBe('image/png');
  expect(file?.body).toEqual(bytes);
  await store.delete('avatars/a.png');
  expect(await store.get('avatars/a.png')).toBeNull();
  // Deleting what is not there is not an error.
  await store.delete('avatars/a.png');
}

describe('the folder store', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'aula-uploads-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes files under its folder', async () => {
    await roundTrip(createLocalFileStore(join(dir, 'uploads')));
    expect(await readdir(join(dir, 'uploads', 'avatars'))).toEqual([]);
  });

  it.each(['../fora.png', 'avatars/../../fora.png', '/etc/passwd', 'a//b', '', '.oculto'])(
    'refuses the key %j',
    async (key) => {
      const store = createLocalFileStore(join(dir, 'uploads'));
      await expect(store.put(key, bytes, 'image/png')).rejects.toThrow(/invalid file key/);
      await expect(store.get(key)).rejects.toThrow(/invalid file key/);
    },
  );
});

/** A tiny S3: PUT, GET and DELETE of objects, each request required to carry a SigV4 signature. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; authorization: string; amzDate: string }[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (req, res) => {
    const authorization = String(req.headers.authorization ?? '');
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization,
      amzDate: String(req.headers['x-amz-date'] ?? ''),
    });
    if (
      !authorization.startsWith('AWS4-HMAC-SHA256 ') ||
      !authorization.includes('Credential=AKIDEXEMPLO/') ||
      !authorization.includes('/sa-east-1/s3/aws4_request') ||
      !req.headers['x-amz-content-sha256']
    ) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const key = req.url ?? '';
    if (req.method === 'PUT') {
      objects.set(key, {
        body: await read(req),
        type: String(req.headers['content-type'] ?? ''),
      });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'Content-Type': object.type }).end(object.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects, seen };
}

describe('the S3 store', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => s3.server.close(resolve));
  });
  const settings = () => ({
    endpoint,
    bucket: 'aula-uploads',
    region: 'sa-east-1',
    accessKeyId: 'AKIDEXEMPLO',
    secretAccessKey: 'segredo-de-teste',
  });

  it('puts, gets and deletes objects path-style, every request SigV4-signed', async () => {
    await roundTrip(createS3FileStore(settings()));
    expect(s3.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /aula-uploads/avatars/nada.png',
      'PUT /aula-uploads/avatars/a.png',
      'GET /aula-uploads/avatars/a.png',
      'DELETE /aula-uploads/avatars/a.png',
      'GET /aula-uploads/avatars/a.png',
      'DELETE /aula-uploads/avatars/a.png',
    ]);
    for (const request of s3.seen) {
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXEMPLO\//);
      expect(request.authorization).toMatch(/SignedHeaders=.*host.*Signature=[0-9a-f]{64}$/);
      expect(request.amzDate).toMatch(/^\d{8}T\d{6}Z$/);
    }
  });

  it('fails loudly when the bucket refuses (a wrong key is not a missing file)', async () => {
    const store = createS3FileStore({ ...settings(), region: 'us-east-1' });
    await expect(store.put('avatars/b.png', bytes, 'image/png')).rejects.toThrow(/S3 PUT .* 403/);
    await expect(store.get('avatars/b.png')).rejects.toThrow(/S3 GET .* 403/);
  });
});
