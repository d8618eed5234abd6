/**
 * The S3-compatible backend of the storage (AWS S3, or any S3-compatible service through
 * STORAGE_S3_ENDPOINT), with the AWS SDK's S3 client. Credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance role...), never from our config.
 * Objects are written with their content type and a one-year immutable Cache-Control (names are never
 * reused). The API keeps serving `/uploads/{key}`: by redirecting to STORAGE_PUBLIC_URL when set (a CDN
 * or the bucket's public address), otherwise by streaming the object from the bucket.
 */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Storage } from './storage';
import { contentTypeOf, newKey, SAFE_KEY, withImageEncoding } from './stored-files';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Scaleway, OVH, a local s3rver...); unset: AWS. */
  endpoint?: string;
  /** `https://host/bucket/key` addresses rather than `https://bucket.host/key` (most non-AWS services). */
  forcePathStyle?: boolean;
  /** Where the bucket's files are publicly reachable (CDN or bucket URL), without a trailing slash. */
  publicUrl?: string;
  /** Explicit credentials (tests); unset: the SDK's default chain (AWS_* variables, profile, role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type S3Storage = Storage & { readonly client: S3Client; close(): void };

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const storage = withImageEncoding({
    kind: 's3',
    get root(): string {
      throw new Error('The S3 storage has no local folder: write with storage.put and read with storage.read');
    },
    async put(folder, data, extension) {
      const key = newKey(folder, extension);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentTypeOf(key), CacheControl: IMMUTABLE_CACHE_CONTROL }),
      );
      return key;
    },
    async read(key, method = 'GET') {
      if (!SAFE_KEY.test(key)) return null;
      try {
        if (method === 'HEAD') {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return { contentType: head.ContentType ?? contentTypeOf(key), contentLength: head.ContentLength ?? 0 };
        }
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength ?? 0,
          body: object.Body as Readable,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      if (!key || !SAFE_KEY.test(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    urlOf: (key) => (publicUrl ? `${publicUrl}/${key}` : `/uploads/${key}`),
    redirectUrlOf: (key) => (publicUrl ? `${publicUrl}/${key}` : null),
  });
  return Object.assign(storage, { client, close: () => client.destroy() });
}
