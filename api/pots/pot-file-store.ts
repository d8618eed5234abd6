/**
 * Pot images in the shared uploads storage (api/storage, local disk or S3): the banner's re-encoded
 * files are stored under `banners/{key}.{webp|jpg|png}`, the key shape the storage serves at
 * `/uploads/` and removes. A banner needs several widths and formats already encoded here
 * (pot-images.ts), so they are stored as they are with `put`.
 */
import type { Storage } from '../storage/storage';

/** Where pot images are written. */
export interface PotFileStore {
  /** Writes an encoded file in `folder` and returns its key. */
  put(folder: 'banners', data: Buffer, extension: 'webp' | 'jpg' | 'png'): Promise<string>;
  remove(key: string): Promise<void>;
}

export function potFileStore(storage: Pick<Storage, 'put' | 'remove'>): PotFileStore {
  return {
    put: (folder, data, extension) => storage.put(folder, data, extension),
    remove: (key) => storage.remove(key),
  };
}
