/**
 * Where an upload's files wait while the body is still arriving, so that memory never holds them:
 * temporary files under DATA_DIR/upload-spool/, encrypted (AES-256-GCM) with a key that exists only in
 * this process's memory for the one upload. A file left behind by a crash cannot be read by anyone (the
 * key died with the process); such leftovers are removed by the next process after an hour. Each upload
 * removes its files when it is done, whatever the outcome.
 *
 * Identity documents thus never reach our disk in a readable form: what is written is ciphertext, and
 * the plaintext is only ever in memory one file at a time, when it is sent to the payment provider.
 */
import { createCipheriv, createDecipheriv, randomBytes, type CipherGCM } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';

export const SPOOL_DIRNAME = 'upload-spool';
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** A spooled file: its size, and its bytes read back (and authenticated) when needed. */
export interface SpooledFile {
  readonly size: number;
  read(): Promise<Buffer>;
}

export interface SpoolWriter {
  write(bytes: Buffer): void;
  /** Resolves once the bytes written so far have left memory (backpressure). */
  drained(): Promise<void>;
  finish(): Promise<SpooledFile>;
}

export interface UploadSpool {
  create(): SpoolWriter;
  /** Removes every file of this upload. */
  dispose(): Promise<void>;
}

const prepared = new Set<string>();

/** The spool folder (private to the server's user), made once per process; old leftovers removed. */
function prepare(dir: string): void {
  if (prepared.has(dir)) return;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  prepared.add(dir);
  void removeLeftovers(dir);
}

async function removeLeftovers(dir: string): Promise<void> {
  try {
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      if (Date.now() - (await stat(file)).mtimeMs > LEFTOVER_AGE_MS) await rm(file, { force: true });
    }
  } catch {
    // Best effort: leftovers are unreadable anyway.
  }
}

interface OpenWriter extends SpoolWriter {
  /** Stops writing (an abandoned upload): the streams are closed, the file is left for dispose(). */
  abandon(): void;
}

function writer(file: string, key: Buffer): OpenWriter {
  const iv = randomBytes(12);
  const cipher: CipherGCM = createCipheriv('aes-256-gcm', key, iv);
  const written = pipeline(cipher, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  written.catch(() => undefined); // seen by drained() or finish(); an abandoned file's error is moot
  let size = 0;
  let full = false;
  return {
    write(bytes) {
      size += bytes.length;
      if (!cipher.write(bytes)) full = true;
    },
    async drained() {
      if (!full) return;
      full = false;
      await Promise.race([once(cipher, 'drain'), written]);
    },
    async finish() {
      cipher.end();
      await written;
      const tag = cipher.getAuthTag();
      return { size, read: () => readBack(file, key, iv, tag, size) };
    },
    abandon() {
      cipher.destroy();
    },
  };
}

/** The plaintext in one buffer of its exact size (no second copy while it is put together). */
async function readBack(file: string, key: Buffer, iv: Buffer, tag: Buffer, size: number): Promise<Buffer> {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  const put = (piece: Buffer) => {
    piece.copy(bytes, at);
    at += piece.length;
  };
  for await (const chunk of createReadStream(file)) put(decipher.update(chunk as Buffer));
  put(decipher.final());
  return bytes;
}

/** A spool for one upload, under `dataDir`. */
export function openUploadSpool(dataDir: string): UploadSpool {
  const dir = path.join(dataDir, SPOOL_DIRNAME);
  prepare(dir);
  const key = randomBytes(32);
  const files: string[] = [];
  const writers: OpenWriter[] = [];
  return {
    create() {
      const file = path.join(dir, `${randomBytes(16).toString('hex')}.part`);
      files.push(file);
      const created = writer(file, key);
      writers.push(created);
      return created;
    },
    async dispose() {
      for (const open of writers) open.abandon();
      await Promise.all(files.map((file) => rm(file, { force: true })));
      key.fill(0);
    },
  };
}
