/**
 * Writes public/countries.json (served as /countries.json: an array of {alpha2Code, name}, France
 * first) from the same data module the countries seed reads, so the two lists cannot drift.
 *   npx tsx migrations/seeds/scripts/write-countries-json.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { countries } from '../data/countries';
import { PUBLIC_DIR } from './svg';

export const COUNTRIES_JSON = path.join(PUBLIC_DIR, 'countries.json');

export function countriesJson(): string {
  // One country per line: small, and readable in diffs.
  const lines = countries.map(({ alpha2Code, name }) => `  ${JSON.stringify({ alpha2Code, name })}`);
  return `[\n${lines.join(',\n')}\n]\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(COUNTRIES_JSON, countriesJson());
  console.log(`${countries.length} countries written to ${COUNTRIES_JSON}`);
}
