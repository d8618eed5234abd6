/**
 * Turns an uploaded banner into the files the pot page serves. The format comes from the content
 * (magic bytes: JPEG or PNG only), whatever the name or declared type; the dimensions are read from
 * the header by sharp's metadata (nothing decoded yet) and refused beyond the caps, and decoding is
 * bounded by `limitInputPixels` as well. The image is then re-encoded, which drops every metadata
 * (EXIF, GPS, ICC comments) after applying its orientation: at a phone and a desktop width (never
 * enlarged), each in WebP and in its own format.
 */
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_FILE_BYTES } from '../../domain/constants';
import { FILE_MESSAGES } from '../../domain/messages';
import {
  BANNER_WIDTHS,
  detectImageFormat,
  IMAGE_DIMENSIONS_MESSAGE,
  imageDimensionsAllowed,
  MAX_IMAGE_PIXELS,
  type ImageFormat,
} from '../../domain/pot-images';
import type { StoredImageFile } from './pots.queries';

/** Why an image is refused (its French message). */
export class ImageRejected extends Error {}

/** One encoded file, before it is stored. */
export interface EncodedImage {
  width: number;
  height: number;
  type: StoredImageFile['type'];
  extension: 'webp' | 'jpg' | 'png';
  data: Buffer;
}

const SHARP_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/** The format and dimensions of an upload, checked without decoding its pixels. */
export async function inspectImage(bytes: Buffer): Promise<{ format: ImageFormat; width: number; height: number }> {
  if (bytes.length > IMAGE_MAX_FILE_BYTES) throw new ImageRejected(FILE_MESSAGES.imageTooLarge);
  const format = detectImageFormat(bytes);
  if (!format) throw new ImageRejected(FILE_MESSAGES.imageTypeInvalid);
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixel, so the pixel limit is applied by our own check below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(FILE_MESSAGES.imageTypeInvalid);
  }
  if (metadata.format !== format) throw new ImageRejected(FILE_MESSAGES.imageTypeInvalid);
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height || !imageDimensionsAllowed(width, height)) throw new ImageRejected(IMAGE_DIMENSIONS_MESSAGE);
  return { format, width, height };
}

async function encode(bytes: Buffer, width: number, format: ImageFormat | 'webp'): Promise<EncodedImage> {
  const pipeline = sharp(bytes, SHARP_OPTIONS).rotate().resize({ width, withoutEnlargement: true });
  const output =
    format === 'webp'
      ? pipeline.webp({ quality: 80 })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9, palette: true })
        : pipeline.jpeg({ quality: 82, mozjpeg: true });
  const { data, info } = await output.toBuffer({ resolveWithObject: true });
  const type = format === 'webp' ? 'image/webp' : format === 'png' ? 'image/png' : 'image/jpeg';
  const extension = format === 'webp' ? 'webp' : format === 'png' ? 'png' : 'jpg';
  return { width: info.width, height: info.height, type, extension, data };
}

/** The banner's files: phone and desktop widths, WebP and the original format. */
export async function encodeBanner(bytes: Buffer): Promise<EncodedImage[]> {
  const { format, width } = await inspectImage(bytes);
  const widths = [...new Set([BANNER_WIDTHS.phone, BANNER_WIDTHS.desktop].map((w) => Math.min(w, width)))];
  try {
    const files: EncodedImage[] = [];
    for (const target of widths) {
      files.push(await encode(bytes, target, 'webp'), await encode(bytes, target, format));
    }
    return files;
  } catch {
    throw new ImageRejected(FILE_MESSAGES.imageTypeInvalid); // truncated or corrupt pixel data
  }
}
