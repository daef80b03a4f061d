import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FileStore as TusFileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { type DataStore, ERRORS } from '@tus/utils';
import type { S3Settings } from '../storage';

/**
 * `@tus/s3-store` with a removal that leaves nothing in the bucket. Its own `remove` aborts the
 * multipart upload and stops when S3 answers NoSuchUpload, which it does for every upload that
 * completed (the transcoded and the refused ones): their object and `.info` stayed in the bucket.
 * It never deleted the `.part` object (the tail under one part's size) of an unfinished upload.
 */
export class S3UploadStore extends S3Store {
  override async remove(id: string): Promise<void> {
    let found = true;
    await super.remove(id).catch(async (error: unknown) => {
      if (error !== ERRORS.FILE_NOT_FOUND) throw error;
      // Completed (its .info is there), or no such upload at all: tus answers that one 404.
      found = await this.getMetadata(id).then(
        () => true,
        () => false,
      );
    });
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: {
        Objects: [id, this.infoKey(id), this.partKey(id, true)].map((Key) => ({ Key })),
        Quiet: true,
      },
    });
    await this.clearCache(id);
    if (!found) throw ERRORS.FILE_NOT_FOUND;
  }
}

/**
 * Where tus keeps uploads until they are transcoded: the bucket of the `FileStore` when there is
 * one (every process and machine sees each upload; multipart parts of 8 MiB), else a folder next
 * to the embedded database (`<DATA_DIR>/uploads/tus`: one machine, any number of processes).
 */
export function createUploadStore(dataDir: string, s3: S3Settings | undefined): DataStore {
  if (s3) {
    return new S3UploadStore({
      partSize: 8 * 1024 * 1024,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        // Checksums only where S3 requires them: the SDK's default since 2025 sends every part
        // `aws-chunked` with a CRC trailer, which s3rver stores as part of the bytes and other
        // S3-compatible servers that predate it may not take. Every request is still SigV4-signed.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      },
    });
  }
  const directory = join(dataDir, 'uploads', 'tus');
  mkdirSync(directory, { recursive: true });
  return new TusFileStore({ directory });
}
