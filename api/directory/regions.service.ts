/** The regions of the directory's filter, as `{id, code, name}`. */
import type { Knex } from 'knex';
import type { Region } from '../../domain/directory';
import { findRegions } from './regions.queries';

export async function listRegions(knex: Knex): Promise<Region[]> {
  return (await findRegions(knex)).map((r) => ({ id: r.id, code: r.code, name: r.name }));
}
