/**
 * The charity role (id 4, docs/charity-area.md): a charity's representative, who sees only its own
 * charity. `users.assoc_id` names that charity; a charity account always has one, other roles never.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex('roles').insert({ id: 4, name: 'charity' });
  await knex.schema.alterTable('users', (t) => {
    t.integer('assoc_id').nullable().references('id').inTable('assocs');
    t.index('assoc_id');
  });
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_charity_assoc_check CHECK ((role_id = 4) = (assoc_id IS NOT NULL))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_charity_assoc_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex('assoc_id');
    t.dropColumn('assoc_id');
  });
  await knex('users').where({ role_id: 4 }).delete();
  await knex('roles').where({ id: 4 }).delete();
}
