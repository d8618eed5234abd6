/**
 * Test factories of the pots area: a valid `charity_pot` body, a pot row and donations inserted
 * straight into the database. Not used by the server.
 */
import type { Knex } from 'knex';
import { closingDateToIso } from '../../../domain/closing-date';
import { buildUser } from '../../../test/factories';

/** The first event type of a group, and the first active charity. */
export async function referenceIds(knex: Knex): Promise<{ privateEvent: number; companyEvent: number; charity: number; charity2: number }> {
  const privateEvent = await knex('event_types').where({ category: 'particulier' }).orderBy('id').first('id');
  const companyEvent = await knex('event_types').where({ category: 'entreprise' }).orderBy('id').first('id');
  const charities = await knex('assocs').where({ active: true }).orderBy('id').limit(2).pluck('id');
  return { privateEvent: privateEvent.id, companyEvent: companyEvent.id, charity: charities[0], charity2: charities[1] };
}

/** A valid `charity_pot` body for a personal pot, closing on 2026-12-31 (the test clock is 2026-11-22). */
export function potBody(ids: { event: number; charity: number }, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Les 30 ans de Camille',
    description: '<p>Pour mes 30 ans, je soutiens une <strong>association</strong>.</p>',
    closing_date: '2026-12-31',
    event_type_id_id: ids.event,
    assoc_id_id: ids.charity,
    ...overrides,
  };
}

export interface PotSpec {
  created_by_id: number;
  event_type_id: number;
  assoc_id: number;
  name?: string;
  pot_type?: 0 | 1;
  is_locked?: boolean;
  closing_day?: string;
  closed_at?: Date | null;
  is_active?: boolean;
}

/** Inserts a pot and returns its id. */
export async function insertPot(knex: Knex, spec: PotSpec): Promise<number> {
  const { closing_day = '2026-12-31', ...rest } = spec;
  const [row] = await knex('pots')
    .insert({ name: 'Cagnotte de test', description: '<p>Une cagnotte de test.</p>', ...rest, closing_date: closingDateToIso(closing_day) })
    .returning('id');
  return Number(row.id);
}

/** An organiser, and `newPot()` inserting a personal pot of theirs for the first charity. */
export async function organiserPots(knex: Knex): Promise<{ organiser: number; newPot: () => Promise<number> }> {
  const ids = await referenceIds(knex);
  const organiser = (await buildUser(knex)).id;
  return { organiser, newPot: () => insertPot(knex, { created_by_id: organiser, event_type_id: ids.privateEvent, assoc_id: ids.charity }) };
}

export interface DonationSpec {
  pot_id: number;
  amount: number;
  user_id?: number | null;
  quick_firstname?: string;
  quick_name?: string;
  quick_email?: string;
  is_visible?: boolean;
  is_anonymous?: boolean;
  gift_entraide?: number;
}

/** The pot's charity and that charity's wallet, as the product records them on a donation or subscription. */
export async function charityColumnsOf(knex: Knex, potId: number): Promise<{ assoc_id: number; mangopay_wallet_id: string | null }> {
  const row = await knex('pots as p')
    .join('assocs as a', 'a.id', 'p.assoc_id')
    .where('p.id', potId)
    .first('p.assoc_id', 'a.mangopay_wallet_id');
  return { assoc_id: Number(row.assoc_id), mangopay_wallet_id: row.mangopay_wallet_id ?? null };
}

/** Inserts a donation in status CREATED, to its pot's charity, and returns its id. */
export async function insertDonation(knex: Knex, spec: DonationSpec): Promise<number> {
  const [row] = await knex('donations')
    .insert({ status: 'CREATED', ...(await charityColumnsOf(knex, spec.pot_id)), ...spec })
    .returning('id');
  return Number(row.id);
}
