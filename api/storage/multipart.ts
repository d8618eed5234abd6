/**
 * Reads a multipart/form-data body with the platform's own parser (the WHATWG `Request.formData()` of
 * Node), fed by the byte-limited stream of request-stream.ts so that nothing larger than `maxBytes` is
 * buffered (the parser holds the body, at most `maxBytes`, and the parts it cuts from it).
 * No third-party parser is needed for the small uploads of this product (logos and banners, 2 MB).
 */
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { HttpError } from '../http/errors';
import { limitedChunks, refuseDeclaredOverLimit } from './request-stream';

/** One uploaded file as the domain rules describe it, with its bytes. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array;
}

const unsupported = () =>
  new HttpError(415, [{ code: 'unsupported_media_type', detail: 'Le fichier doit être envoyé en multipart/form-data' }]);

/** The parsed form of a multipart request; 413 with `tooLargeDetail` beyond `maxBytes` (request-stream.ts). */
export async function readMultipart(ctx: Context, maxBytes: number, tooLargeDetail?: string): Promise<FormData> {
  const type = ctx.get('Content-Type');
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw unsupported();
  refuseDeclaredOverLimit(ctx, maxBytes, tooLargeDetail);
  // The parser sees its input fail, not why: the refusal is kept to be thrown as it is.
  let refusal: unknown;
  const chunks = limitedChunks(ctx, maxBytes, tooLargeDetail);
  const limited = Readable.from(
    (async function* () {
      try {
        yield* chunks;
      } catch (err) {
        refusal = err;
        throw err;
      }
    })(),
  );
  const request = new Request('http://upload.local/', {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: Readable.toWeb(limited) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  try {
    return await request.formData();
  } catch (err) {
    if (refusal) throw refusal;
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, [{ code: 'bad_request', detail: 'Le corps de la requête est invalide' }]);
  }
}

/** The file sent under `field`, or undefined. */
export async function fileField(form: FormData, field: string): Promise<UploadedFile | undefined> {
  const value = form.get(field);
  if (!value || typeof value === 'string') return undefined;
  return uploaded(value);
}

/** Every file sent under `field` (the multipart form keeps them in memory); text values are skipped. */
export async function fileFields(form: FormData, field: string): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const value of form.getAll(field)) {
    if (typeof value !== 'string') files.push(await uploaded(value));
  }
  return files;
}

async function uploaded(value: File): Promise<UploadedFile> {
  const bytes = new Uint8Array(await value.arrayBuffer());
  return { name: value.name, type: value.type, size: bytes.byteLength, bytes };
}

/** What a multipart body may hold beyond its files (boundaries, headers, text fields). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
