/**
 * One open `text/event-stream` answer (the SSE wire format: https://html.spec.whatwg.org/#server-sent-events):
 * events with an `id:` the browser sends back as `Last-Event-ID` when it reconnects, comment lines that
 * keep proxies from closing an idle connection, and the end. Writes to a closed socket are dropped.
 */
import { PassThrough } from 'node:stream';

export class LiveStream {
  /** The answer's body. */
  readonly body = new PassThrough();
  /** The id of the last event sent (undefined before the first total). */
  lastSeq: number | undefined;
  private ended = false;

  constructor(
    /** The Last-Event-ID the client resumes after (undefined: a new screen, the total only). */
    readonly resumeAfter: number | undefined,
    retryMs: number,
  ) {
    this.body.on('close', () => (this.ended = true));
    this.write(`retry: ${retryMs}\n\n`);
  }

  get open(): boolean {
    return !this.ended;
  }

  /** One event: `event:`, `id:` and one `data:` line of JSON. */
  send(event: string, id: number, data: unknown): void {
    this.write(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
    this.lastSeq = id;
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.body.end();
  }

  private write(chunk: string): void {
    if (!this.ended) this.body.write(chunk);
  }
}
