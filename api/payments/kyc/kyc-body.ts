/**
 * The body of `POST /user/register_kyc` (`{files: [{filetype, value (base64)}], amount}`) read as it
 * arrives, so that memory never holds the files: each `files[i].value` is decoded from base64 on the fly,
 * hashed, and written to the upload's encrypted spool (api/storage/upload-spool.ts); what stays in memory
 * is the rest of the body (kinds, amount: at most KYC_STRUCTURE_BYTES) and the first bytes of each file,
 * which say what it is. The whole body is cut off with 413 past KYC_BODY_LIMIT_BYTES.
 *
 * Checked as the base64 strings were: a file over KYC_MAX_FILE_BYTES once decoded is 422 with the spec's
 * message (the rest of it is read but not kept), at most KYC_MAX_FILES files are kept (more is 422), and
 * a `data:` URL prefix and whitespace are allowed. A body the general JSON parser already read (another
 * spelling of the route's path) goes through the same decoding.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { z } from 'zod';
import { KYC_MAX_FILE_BYTES } from '../../../domain/constants';
import { kycUploadSchemaFor } from '../../../domain/kyc';
import { FILE_MESSAGES } from '../../../domain/messages';
import { limitedChunks } from '../../storage/request-stream';
import { StreamedJsonReader, type JsonPath, type StringSink } from '../../storage/streamed-json';
import type { SpooledFile, SpoolWriter, UploadSpool } from '../../storage/upload-spool';

/** At most this many files in one upload (a company's four documents, the back of the ID, an address proof). */
export const KYC_MAX_FILES = 6;
/** Room in memory for what is not a file: kinds, amount, keys. */
export const KYC_STRUCTURE_BYTES = 64 * 1024;
/** Base64 grows files by a third: KYC_MAX_FILES files at their maximum, plus the JSON around them. */
export const KYC_BODY_LIMIT_BYTES = Math.ceil((KYC_MAX_FILE_BYTES * 4) / 3) * KYC_MAX_FILES + KYC_STRUCTURE_BYTES;
/** How many first bytes of a file are kept to tell its kind (file-signatures.ts needs 8). */
const HEAD_BYTES = 16;
/** A `data:…,` prefix longer than this is not one. */
const MAX_PREFIX = 1024;

/** What stands for a file's base64 string once read. */
export class StreamedDocument {
  /** Only whitespace (dropped, as an empty string is). */
  blank = true;
  /** Over KYC_MAX_FILE_BYTES once decoded. */
  tooLarge = false;
  /** Not base64 (a character outside the alphabet, an unfinished `data:` prefix). */
  malformed = false;
  /** Beyond KYC_MAX_FILES: read, not kept. */
  dropped = false;
  size = 0;
  head = Buffer.alloc(0);
  hash = '';
  /** The decoded bytes on the spool (none when nothing was kept). */
  file: Promise<SpooledFile> | undefined;
}

const WHITESPACE = /\s+/g;
const NOT_BASE64 = /[^A-Za-z0-9+/=_-]/;

/** Decodes one base64 string into a spool file as its characters arrive. */
class Base64Document implements StringSink {
  readonly doc = new StreamedDocument();
  private lead = '';
  private prefixLength = 0;
  private state: 'lead' | 'prefix' | 'body' = 'lead';
  private carry = '';
  private padded = false;
  private readonly hash = createHash('sha256');
  private out: SpoolWriter | undefined;

  constructor(private readonly keep: () => SpoolWriter | undefined) {}

  get writer(): SpoolWriter | undefined {
    return this.out;
  }

  write(text: string): void {
    if (this.doc.blank && text.trim() !== '') this.doc.blank = false;
    if (this.doc.malformed || this.doc.tooLarge || this.doc.dropped) return;
    if (this.state === 'lead') {
      this.lead += text;
      if (this.lead.length < 5 && 'data:'.startsWith(this.lead)) return;
      this.state = this.lead.startsWith('data:') ? 'prefix' : 'body';
      text = this.lead;
      this.lead = '';
    }
    if (this.state === 'prefix') {
      const comma = text.indexOf(',');
      this.prefixLength += comma < 0 ? text.length : comma;
      if (this.prefixLength > MAX_PREFIX) this.doc.malformed = true;
      if (comma < 0 || this.doc.malformed) return;
      this.state = 'body';
      text = text.slice(comma + 1);
    }
    this.decode(text);
  }

  private decode(text: string): void {
    const clean = text.replace(WHITESPACE, '');
    if (clean === '') return;
    if (NOT_BASE64.test(clean) || (this.padded && /[^=]/.test(clean))) {
      this.doc.malformed = true;
      return;
    }
    if (clean.includes('=')) this.padded = true;
    const all = this.carry + clean;
    const whole = all.length - (all.length % 4);
    this.carry = all.slice(whole);
    if (whole > 0) this.emit(Buffer.from(all.slice(0, whole), 'base64'));
  }

  private emit(bytes: Buffer): void {
    if (bytes.length === 0) return;
    this.doc.size += bytes.length;
    if (this.doc.size > KYC_MAX_FILE_BYTES) {
      this.doc.tooLarge = true;
      return;
    }
    if (this.doc.head.length < HEAD_BYTES)
      this.doc.head = Buffer.concat([this.doc.head, bytes.subarray(0, HEAD_BYTES - this.doc.head.length)]);
    this.hash.update(bytes);
    if (!this.out) {
      this.out = this.keep();
      if (!this.out) {
        this.doc.dropped = true;
        return;
      }
    }
    this.out.write(bytes);
  }

  end(): StreamedDocument {
    if (this.state === 'lead' && this.lead !== '') {
      this.state = 'body';
      this.decode(this.lead);
    }
    if (this.state === 'prefix') this.doc.malformed = true;
    if (this.carry !== '' && !this.doc.malformed && !this.doc.tooLarge && !this.doc.dropped) this.emit(Buffer.from(this.carry, 'base64'));
    this.doc.hash = this.hash.digest('hex');
    if (this.out && !this.doc.tooLarge && !this.doc.dropped) {
      this.doc.file = this.out.finish();
      this.doc.file.catch(() => undefined); // awaited when the file is used; a body refused later never is
    }
    return this.doc;
  }
}

const isFileValue = (path: JsonPath) => path.length === 3 && path[0] === 'files' && typeof path[1] === 'number' && path[2] === 'value';

/** Reads files[i].value strings into the spool; counts the files kept. */
function documentSinks(spool: UploadSpool) {
  let kept = 0;
  let current: Base64Document | undefined;
  const open = () => {
    current = new Base64Document(() => (++kept <= KYC_MAX_FILES ? spool.create() : undefined));
    return current;
  };
  return {
    sinkFor: (path: JsonPath) => (isFileValue(path) ? open() : undefined),
    /** Waits until the file being written has left memory. */
    drained: () => current?.writer?.drained() ?? Promise.resolve(),
  };
}

/** The body as it was sent, its file values read into StreamedDocuments. */
export async function readKycBody(ctx: Context, spool: UploadSpool): Promise<unknown> {
  const sinks = documentSinks(spool);
  if (ctx.request.body !== undefined) return fromParsed(ctx.request.body, sinks.sinkFor);
  if (!ctx.is('json')) return {};
  const reader = new StreamedJsonReader({ sinkFor: sinks.sinkFor, maxHeldBytes: KYC_STRUCTURE_BYTES, maxDepth: 32 });
  for await (const chunk of limitedChunks(ctx, KYC_BODY_LIMIT_BYTES)) {
    reader.feed(chunk);
    await sinks.drained();
  }
  return reader.end();
}

/** The same decoding for a body the general JSON parser read (at most its 1 MB). */
function fromParsed(body: unknown, sinkFor: (path: JsonPath) => StringSink | undefined): unknown {
  const files = (body as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return body;
  const read = files.map((file: unknown, i) => {
    const value = (file as { value?: unknown } | null)?.value;
    const sink = typeof value === 'string' ? sinkFor(['files', i, 'value']) : undefined;
    if (!sink) return file;
    sink.write(value as string);
    return { ...(file as object), value: sink.end() };
  });
  return { ...(body as object), files: read };
}

/** The body's rules (domain/kyc.ts) on documents read as they streamed. */
export const streamedKycSchema = kycUploadSchemaFor(
  z
    .instanceof(StreamedDocument, { error: FILE_MESSAGES.kycDocumentsRequired })
    .refine((doc) => !doc.tooLarge, { error: FILE_MESSAGES.kycTooLarge }),
  (doc) => doc.blank,
);
