import { describe, expect, it } from 'vitest';
import { sniffDocumentKind } from './file-signatures';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffDocumentKind', () => {
  it.each([
    [bytes('%PDF-1.7\n'), 'pdf'],
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'jpeg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'png'],
    [bytes('GIF89a', 1, 0), 'gif'],
    [bytes('GIF87a', 1, 0), 'gif'],
  ])('recognises %s', (input, kind) => {
    expect(sniffDocumentKind(input)).toBe(kind);
  });

  it.each([
    ['a text file', bytes('Bonjour')],
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a zip (docx)', bytes('PK', 3, 4)],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_, input) => {
    expect(sniffDocumentKind(input)).toBeNull();
  });
});
