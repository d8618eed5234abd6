/** What every storage backend shares: key shapes, content types, and the image re-encoding step. */
import { randomBytes } from 'node:crypto';
import { encodeImageAsPng } from './image-encoding';
import type { SaveImageOptions, Storage } from './storage';

/** Extensions of stored files, with the content type each is served with. */
export const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type StoredExtension = keyof typeof CONTENT_TYPES;

/** The only keys a backend reads or removes: a folder, 32 hex digits, a stored extension. */
export const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9]{32}\.(png|jpg|webp)$/;
const SAFE_FOLDER = /^[a-z0-9-]+$/;

/** A new random key in `folder`. */
export function newKey(folder: string, extension: StoredExtension): string {
  if (!SAFE_FOLDER.test(folder)) throw new Error(`invalid storage folder ${folder}`);
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** What a backend implements; `saveImage` is the same for all (encode, then put). */
export type StorageBackend = Omit<Storage, 'saveImage'>;

export function withImageEncoding(backend: StorageBackend): Storage {
  return Object.defineProperties(
    {
      async saveImage(bytes: Uint8Array, { folder, maxWidth, maxHeight }: SaveImageOptions) {
        const png = await encodeImageAsPng(bytes, maxWidth, maxHeight);
        return backend.put(folder, png, 'png');
      },
    },
    Object.getOwnPropertyDescriptors(backend),
  ) as Storage;
}
