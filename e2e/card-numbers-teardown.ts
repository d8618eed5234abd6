/**
 * Playwright global teardown (issue 41, item 2, "the emulator keeps no card"): after the journeys, no
 * file under the e2e DATA_DIR (the database, the payment emulator's journal, uploads, the mail outbox)
 * may hold a card number the tests typed. The numbers are the support files' constants plus every
 * card-like literal (15 to 19 digits, spaces allowed) in the e2e sources, so a new one is covered.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARDS } from './dashboard.support';
import { NOT_A_TEST_CARD, TEST_CARDS } from './payments.support';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

/** Every card number the e2e tests type, digits only. */
function typedCardNumbers(): string[] {
  const numbers = new Set<string>([...Object.values(TEST_CARDS), ...Object.values(CARDS), NOT_A_TEST_CARD]);
  for (const file of filesUnder(e2eDir).filter((f) => f.endsWith('.ts'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`](\d[\d ]{13,22}\d)['"`]/g)) numbers.add(match[1]!);
  }
  return [...new Set([...numbers].map((n) => n.replace(/ /g, '')))].filter((n) => n.length >= 15 && n.length <= 19);
}

/** The files under `dir` holding any of the numbers (as typed: digits only, or in groups of 4). */
function filesHoldingCardNumbers(dir: string, numbers: string[]): string[] {
  const needles = numbers.flatMap((n) => [n, n.replace(/(\d{4})(?=\d)/g, '$1 ')]).map((n) => Buffer.from(n));
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    if (statSync(file).size === 0) continue;
    const bytes = readFileSync(file);
    const held = needles.filter((needle) => bytes.includes(needle)).map(String);
    if (held.length > 0) found.push(`${path.relative(dir, file)}: ${held.join(', ')}`);
  }
  return found;
}

export default function cardNumbersTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it');
  const numbers = typedCardNumbers();
  if (numbers.length < 4) throw new Error(`only ${numbers.length} card numbers found in the e2e sources`);
  const found = filesHoldingCardNumbers(dir, numbers);
  if (found.length > 0) {
    throw new Error(`card numbers typed by the e2e tests were kept under ${dir}:\n  ${found.join('\n  ')}`);
  }
  console.log(`card numbers: none of the ${numbers.length} typed by the tests is kept under ${dir}`);
}
