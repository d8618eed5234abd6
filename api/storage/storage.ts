/**
 * Uploaded files, kept in `DATA_DIR/uploads/` and served under `/uploads/` (uploads.middleware.ts).
 * Images are decoded and re-encoded with sharp (`limitInputPixels` refuses decompression bombs; the
 * re-encoding drops metadata and anything hidden after the image data), then stored under a random
 * name, so a stored file never changes and can be cached for good. Keys look like `logos/ab12….png`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Largest image accepted, in pixels (about 40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Formats sharp must recognise in the bytes (whatever the file name says). */
const IMAGE_FORMATS = new Set(['jpeg', 'png']);

/** Raised when the bytes are not a readable jpeg or png image within the pixel limit. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

export interface SaveImageOptions {
  /** Folder under uploads/ ('logos', 'banners'). */
  folder: string;
  /** The image is scaled down (never up) to fit this box. */
  maxWidth: number;
  maxHeight?: number;
}

export interface Storage {
  /** Absolute path of the uploads folder. */
  readonly root: string;
  /** Checks, re-encodes as PNG and stores an image; returns its key. */
  saveImage(bytes: Uint8Array, options: SaveImageOptions): Promise<string>;
  /** Removes a stored file (no error when it is already gone). */
  remove(key: string | null | undefined): Promise<void>;
  /** The public URL path of a key ('/uploads/logos/ab.png'). */
  urlOf(key: string): string;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9]{32}\.(png|jpg|webp)$/;

export function createStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'uploads');
  return {
    root,
    async saveImage(bytes, { folder, maxWidth, maxHeight }) {
      let png: Buffer;
      try {
        const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
        const meta = await image.metadata();
        if (!meta.format || !IMAGE_FORMATS.has(meta.format)) throw new UnreadableImageError(`format ${meta.format}`);
        png = await image
          .rotate() // applies the EXIF orientation before the metadata is dropped
          .resize({ width: maxWidth, height: maxHeight ?? maxWidth, fit: 'inside', withoutEnlargement: true })
          .png({ compressionLevel: 9 })
          .toBuffer();
      } catch (err) {
        throw err instanceof UnreadableImageError ? err : new UnreadableImageError(String(err));
      }
      const key = `${folder}/${randomBytes(16).toString('hex')}.png`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), png);
      return key;
    },
    async remove(key) {
      if (!key || !SAFE_KEY.test(key)) return;
      await rm(path.join(root, key), { force: true });
    },
    urlOf: (key) => `/uploads/${key}`,
  };
}
