/**
 * The streamed JSON reader builds what JSON.parse builds, whatever the chunk boundaries (one byte at a
 * time here: inside escapes, \u sequences, multi-byte characters, literals), hands claimed strings on
 * decoded, and refuses malformed or oversized bodies as the body parser did (400, 413).
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { StreamedJsonReader, type JsonPath } from './streamed-json';

function read(text: string, options: { chunk?: number; claim?: (path: JsonPath) => boolean; maxHeldBytes?: number } = {}) {
  const claimed: Array<{ path: string; text: string }> = [];
  const reader = new StreamedJsonReader({
    maxHeldBytes: options.maxHeldBytes ?? 1024 * 1024,
    maxDepth: 32,
    sinkFor(path) {
      if (!options.claim?.(path)) return undefined;
      const entry = { path: path.join('.'), text: '' };
      claimed.push(entry);
      return { write: (piece) => void (entry.text += piece), end: () => `<${entry.path}>` };
    },
  });
  const bytes = Buffer.from(text);
  const step = options.chunk ?? 1;
  for (let i = 0; i < bytes.length; i += step) reader.feed(bytes.subarray(i, i + step));
  return { value: reader.end(), claimed };
}

const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return 'read';
  } catch (err) {
    return err instanceof HttpError ? err.status : String(err);
  }
};

describe('StreamedJsonReader', () => {
  const documents = [
    '{"files":[{"filetype":"IDENTITY_PROOF","value":"QUJD"}],"amount":30000}',
    ' [1, -2.5e3, true, false, null, "x", {"a": [ ]}, {}] ',
    '{"é\\u00e9\\n":"\\"\\\\\\/\\b\\f\\r\\t","nested":{"deep":[[["€ 😀"]]]},"n":0}',
    '"a string alone"',
    '42',
  ];
  it.each(documents)('reads %s as JSON.parse does, one byte at a time and whole', (text) => {
    expect(read(text).value).toEqual(JSON.parse(text));
    expect(read(text, { chunk: 1 << 20 }).value).toEqual(JSON.parse(text));
  });

  it('keeps "__proto__" as an own property, never as the prototype', () => {
    const { value } = read('{"__proto__":{"polluted":true}}');
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value as object)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('hands claimed strings on decoded, and puts what the sink answers in their place', () => {
    const text = '{"files":[{"filetype":"A","value":"data:x;base64,QU\\/J\\u0044\\nRA=="},{"value":""}],"other":"QUJD"}';
    const { value, claimed } = read(text, { claim: (path) => path[0] === 'files' && path[2] === 'value' });
    expect(claimed).toEqual([
      { path: 'files.0.value', text: 'data:x;base64,QU/JD\nRA==' },
      { path: 'files.1.value', text: '' },
    ]);
    expect(value).toEqual({ files: [{ filetype: 'A', value: '<files.0.value>' }, { value: '<files.1.value>' }], other: 'QUJD' });
  });

  it('refuses malformed bodies with 400 and a body holding too much with 413', () => {
    for (const text of ['', '{', '{"a":1,}', '[1 2]', '{"a" 1}', '{"a":tru}', '{"a":"\\x"}', '{"a":"\u0001"}', '{} {}', '{"a":01}', ']']) {
      expect(
        statusOf(() => read(text)),
        text,
      ).toBe(400);
    }
    expect(
      statusOf(() => read('['.repeat(40) + ']'.repeat(40))),
      'depth',
    ).toBe(400);
    expect(statusOf(() => read(`{"a":"${'x'.repeat(2000)}"}`, { maxHeldBytes: 1000 }))).toBe(413);
    expect(statusOf(() => read(`{"a":"${'x'.repeat(2000)}"}`, { maxHeldBytes: 1000, claim: () => true }))).toBe('read');
  });
});
