/**
 * What a file really is, read from its first bytes (its "magic number"), whatever its name says:
 * identity documents must be PDF, JPEG, GIF or PNG (pots spec §5, §9).
 */

export type DocumentKind = 'pdf' | 'jpeg' | 'gif' | 'png';

const SIGNATURES: Array<[DocumentKind, number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]], // GIF87a
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]], // GIF89a
];

/** The document kind of these bytes, or null when they are none of the accepted kinds. */
export function sniffDocumentKind(bytes: Uint8Array): DocumentKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (signature.every((byte, i) => bytes[i] === byte)) return kind;
  }
  return null;
}
