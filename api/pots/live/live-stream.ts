/**
 * One open `text/event-stream` answer (the SSE wire format: https://html.spec.whatwg.org/#server-sent-events):
 * events with an `id:` the browser sends back as `Last-Event-ID` when it reconnects, comment lines that
 * keep proxies from closing an idle connection, and the end. Written straight to the HTTP answer, its head
 * already given (no stream piped in between: docs/decisions/0456-live-writes-to-the-answer.md). Writes
 * after the connection closed are dropped.
 */

/** One event, as written on the wire: `event:`, `id:` and one `data:` line of JSON. */
export interface LiveEvent {
  id: number;
  text: string;
}

export function liveEvent(event: string, id: number, data: unknown): LiveEvent {
  return { id, text: `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n` };
}

/** The wire text of events sent together. */
export function joinEvents(events: readonly LiveEvent[]): string {
  return events.map((event) => event.text).join('');
}

/** Where a stream's bytes go: the HTTP answer (a ServerResponse), its status and headers set. */
export interface LiveSink {
  write(chunk: string | Buffer): unknown;
  end(): unknown;
  once(event: 'close', listener: () => void): unknown;
}

export class LiveStream {
  /** The id of the last event sent (undefined before the first total). */
  lastSeq: number | undefined;
  private ended = false;

  constructor(
    private readonly out: LiveSink,
    /** The Last-Event-ID the client resumes after (undefined: a new screen, the total only). */
    readonly resumeAfter: number | undefined,
    retryMs: number,
  ) {
    out.once('close', () => (this.ended = true));
    this.write(`retry: ${retryMs}\n\n`);
  }

  get open(): boolean {
    return !this.ended;
  }

  /** Calls `listener` once the connection has closed (the client left, or `end`). */
  onClose(listener: () => void): void {
    this.out.once('close', listener);
  }

  /**
   * Sends events made by `liveEvent`, in order, in one write: `text` is their texts joined, made once for
   * all the streams that need the same events (a write per stream and per event made 4,000 writes a gift
   * with 2,000 screens open); a Buffer is written as it is, not encoded again for each stream.
   */
  send(events: readonly LiveEvent[], text: string | Buffer = joinEvents(events)): void {
    const last = events.at(-1);
    if (!last) return;
    this.write(text);
    this.lastSeq = last.id;
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.out.end();
  }

  private write(chunk: string | Buffer): void {
    if (!this.ended) this.out.write(chunk);
  }
}
