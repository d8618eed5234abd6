/**
 * Large request bodies for the upload tests, sent as a client would stream them, without the test
 * holding them: a body is a list of parts (text, or `fill` bytes of one character written from one
 * reused 64 KB buffer), sent chunked (no Content-Length) unless `declare` is set. Writing stops when the
 * server answers; `sent` is what the client handed to the connection by then.
 */
import http from 'node:http';

export type BodyPart = string | { fill: number; char: string };

export interface StreamedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** Bytes written to the connection when the answer came (or when writing stopped). */
  sent: number;
}

export interface StreamedRequest {
  method: string;
  headers: Record<string, string>;
  parts: BodyPart[];
  /** Send Content-Length (the parts' total) instead of chunked encoding. */
  declare?: boolean;
  /** Writing waits for `until` before the part `at` (a slow client, mid-upload); `thenAbort`: the client goes away then. */
  pause?: { at: number; until: Promise<void>; thenAbort?: boolean };
}

const CHUNK = 64 * 1024;
const fills = new Map<string, Buffer>();
const fillOf = (char: string) => fills.get(char) ?? fills.set(char, Buffer.alloc(CHUNK, char)).get(char)!;

export const partsLength = (parts: BodyPart[]) =>
  parts.reduce((sum, p) => sum + (typeof p === 'string' ? Buffer.byteLength(p) : p.fill), 0);

/** Sends `parts` to `url`; resolves with the answer (a reset before any answer rejects). */
export function sendStreamed(url: string, request: StreamedRequest): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, ...(request.declare ? { 'Content-Length': String(partsLength(request.parts)) } : {}) };
    const req = http.request(url, { method: request.method, headers });
    let answered = false;
    let sent = 0;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sent: req.socket?.bytesWritten ?? sent });
      };
      res.on('end', done);
      res.on('error', done);
      res.on('aborted', done);
    });
    req.on('error', (err) => {
      if (!answered && !request.pause?.thenAbort) reject(err);
    });
    async function write(): Promise<void> {
      for (const [index, part] of request.parts.entries()) {
        if (request.pause?.at === index) {
          await request.pause.until;
          if (request.pause.thenAbort) {
            req.destroy();
            resolve({ status: 0, headers: {}, body: 'aborted by the client', sent });
            return;
          }
        }
        const pieces = typeof part === 'string' ? [Buffer.from(part)] : fillPieces(part);
        for (const piece of pieces) {
          if (answered || req.destroyed) return;
          sent += piece.length;
          if (!req.write(piece)) await drainOrClose(req);
        }
      }
      if (!answered && !req.destroyed) req.end();
    }
    write().catch(reject);
  });
}

function drainOrClose(req: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off('drain', done);
      req.off('close', done);
      resolve();
    };
    req.on('drain', done);
    req.on('close', done);
  });
}

function* fillPieces(part: { fill: number; char: string }): Generator<Buffer> {
  const buffer = fillOf(part.char);
  for (let left = part.fill; left > 0; left -= CHUNK) yield left >= CHUNK ? buffer : buffer.subarray(0, left);
}

/** A multipart body carrying one file of `fileBytes` bytes under `field`. */
export function multipartParts(field: string, fileBytes: number): { parts: BodyPart[]; contentType: string } {
  const boundary = 'limite-de-test';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    parts: [
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      { fill: fileBytes, char: 'A' },
      `\r\n--${boundary}--\r\n`,
    ],
  };
}

/** Base64 of "%PDF-1" (a PDF's signature), then `chars` base64 characters in all. */
export function pdfBase64Parts(chars: number): BodyPart[] {
  return ['JVBERi0x', { fill: chars - 8, char: 'A' }];
}
