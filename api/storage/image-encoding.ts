/**
 * Checks and re-encodes an uploaded image with sharp: `limitInputPixels` refuses decompression bombs,
 * the re-encoding drops metadata and anything hidden after the image data, and the image is scaled down
 * (never up) to fit a box. Used by every storage backend before it stores a file.
 */
import sharp from 'sharp';

/** Largest image accepted, in pixels (about 40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Formats sharp must recognise in the bytes (whatever the file name says). */
const IMAGE_FORMATS = new Set(['jpeg', 'png']);

/** Raised when the bytes are not a readable jpeg or png image within the pixel limit. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

/** The image as a PNG fitting `maxWidth` x `maxHeight` (default square), EXIF orientation applied. */
export async function encodeImageAsPng(bytes: Uint8Array, maxWidth: number, maxHeight?: number): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !IMAGE_FORMATS.has(meta.format)) throw new UnreadableImageError(`format ${meta.format}`);
    return await image
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize({ width: maxWidth, height: maxHeight ?? maxWidth, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (err) {
    throw err instanceof UnreadableImageError ? err : new UnreadableImageError(String(err));
  }
}
