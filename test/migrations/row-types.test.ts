/**
 * The committed row types (api/db/tables.generated.ts) are those of the migrated schema: a migration
 * merged without `npm run db:types` fails here, with the command to run.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db';
import type { Database } from '../../api/db/database';
import { ROW_TYPES_FILE, renderRowTypes, rowTypeName } from '../../scripts/db/row-types';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('generated row types', () => {
  it('match the migrated schema (else run `npm run db:types`)', async () => {
    const committed = readFileSync(ROW_TYPES_FILE, 'utf8');
    expect(await renderRowTypes(db.knex), 'api/db/tables.generated.ts is stale: run `npm run db:types`').toBe(committed);
  });

  it('give every table one interface, with the columns as the driver returns them', async () => {
    const text = await renderRowTypes(db.knex);
    expect(text).toContain('export interface DonationsRow {\n  id: number;\n  pot_id: number;\n  user_id: number | null;\n');
    expect(text).toContain('  succeeded_at: Date | null;\n');
    expect(text).toContain('  donations: DonationsRow;\n');
    expect(rowTypeName('assoc_tax_rates')).toBe('AssocTaxRatesRow');
  });
});
