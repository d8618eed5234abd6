/**
 * A JSON body read chunk by chunk, for bodies that carry files as base64 strings: every value is built
 * as JSON.parse would build it, except the strings that `sinkFor(path)` claims, which are handed on in
 * pieces as they arrive and never held whole. What is held (keys, other strings, numbers) is bounded by
 * `maxHeldBytes`, and nesting by `maxDepth`; a body breaking either is 413 / 400. Whitespace between
 * values is skipped without being held.
 *
 * Claimed strings are given their characters as they come (escapes decoded); raw control characters in
 * them are passed on rather than refused: the sink decides what it accepts (base64 ignores line breaks).
 */
import { HttpError, payloadTooLarge } from '../http/errors';

export type JsonPath = ReadonlyArray<string | number>;

/** Where a claimed string's characters go; `end()` answers what stands for the string in the value. */
export interface StringSink {
  write(text: string): void;
  end(): unknown;
}

export const malformedBody = () => new HttpError(400, [{ code: 'bad_request', detail: 'Le corps de la requête est invalide' }]);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

type Expect = 'value' | 'value-or-end' | 'key' | 'key-or-end' | 'colon' | 'comma-or-end' | 'done';
interface Frame {
  container: Record<string, unknown> | unknown[];
  key?: string;
}
interface StringState {
  isKey: boolean;
  sink?: StringSink;
  held: Buffer[];
  escape: string | undefined; // the escape read so far ('\\', '\\u12'...)
}

export interface StreamedJsonOptions {
  sinkFor(path: JsonPath): StringSink | undefined;
  maxHeldBytes: number;
  maxDepth: number;
}

export class StreamedJsonReader {
  private expect: Expect = 'value';
  private readonly stack: Frame[] = [];
  private root: unknown;
  private string: StringState | undefined;
  private literal = '';
  private held = 0;

  constructor(private readonly options: StreamedJsonOptions) {}

  /** Reads one more chunk of the body. */
  feed(chunk: Buffer): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.string) i = this.readString(chunk, i);
      else if (this.literal !== '') i = this.readLiteral(chunk, i);
      else i = this.readToken(chunk, i);
    }
  }

  /** The whole value once the body has ended; 400 when it is incomplete. */
  end(): unknown {
    if (this.literal !== '') this.closeLiteral();
    if (this.expect !== 'done' || this.string) throw malformedBody();
    return this.root;
  }

  private hold(bytes: number): void {
    this.held += bytes;
    if (this.held > this.options.maxHeldBytes) throw payloadTooLarge();
  }

  private readToken(chunk: Buffer, i: number): number {
    const c = chunk[i] as number;
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) return i + 1;
    const ch = String.fromCharCode(c);
    const top = this.stack[this.stack.length - 1];
    if (ch === '{' || ch === '[') {
      this.expectValue();
      if (this.stack.length >= this.options.maxDepth) throw malformedBody();
      this.stack.push({ container: ch === '{' ? {} : [] });
      this.expect = ch === '{' ? 'key-or-end' : 'value-or-end';
    } else if (ch === '}' || ch === ']') {
      const isObject = top !== undefined && !Array.isArray(top.container);
      const closes =
        ch === '}'
          ? isObject && (this.expect === 'key-or-end' || this.expect === 'comma-or-end')
          : top !== undefined && !isObject && (this.expect === 'value-or-end' || this.expect === 'comma-or-end');
      if (!closes) throw malformedBody();
      this.stack.pop();
      this.complete((top as Frame).container);
    } else if (ch === ',') {
      if (this.expect !== 'comma-or-end') throw malformedBody();
      this.expect = Array.isArray(top?.container) ? 'value' : 'key';
    } else if (ch === ':') {
      if (this.expect !== 'colon') throw malformedBody();
      this.expect = 'value';
    } else if (c === QUOTE) {
      const isKey = this.expect === 'key' || this.expect === 'key-or-end';
      if (!isKey) this.expectValue();
      this.string = { isKey, sink: isKey ? undefined : this.options.sinkFor(this.path()), held: [], escape: undefined };
    } else {
      this.expectValue();
      this.literal = ch;
      this.hold(1);
    }
    return i + 1;
  }

  private expectValue(): void {
    if (this.expect !== 'value' && this.expect !== 'value-or-end') throw malformedBody();
  }

  private path(): JsonPath {
    return this.stack.map((frame) => (Array.isArray(frame.container) ? frame.container.length : (frame.key as string)));
  }

  private complete(value: unknown): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) {
      this.root = value;
      this.expect = 'done';
      return;
    }
    if (Array.isArray(top.container)) top.container.push(value);
    // An own property even for "__proto__", as JSON.parse does (never the prototype).
    else Object.defineProperty(top.container, top.key as string, { value, enumerable: true, writable: true, configurable: true });
    this.expect = 'comma-or-end';
  }

  private readLiteral(chunk: Buffer, i: number): number {
    let j = i;
    while (j < chunk.length && !' \t\r\n,]}'.includes(String.fromCharCode(chunk[j] as number))) j++;
    this.hold(j - i);
    this.literal += chunk.toString('latin1', i, j);
    if (j < chunk.length) this.closeLiteral();
    return j;
  }

  private closeLiteral(): void {
    const text = this.literal;
    this.literal = '';
    if (!/^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)$/.test(text)) throw malformedBody();
    this.complete(JSON.parse(text));
  }

  private readString(chunk: Buffer, i: number): number {
    const s = this.string as StringState;
    if (s.escape !== undefined) return this.readEscape(chunk, i, s);
    const quote = chunk.indexOf(QUOTE, i);
    const backslash = chunk.indexOf(BACKSLASH, i);
    const stop = [quote, backslash].filter((at) => at >= 0).reduce((a, b) => Math.min(a, b), chunk.length);
    if (stop > i) {
      if (s.sink) s.sink.write(chunk.toString('latin1', i, stop));
      else {
        this.hold(stop - i);
        s.held.push(chunk.subarray(i, stop));
      }
    }
    if (stop === chunk.length) return stop;
    if (stop === backslash) {
      s.escape = '\\';
      return stop + 1;
    }
    this.closeString(s);
    return stop + 1;
  }

  private readEscape(chunk: Buffer, i: number, s: StringState): number {
    s.escape += String.fromCharCode(chunk[i] as number);
    const escape = s.escape as string;
    if (escape[1] === 'u' ? escape.length < 6 : escape.length < 2) return i + 1;
    s.escape = undefined;
    if (s.sink) {
      const decoded =
        escape[1] === 'u'
          ? /^\\u[0-9a-fA-F]{4}$/.test(escape)
            ? String.fromCharCode(parseInt(escape.slice(2), 16))
            : undefined
          : ESCAPES[escape[1] as string];
      if (decoded === undefined) throw malformedBody();
      s.sink.write(decoded);
    } else {
      this.hold(escape.length);
      s.held.push(Buffer.from(escape, 'latin1'));
    }
    return i + 1;
  }

  private closeString(s: StringState): void {
    this.string = undefined;
    if (s.sink) {
      this.complete(s.sink.end());
      return;
    }
    let text: string;
    try {
      text = JSON.parse(`"${Buffer.concat(s.held).toString('utf8')}"`) as string;
    } catch {
      throw malformedBody();
    }
    if (!s.isKey) this.complete(text);
    else {
      const top = this.stack[this.stack.length - 1] as Frame;
      top.key = text;
      this.expect = 'colon';
    }
  }
}
