import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FileStore as TusFileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { S3Settings } from '../storage';

/**
 * Where tus keeps uploads until they are transcoded: the bucket of the `FileStore` when there is
 * one (every process and machine sees each upload; multipart parts of 8 MiB), else a folder next
 * to the embedded database (`<DATA_DIR>/uploads/tus`: one machine, any number of processes).
 */
export function createUploadStore(dataDir: string, s3: S3Settings | undefined): DataStore {
  if (s3) {
    return new S3Store({
      partSize: 8 * 1024 * 1024,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      },
    });
  }
  const directory = join(dataDir, 'uploads', 'tus');
  mkdirSync(directory, { recursive: true });
  return new TusFileStore({ directory });
}
