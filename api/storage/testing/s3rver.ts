/**
 * A local S3-compatible server (s3rver) for tests: on a free port of 127.0.0.1, its objects in a
 * temporary folder removed on close, with one bucket, and a storage on it (s3rver accepts its own
 * fixed credentials).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage, type S3Storage } from '../s3-storage';

export interface LocalS3 {
  /** e.g. http://127.0.0.1:43121 */
  endpoint: string;
  bucket: string;
  /** A storage on this bucket; `publicUrl` as STORAGE_PUBLIC_URL would set it. */
  storage(publicUrl?: string): S3Storage;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'entraide-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'entraide-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storages: S3Storage[] = [];
  return {
    endpoint,
    bucket,
    storage(publicUrl) {
      const storage = createS3Storage({
        bucket,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        publicUrl,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      storages.push(storage);
      return storage;
    },
    async close() {
      for (const storage of storages) storage.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
