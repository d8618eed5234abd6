/** The local-disk backend of the storage: files in `UPLOADS_DIR` (default `DATA_DIR/uploads/`), `{folder}/{name}`. */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';
import { contentTypeOf, newKey, SAFE_KEY, withImageEncoding } from './stored-files';

/** `publicUrl` (STORAGE_PUBLIC_URL): a CDN in front of `/uploads/`; unset, the URLs stay `/uploads/…`. */
export function createLocalStorage(dataDir: string, publicUrl?: string, uploadsDir?: string): Storage {
  const root = uploadsDir ? path.resolve(uploadsDir) : path.resolve(dataDir, 'uploads');
  const base = publicUrl ? publicUrl.replace(/\/+$/, '') : '/uploads';
  return withImageEncoding({
    kind: 'local',
    root,
    async put(folder, data, extension) {
      const key = newKey(folder, extension);
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), data, { flag: 'wx' });
      return key;
    },
    async read(key, method = 'GET') {
      if (!SAFE_KEY.test(key)) return null;
      const file = path.join(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { contentType: contentTypeOf(key), contentLength: info.size, body: method === 'GET' ? createReadStream(file) : undefined };
    },
    async remove(key) {
      if (!key || !SAFE_KEY.test(key)) return;
      await rm(path.join(root, key), { force: true });
    },
    urlOf: (key) => `${base}/${key}`,
    redirectUrlOf: () => null,
  });
}
