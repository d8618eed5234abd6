/**
 * Uploaded files. Two backends behind one interface, chosen by the configuration
 * (createStorageFromConfig):
 * - the local disk (default): `UPLOADS_DIR` (default `DATA_DIR/uploads/`, production wants it named),
 *   served under `/uploads/` (uploads.middleware.ts);
 * - an S3-compatible bucket (`STORAGE_S3_BUCKET`), for several API instances (s3-storage.ts).
 * Images are re-encoded before they are stored (image-encoding.ts), under a random name, so a stored
 * file never changes and can be cached for good. Keys look like `logos/ab12….png`.
 */
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StoredExtension } from './stored-files';

export { UnreadableImageError } from './image-encoding';
export { type StoredExtension } from './stored-files';

export interface SaveImageOptions {
  /** Folder under uploads/ ('logos', 'banners'). */
  folder: string;
  /** The image is scaled down (never up) to fit this box. */
  maxWidth: number;
  maxHeight?: number;
}

/** A stored file as read back: its body is absent for a HEAD. */
export interface StoredFile {
  contentType: string;
  contentLength: number;
  body?: Readable;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Absolute path of the local uploads folder. Only the local backend has one: reading it on the S3
   * backend throws (use `put` and `read`, which work on both).
   */
  readonly root: string;
  /** Checks, re-encodes as PNG and stores an image; returns its key. */
  saveImage(bytes: Uint8Array, options: SaveImageOptions): Promise<string>;
  /** Stores already encoded bytes under a new random name in `folder`; returns the key. */
  put(folder: string, data: Uint8Array, extension: StoredExtension): Promise<string>;
  /** A stored file (body only for GET), or null when the key is unknown or not a stored key's shape. */
  read(key: string, method?: 'GET' | 'HEAD'): Promise<StoredFile | null>;
  /** Removes a stored file (no error when it is already gone). */
  remove(key: string | null | undefined): Promise<void>;
  /** The public URL of a key: '/uploads/logos/ab.png', or under STORAGE_PUBLIC_URL when set (S3). */
  urlOf(key: string): string;
  /** Where `/uploads/{key}` sends the browser instead of serving the file itself (S3 with a public URL). */
  redirectUrlOf(key: string): string | null;
}

/** The local-disk storage in `DATA_DIR/uploads/` (what `npm start` and the tests use by default). */
export function createStorage(dataDir: string): Storage {
  return createLocalStorage(dataDir);
}

/** The storage the configuration names: S3 when STORAGE_S3_BUCKET is set, otherwise the local disk (UPLOADS_DIR). */
export function createStorageFromConfig(config: Config): Storage {
  if (config.STORAGE_S3_BUCKET) {
    return createS3Storage({
      bucket: config.STORAGE_S3_BUCKET,
      region: config.STORAGE_S3_REGION,
      endpoint: config.STORAGE_S3_ENDPOINT,
      forcePathStyle: config.STORAGE_S3_FORCE_PATH_STYLE,
      publicUrl: config.STORAGE_PUBLIC_URL,
    });
  }
  return createLocalStorage(config.DATA_DIR, config.STORAGE_PUBLIC_URL, config.UPLOADS_DIR);
}
