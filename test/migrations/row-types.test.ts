/**
 * The committed row types (api/db/rows/*.generated.ts and their barrel api/db/tables.generated.ts) are
 * those of the migrated schema: a migration merged without `npm run db:types` fails here, naming the
 * stale file and the command to run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { openTestDatabase } from '../db';
import type { Database } from '../../api/db/database';
import type { DonationsRow, TableRows } from '../../api/db/tables.generated';
import { committedRowFiles, renderRowFiles, ROW_TYPES_FILE, ROWS_DIR, rowTypeName } from '../../scripts/db/row-types';
import { rowGroup } from '../../scripts/db/row-groups';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const name = (file: string) => relative(process.cwd(), file);

describe('generated row types', () => {
  it('match the migrated schema, file by file (else run `npm run db:types`)', async () => {
    const files = await renderRowFiles(db.knex);
    for (const [file, text] of files) {
      const stale = `${name(file)} is stale: run \`npm run db:types\``;
      expect(existsSync(file), stale).toBe(true);
      expect(readFileSync(file, 'utf8'), stale).toBe(text);
    }
    const orphans = committedRowFiles().filter((file) => !files.has(file));
    expect(orphans.map(name), 'generated for no table any more: run `npm run db:types`').toEqual([]);
  });

  it('give every table one interface, with the columns as the driver returns them', async () => {
    const files = await renderRowFiles(db.knex);
    const money = files.get(join(ROWS_DIR, 'money.generated.ts'));
    expect(money).toContain('export interface DonationsRow {\n  id: number;\n  pot_id: number;\n  user_id: number | null;\n');
    expect(money).toContain('  succeeded_at: Date | null;\n');
    expect(money).toContain('  donations: DonationsRow;\n');
    expect(files.get(ROW_TYPES_FILE)).toContain('MoneyTables');
    expectTypeOf<TableRows['donations']>().toEqualTypeOf<DonationsRow>();
    expect(rowTypeName('assoc_tax_rates')).toBe('AssocTaxRatesRow');
  });

  it('keep every file under the 300-line rule and every table in a named group', async () => {
    const files = await renderRowFiles(db.knex);
    for (const [file, text] of files) expect(text.split('\n').length, name(file)).toBeLessThan(300);
    expect(rowGroup('charity_invitations')).toBe('charities');
    expect([...files.keys()].map(name)).not.toContain(name(join(ROWS_DIR, 'other.generated.ts')));
  });
});
