/** Ordered media of a charity page; for now only the slideshow ("diaporama") images. */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assoc_media', (t) => {
    t.increments('id');
    t.integer('assoc_id').notNullable().references('id').inTable('assocs').onDelete('CASCADE');
    t.string('kind', 16).notNullable().defaultTo('diaporama');
    t.integer('position').notNullable().defaultTo(0);
    t.string('path', 500).notNullable();
    t.unique(['assoc_id', 'kind', 'position']);
  });
  await knex.raw(`ALTER TABLE assoc_media ADD CONSTRAINT assoc_media_kind_check CHECK (kind IN ('diaporama'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assoc_media');
}
