/**
 * Pot images (banner, company logo) as the server accepts them: the format is read from the first
 * bytes of the file (magic numbers), never from its name or declared type; the dimensions are read
 * from the header before anything is decoded and capped; the banner is then re-encoded at a phone and
 * a desktop width, in WebP and in its own format.
 */

/** Formats accepted, as read from the content. */
export type ImageFormat = 'jpeg' | 'png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format of an image file from its first bytes, or null when it is neither a JPEG nor a PNG. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png';
  return null;
}

/** Largest image accepted, in pixels (width x height), checked on the header before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Largest side accepted, in pixels. */
export const MAX_IMAGE_SIDE = 12_000;

/** Whether declared dimensions are acceptable (positive, each side and the area within the caps). */
export function imageDimensionsAllowed(width: number, height: number): boolean {
  return (
    Number.isInteger(width) &&
    Number.isInteger(height) &&
    width > 0 &&
    height > 0 &&
    width <= MAX_IMAGE_SIDE &&
    height <= MAX_IMAGE_SIDE &&
    width * height <= MAX_IMAGE_PIXELS
  );
}

/** Banner widths written by the server: a phone (414 css px at 2x) and a desktop screen. */
export const BANNER_WIDTHS = { phone: 828, desktop: 1920 } as const;

/** The `sizes` attribute of the pot page's banner (full width up to the page's 1120 px column). */
export const BANNER_SIZES = '(min-width: 1120px) 1120px, 100vw';

/** Invented message: dimensions beyond the caps. */
export const IMAGE_DIMENSIONS_MESSAGE = "Les dimensions de l'image sont trop grandes";
/** Invented message: no file in the upload. */
export const IMAGE_MISSING_MESSAGE = 'Merci de choisir une image';
