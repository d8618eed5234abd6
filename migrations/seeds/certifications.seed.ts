/** Seeds the certifications and their badge paths, upserted by code. */
import type { Knex } from 'knex';
import { certifications } from './data/certifications';

export async function seedCertifications(knex: Knex): Promise<void> {
  await knex('certifications')
    .insert(certifications.map((c) => ({ code: c.code, label: c.label, badge_path: c.badgePath })))
    .onConflict('code')
    .merge(['label', 'badge_path']);
}
