/** The 17 sustainable development goals. */
import type { Knex } from 'knex';
import type { Odd } from '../../domain/directory';
import { presentOdd } from './odds.presenter';
import { findOdds } from './odds.queries';

export async function listOdds(knex: Knex): Promise<Odd[]> {
  return (await findOdds(knex)).map(presentOdd);
}
