/**
 * Pot images in the shared uploads folder (api/storage): the banner's re-encoded files are written
 * under `banners/{32 hex}.{webp|jpg|png}`, the key shape the storage serves at `/uploads/` and removes.
 * The storage's own `saveImage` writes a single PNG, while a banner needs several widths and formats
 * already encoded here (pot-images.ts), hence this small writer beside it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../storage/storage';

/** Where pot images are written. */
export interface PotFileStore {
  /** Writes an encoded file in `folder` and returns its key. */
  put(folder: 'banners', data: Buffer, extension: 'webp' | 'jpg' | 'png'): Promise<string>;
  remove(key: string): Promise<void>;
}

export function potFileStore(storage: Pick<Storage, 'root' | 'remove'>): PotFileStore {
  return {
    async put(folder, data, extension) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(path.join(storage.root, folder), { recursive: true });
      await writeFile(path.join(storage.root, key), data, { flag: 'wx' });
      return key;
    },
    remove: (key) => storage.remove(key),
  };
}
