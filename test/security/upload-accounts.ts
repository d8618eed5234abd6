/** The accounts of the upload tests: an organiser with a pot (its banner) and a company (its logo), signed in. */
import type { Knex } from 'knex';
import type { Clock } from '../../api/clock';
import { insertPot, referenceIds } from '../../api/pots/testing/pot-factories';
import { buildCompany, buildUser, signInAs } from '../factories';

export async function uploadAccounts(knex: Knex, clock: Clock): Promise<{ organiser: string; company: string; potId: number }> {
  const ids = await referenceIds(knex);
  const user = await buildUser(knex);
  const organiser = await signInAs(knex, clock, user);
  const company = await signInAs(knex, clock, await buildCompany(knex));
  const potId = await insertPot(knex, { created_by_id: user.id, event_type_id: ids.privateEvent, assoc_id: ids.charity });
  return { organiser, company, potId };
}
