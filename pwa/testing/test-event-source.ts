// A stand-in for the browser's EventSource in jsdom (which has none): the test plays the server's part,
// opening the stream, sending named events and dropping the connection as a browser would see it.
export class TestEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream the page opened, oldest first. */
  static opened: TestEventSource[] = [];

  readyState = TestEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
    TestEventSource.opened.push(this);
  }

  static latest(): TestEventSource {
    const source = TestEventSource.opened.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  close(): void {
    this.readyState = TestEventSource.CLOSED;
  }

  /** The server answered 200 text/event-stream (also after a reconnection). */
  open(): void {
    this.readyState = TestEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** One event named `type` with `data`, as `event: type` / `data: ...` on the wire. */
  send(type: string, data: unknown, id?: string): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id ?? '' }));
  }

  /** The connection dropped: the browser reconnects by itself, or (`gaveUp`, an HTTP error answer) does not. */
  drop(gaveUp = false): void {
    this.readyState = gaveUp ? TestEventSource.CLOSED : TestEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }
}
