// Reads and writes of the directory kept in IndexedDB. Rows read back are untrusted: each is parsed
// with its domain schema and a row that does not parse is left out.
import type * as z from 'zod/mini';
import type { Table } from 'dexie';
import { db, type DirectoryMetaRow } from '@/lib/offline-db';
import {
  associationSchema,
  categorySchema,
  countrySchema,
  eventTypeSchema,
  oddSchema,
  regionSchema,
  type Association,
  type Category,
  type Country,
  type EventType,
  type Odd,
  type Region,
} from '@domain/directory';
import { compareCodePoints } from '@domain/directory-filter';
import { foldForSearch } from '@domain/text';

/** Everything the directory keeps. */
export type KeptDirectory = {
  charities: Association[] | null; // null: unchanged since the last copy (304)
  categories: Category[];
  odds: Odd[];
  regions: Region[];
  countries: Country[];
  eventTypes: EventType[];
  etag: string | null;
};

function parseRows<S extends z.ZodMiniType>(schema: S, rows: unknown[]): Array<z.output<S>> {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

let memo: { savedAt: number; charities: Association[] } | null = null;

/** When the directory was kept, or undefined when it never was. */
export async function readKeptMeta(): Promise<DirectoryMetaRow | undefined> {
  const meta = await db.directoryMeta.get('directory');
  return meta && typeof meta.savedAt === 'number' ? meta : undefined;
}

/** The kept charities in the directory's order, or null when none are kept. */
export async function readKeptCharities(): Promise<Association[] | null> {
  const meta = await readKeptMeta();
  if (!meta) return null;
  if (memo?.savedAt === meta.savedAt) return memo.charities;
  const charities = parseRows(associationSchema, await db.directoryAssocs.toArray())
    .map((charity) => ({ charity, folded: foldForSearch(charity.name) }))
    .sort((a, b) => compareCodePoints(a.folded, b.folded) || a.charity.id - b.charity.id)
    .map(({ charity }) => charity);
  memo = { savedAt: meta.savedAt, charities };
  return charities;
}

/** One kept charity by id or url slug. */
export async function readKeptCharity(key: string): Promise<Association | null> {
  const row = /^\d+$/.test(key) ? await db.directoryAssocs.get(Number(key)) : await db.directoryAssocs.where('url').equals(key).first();
  const parsed = associationSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** Lists keep the order the API gave them in `_order` (countries: France first, then by French name). */
type Ordered = { _order?: unknown };
const orderOf = (row: Ordered) => (typeof row._order === 'number' ? row._order : Number.MAX_SAFE_INTEGER);

async function readList<S extends z.ZodMiniType>(table: Table, schema: S): Promise<Array<z.output<S>> | null> {
  const rows = (await table.toArray()) as Ordered[];
  return rows.length === 0
    ? null
    : parseRows(
        schema,
        rows.sort((a, b) => orderOf(a) - orderOf(b)),
      );
}

export const readKeptCategories = () => readList(db.directoryCategories, categorySchema);
export const readKeptOdds = () => readList(db.directoryOdds, oddSchema);
export const readKeptRegions = () => readList(db.directoryRegions, regionSchema);
export const readKeptCountries = () => readList(db.directoryCountries, countrySchema);
export const readKeptEventTypes = () => readList(db.eventTypes, eventTypeSchema);

/**
 * Keeps the charities of a page just shown (and the quick filters' categories) at once, until the whole
 * list is kept: a reload offline a few seconds after a first visit lists them (issue 47). Never touches
 * a whole copy.
 */
export async function keepSeenPage(charities: Association[], categories: Category[] | undefined, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.directoryAssocs, db.directoryCategories, db.directoryMeta], async () => {
    const meta = await readKeptMeta();
    if (meta && !meta.partial) return;
    await db.directoryAssocs.bulkPut(charities);
    if (categories) await db.directoryCategories.bulkPut(categories.map((row, index) => ({ ...row, _order: index })));
    await db.directoryMeta.put({ key: 'directory', savedAt: now, etag: null, partial: true });
  });
  memo = null;
}

/** Replaces the kept copy in one transaction and stamps it with the time. */
export async function keepDirectory(kept: KeptDirectory, now = Date.now()): Promise<void> {
  const tables = [db.directoryAssocs, db.directoryCategories, db.directoryOdds, db.directoryRegions, db.directoryCountries, db.eventTypes];
  await db.transaction('rw', [...tables, db.directoryMeta], async () => {
    const replace = async (table: Table, rows: object[]) => {
      await table.clear();
      await table.bulkPut(rows.map((row, index) => ({ ...row, _order: index })));
    };
    if (kept.charities) await replace(db.directoryAssocs, kept.charities);
    await replace(db.directoryCategories, kept.categories);
    await replace(db.directoryOdds, kept.odds);
    await replace(db.directoryRegions, kept.regions);
    await replace(db.directoryCountries, kept.countries);
    await replace(db.eventTypes, kept.eventTypes);
    await db.directoryMeta.put({ key: 'directory', savedAt: now, etag: kept.etag });
  });
  memo = null;
}
