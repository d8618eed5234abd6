/**
 * SQL of pots. Each query takes the connection or the transaction first and returns undefined when
 * nothing is found. A pot is read with its event type and its organiser (first name, initial, and the
 * company's name and logo for company accounts), never the organiser's e-mail.
 */
import type { Knex } from 'knex';
import type { PotsRow } from '../db/tables.generated';

/** One stored file of a pot image. */
export interface StoredImageFile {
  key: string;
  width: number;
  height: number;
  type: 'image/webp' | 'image/jpeg' | 'image/png';
}

/** A pot as read (every column of `pots`), its type and images narrowed to what the code writes. */
export type PotRow = Omit<PotsRow, 'pot_type' | 'banner_images'> & { pot_type: 0 | 1; banner_images: StoredImageFile[] | null };

/** A pot with what its public page shows about the event type and the organiser. */
export interface PotDetailsRow extends PotRow {
  event_type_name: string;
  event_type_category: 'particulier' | 'entreprise';
  organiser_firstname: string;
  organiser_name: string;
  enterprise_name: string | null;
  enterprise_logo_path: string | null;
}

/** What a new pot is made of. */
export type NewPot = Pick<
  PotRow,
  'name' | 'description' | 'event_type_id' | 'assoc_id' | 'created_by_id' | 'pot_type' | 'color' | 'is_locked'
> & { closing_date: Date; created_at: Date; updated_at: Date };

/** What an update may change. */
export type PotChanges = Partial<
  Pick<PotRow, 'name' | 'description' | 'event_type_id' | 'assoc_id' | 'color' | 'is_locked' | 'banner_images' | 'closed_at'>
> & { closing_date?: Date; updated_at: Date };

export async function insertPot(db: Knex, pot: NewPot): Promise<number> {
  const [row] = await db<PotsRow>('pots').insert(pot).returning('id');
  if (!row) throw new Error('insertPot: no row returned');
  return Number(row.id);
}

/** The pot row, locked for update when `forUpdate` (inside a transaction). */
export async function findPotRow(db: Knex, id: number, options: { forUpdate?: boolean } = {}): Promise<PotRow | undefined> {
  const query = db('pots').where({ id }).first<PotRow | undefined>();
  if (options.forUpdate) query.forUpdate();
  return query;
}

/** Whether the pot is active and how many SUCCEEDED donations it holds (the participants list's paging). */
export async function findPotListing(db: Knex, id: number): Promise<Pick<PotRow, 'is_active' | 'donations_count'> | undefined> {
  return db('pots').where({ id }).first('is_active', 'donations_count');
}

export async function updatePot(db: Knex, id: number, changes: PotChanges): Promise<void> {
  const values: Record<string, unknown> = { ...changes };
  if (changes.banner_images !== undefined) {
    values.banner_images = changes.banner_images === null ? null : JSON.stringify(changes.banner_images);
  }
  await db('pots').where({ id }).update(values);
}

export async function findPotDetails(db: Knex, id: number): Promise<PotDetailsRow | undefined> {
  return db('pots as p')
    .join('event_types as et', 'et.id', 'p.event_type_id')
    .join('users as u', 'u.id', 'p.created_by_id')
    .leftJoin('enterprises as e', 'e.user_id', 'u.id')
    .where('p.id', id)
    .first(
      'p.*',
      'et.name as event_type_name',
      'et.category as event_type_category',
      'u.firstname as organiser_firstname',
      'u.name as organiser_name',
      'e.enterprise_name',
      'e.logo_path as enterprise_logo_path',
    );
}

/** An event type's category, or undefined when the id is unknown. */
export async function findEventTypeCategory(db: Knex, id: number): Promise<'particulier' | 'entreprise' | undefined> {
  const row = await db('event_types').where({ id }).first<{ category: 'particulier' | 'entreprise' } | undefined>('category');
  return row?.category;
}
