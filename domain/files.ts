/**
 * Uploaded files, described as `{name, type, size}` (a browser File, or what the API reads from a
 * multipart part). A file passes when its extension is allowed and its MIME type, when given, is one of
 * the allowed ones (browsers sometimes give none); the size is checked after the type.
 * - Identity documents (KYC): pdf, jpeg, jpg, gif, png; at most 7 340 032 bytes; empty files are not
 *   sent (`isNonEmptyFile`).
 * - Banners and logos: jpg, jpeg, png; at most 2 097 152 bytes. The profile's logo picker also lists
 *   pdf and gif (LOGO_PICKER_EXTENSIONS), but such a file is refused with the image type message,
 *   since it cannot be cropped (docs/api-contract.md).
 */
import { z } from 'zod';
import { IMAGE_MAX_FILE_BYTES, KYC_MAX_FILE_BYTES } from './constants';
import { FILE_MESSAGES } from './messages';

/** What the rules need to know about a file. */
export interface FileDescription {
  name: string;
  type: string;
  size: number;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
};

/** Extensions of identity documents. */
export const KYC_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'gif', 'png'] as const;
/** Extensions of banners and logos. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Extensions the profile's logo picker lists (spec accounts §5). */
export const LOGO_PICKER_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'gif', 'png'] as const;

/** The `accept` attribute of a file input for these extensions ('.pdf,.jpeg,...'). */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}

/** The lower-cased extension of a file name ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function typeAllowed(file: FileDescription, extensions: readonly string[]): boolean {
  const extension = fileExtension(file.name);
  if (!extensions.includes(extension)) return false;
  const type = file.type.trim().toLowerCase();
  return type === '' || extensions.some((allowed) => MIME_BY_EXTENSION[allowed] === type);
}

/** Why an identity document is refused, or null when it is accepted. */
export function kycFileError(file: FileDescription): string | null {
  if (!typeAllowed(file, KYC_EXTENSIONS)) return FILE_MESSAGES.kycTypeInvalid;
  return file.size > KYC_MAX_FILE_BYTES ? FILE_MESSAGES.kycTooLarge : null;
}

/** Why a banner or logo is refused, or null when it is accepted. */
export function imageFileError(file: FileDescription): string | null {
  if (!typeAllowed(file, IMAGE_EXTENSIONS)) return FILE_MESSAGES.imageTypeInvalid;
  return file.size > IMAGE_MAX_FILE_BYTES ? FILE_MESSAGES.imageTooLarge : null;
}

/**
 * Why a company logo is refused, or null: the image rules (jpg, jpeg, png, 2 MB). The picker lists
 * LOGO_PICKER_EXTENSIONS, but a pdf or gif logo cannot be cropped and gets the image type message.
 */
export function logoFileError(file: FileDescription): string | null {
  return imageFileError(file);
}

/** Identity documents are sent only when not empty. */
export function isNonEmptyFile(file: Pick<FileDescription, 'size'>): boolean {
  return file.size > 0;
}

const fileShape = z.object({ name: z.string(), type: z.string(), size: z.number().int().min(0) });

/** A `{name, type, size}` identity document. */
export const kycFileSchema = fileShape.superRefine((file, ctx) => {
  const message = kycFileError(file);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
});

/** A `{name, type, size}` banner or logo. */
export const imageFileSchema = fileShape.superRefine((file, ctx) => {
  const message = imageFileError(file);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
});

/** Number of bytes a base64 text decodes to (padding and whitespace accounted for). */
export function base64DecodedSize(value: string): number {
  const text = value.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}
