/**
 * docs/decisions/: every record is numbered once, has its status and its three sections, links only to
 * records that exist, and is in the README's index (npm run docs:decisions rewrites it).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DECISIONS_DIR, readRecords, renderIndex, withIndex } from '../../scripts/docs/decisions-records';

const record = (number: string, title: string, status = 'accepted') =>
  `# ${number}. ${title}\n\nStatus: ${status} · Date: 2026-11-29 · Issue: #44\n\n## Context\n\nWhy.\n\n## Choice\n\nWhat.\n\n## Consequences\n\nThen.\n`;

describe('docs/decisions', () => {
  it('has well-formed records, each in the index', () => {
    const { records, problems } = readRecords();
    expect(problems).toEqual([]);
    expect(records.length).toBeGreaterThan(300);
    const readme = readFileSync(path.join(DECISIONS_DIR, 'README.md'), 'utf8');
    expect(readme, 'the index is out of date: run npm run docs:decisions').toBe(withIndex(readme, renderIndex(records)));
  });

  it('is linked to by name only where the record exists', () => {
    const root = path.resolve(DECISIONS_DIR, '../..');
    const docs = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    const files = new Set(readdirSync(DECISIONS_DIR));
    const broken = docs.flatMap((doc) =>
      [...readFileSync(path.join(root, doc), 'utf8').matchAll(/decisions\/(\d{4}-[a-z0-9-]+\.md)/g)]
        .map((m) => m[1]!)
        .filter((file) => !files.has(file))
        .map((file) => `${doc}: ${file}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the records check', () => {
  let dir = '';
  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(tmpdir(), 'decisions-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return readRecords(dir).problems;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts a record and the one it replaces', () => {
    expect(write({ '0001-a.md': record('0001', 'A', 'replaced by [0002](0002-b.md)'), '0002-b.md': record('0002', 'B') })).toEqual([]);
  });

  it('refuses a number used twice, a broken status link and a record without its sections', () => {
    const problems = write({
      '0001-a.md': record('0001', 'A', 'replaced by [0003](0003-c.md)'),
      '0001-b.md': record('0001', 'B'),
      '0002-c.md': record('0002', 'C').replace('## Consequences\n\nThen.\n', ''),
    });
    expect(problems).toEqual([
      '0002-c.md: no "## Consequences" section',
      '0001-b.md: number 0001 is already 0001-a.md',
      '0001-a.md: broken link to 0003-c.md',
    ]);
  });

  it('refuses an unnumbered record, and a title whose number is not the name’s', () => {
    const problems = write({ 'new-cache.md': record('', 'Cache').replace('# . ', '# '), '0004-d.md': record('0005', 'D') });
    expect(problems).toEqual(['0004-d.md: its title says 0005, its name 0004', 'new-cache.md: not named NNNN-slug.md (number it: next free number, see README.md)']);
  });

  it('finds a record missing from the index', () => {
    write({ '0001-a.md': record('0001', 'A'), '0002-b.md': record('0002', 'B') });
    const { records } = readRecords(dir);
    const stale = withIndex('<!-- index:start (npm run docs:decisions) -->\n<!-- index:end -->\n', renderIndex(records.slice(0, 1)));
    expect(withIndex(stale, renderIndex(records))).not.toBe(stale);
    expect(renderIndex(records)).toContain('| 0002 | [B](0002-b.md) | accepted |');
  });
});
