/**
 * A test client of `GET /cagnottes/{id}/live`: opens the stream with fetch (as EventSource does, with
 * Last-Event-ID when resuming) and reads its blocks one at a time: events, comments, `retry:`.
 */
import type { TestContext } from '../../../../test/app';

export interface SseBlock {
  event?: string;
  id?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export interface SseClient {
  response: Response;
  /** The next block, or undefined when the stream ended; fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseBlock | undefined>;
  /** The next `event:` block, skipping comments and `retry:`. */
  nextEvent(timeoutMs?: number): Promise<SseBlock | undefined>;
  close(): void;
}

function parseBlock(text: string): SseBlock {
  const block: SseBlock = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') block.comment = value;
    else if (field === 'retry') block.retry = Number(value);
    else if (field === 'event' || field === 'id' || field === 'data') block[field] = value;
  }
  return block;
}

/** Opens the live stream of `potId` at `base` (a server's URL). */
export async function openLive(base: string | TestContext, potId: number | string, lastEventId?: string): Promise<SseClient> {
  const url = typeof base === 'string' ? base : base.url;
  const abort = new AbortController();
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
  const response = await fetch(`${url}/api/v1/cagnottes/${potId}/live`, { headers, signal: abort.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;

  async function next(timeoutMs = 5000): Promise<SseBlock | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseBlock(text);
      }
      if (done || !reader) return undefined;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no event from the live stream in time')), Math.max(0, deadline - Date.now()));
      });
      const chunk = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (chunk.done) done = true;
      else buffer += decoder.decode(chunk.value, { stream: true });
    }
  }

  return {
    response,
    next,
    async nextEvent(timeoutMs) {
      for (;;) {
        const block = await next(timeoutMs);
        if (!block || block.event !== undefined) return block;
      }
    },
    close: () => abort.abort(),
  };
}

/**
 * A response's text, but for an event stream (which does not end) only its start: up to its first
 * event, then the stream is cancelled. For tests that send requests to every route.
 */
export async function answerText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response.text();
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (reader && !/(^|\n)event: [^\n]*\n(.*\n)*?\n/.test(text)) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader?.cancel();
  return text;
}
