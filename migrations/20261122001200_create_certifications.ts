/** Certifications a partner charity may hold; each maps to a badge image. */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('certifications', (t) => {
    t.string('code', 32).primary();
    t.string('label', 100).notNullable();
    t.string('badge_path', 500).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('certifications');
}
