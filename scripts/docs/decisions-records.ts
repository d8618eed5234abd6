/**
 * The decision records of docs/decisions/: one file `NNNN-slug.md` per decision, read, checked and
 * listed in docs/decisions/README.md (between the index markers). `npm run docs:decisions` rewrites
 * the index; test/docs/decisions.test.ts fails when the records or the index are wrong.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECISIONS_DIR = fileURLToPath(new URL('../../docs/decisions', import.meta.url));
export const INDEX_START = '<!-- index:start (npm run docs:decisions) -->';
export const INDEX_END = '<!-- index:end -->';
const SECTIONS = ['## Context', '## Choice', '## Consequences'];
const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
/** Areas in the order the index shows them; a record without `Area:` goes under "Other". */
const AREAS = [
  'Foundation and tooling',
  'Data and reference tables',
  'Shared rules (domain)',
  'Accounts',
  'Directory and public site',
  'Pots',
  'Payments and receipts',
  'Payment emulator',
  'Dashboard, manager and charity areas',
  'PWA and copy',
  'Performance and scale',
  'Security',
  'Operations and deployment',
];

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  status: string;
  area: string;
  text: string;
}

/** The status line's fields: `Status: accepted · Date: … · Issue: #N · Area: …`. */
function statusFields(line: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of line.split(' · ')) {
    const colon = part.indexOf(': ');
    if (colon > 0) fields.set(part.slice(0, colon), part.slice(colon + 2));
  }
  return fields;
}

export function readRecords(dir = DECISIONS_DIR): { records: DecisionRecord[]; problems: string[] } {
  const records: DecisionRecord[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (file === 'README.md' || !file.endsWith('.md')) continue;
    const name = RECORD_NAME.exec(file);
    if (!name) {
      problems.push(`${file}: not named NNNN-slug.md (number it: next free number, see README.md)`);
      continue;
    }
    const text = readFileSync(path.join(dir, file), 'utf8');
    const lines = text.split('\n');
    const title = /^# (\d{4})\. (.+)$/.exec(lines[0] ?? '');
    if (!title) problems.push(`${file}: the first line is not "# ${name[1]}. Title"`);
    else if (title[1] !== name[1]) problems.push(`${file}: its title says ${title[1]}, its name ${name[1]}`);
    const statusLine = lines.find((line) => line.startsWith('Status: ')) ?? '';
    const fields = statusFields(statusLine);
    const status = fields.get('Status') ?? '';
    if (!/^(accepted|(partly )?replaced by \[\d{4}\]\(\d{4}-[^)]+\.md\))/.test(status))
      problems.push(`${file}: no "Status: accepted" or "Status: replaced by [NNNN](NNNN-slug.md)" line`);
    let at = -1;
    for (const section of SECTIONS) {
      const found = lines.indexOf(section);
      if (found < 0) problems.push(`${file}: no "${section}" section`);
      else if (found < at) problems.push(`${file}: "${section}" is out of order (Context, Choice, Consequences)`);
      at = Math.max(at, found);
    }
    records.push({ file, number: name[1]!, title: title?.[2] ?? file, status, area: fields.get('Area') ?? 'Other', text });
  }
  return { records, problems: [...problems, ...crossChecks(dir, records)] };
}

/** Numbers used twice, and links to records that do not exist. */
function crossChecks(dir: string, records: DecisionRecord[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const record of records) {
    const first = seen.get(record.number);
    if (first) problems.push(`${record.file}: number ${record.number} is already ${first}`);
    seen.set(record.number, record.file);
  }
  const files = new Set(readdirSync(dir));
  for (const record of records)
    for (const [, target] of record.text.matchAll(/\]\((\d{4}-[^)#]+\.md)(?:#[^)]*)?\)/g))
      if (!files.has(target!)) problems.push(`${record.file}: broken link to ${target}`);
  return problems;
}

const shortStatus = (status: string) => status.replace(/\[(\d{4})\]\([^)]+\)/g, '$1').replace(/ \([^()]*\)/g, '');

/** The index: records grouped by area, in number order within an area. */
export function renderIndex(records: DecisionRecord[]): string {
  const areas = [...AREAS, ...new Set(records.map((r) => r.area).filter((a) => !AREAS.includes(a)))];
  const parts: string[] = [];
  for (const area of areas) {
    const inArea = records.filter((r) => r.area === area).sort((a, b) => a.number.localeCompare(b.number));
    if (inArea.length === 0) continue;
    parts.push(`### ${area}`, '', '| No. | Decision | Status |', '| --- | --- | --- |');
    for (const r of inArea) parts.push(`| ${r.number} | [${r.title.replace(/\|/g, '\\|')}](${r.file}) | ${shortStatus(r.status)} |`);
    parts.push('');
  }
  return parts.join('\n');
}

/** README.md with its index section replaced by `index`. */
export function withIndex(readme: string, index: string): string {
  const start = readme.indexOf(INDEX_START);
  const end = readme.indexOf(INDEX_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${INDEX_START} and ${INDEX_END}`);
  return `${readme.slice(0, start + INDEX_START.length)}\n\n${index}\n${readme.slice(end)}`;
}
