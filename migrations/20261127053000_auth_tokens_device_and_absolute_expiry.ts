/**
 * Sessions the owner can recognise and that cannot live for ever. `device` is a short summary of the
 * browser and system that last used the session ('Firefox sur Windows'), never the raw User-Agent nor
 * an address: enough for the owner to tell their devices apart on the profile page. Sessions now end
 * 90 days after their creation whatever their use, so the ones already open get that bound too.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.string('device', 60).nullable();
  });
  await knex.raw(`UPDATE auth_tokens SET expires_at = created_at + interval '90 days' WHERE expires_at > created_at + interval '90 days'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.dropColumn('device');
  });
}
