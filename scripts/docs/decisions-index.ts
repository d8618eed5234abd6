/** Rewrites the index of docs/decisions/README.md from the records (npm run docs:decisions). */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DECISIONS_DIR, readRecords, renderIndex, withIndex } from './decisions-records';

const { records, problems } = readRecords();
for (const problem of problems) console.error(`decisions: ${problem}`);
const readme = path.join(DECISIONS_DIR, 'README.md');
writeFileSync(readme, withIndex(readFileSync(readme, 'utf8'), renderIndex(records)));
console.log(`decisions: ${records.length} records indexed in ${path.relative(process.cwd(), readme)}`);
if (problems.length > 0) process.exit(1);
