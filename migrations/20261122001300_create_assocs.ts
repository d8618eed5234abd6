/**
 * Partner charities. `url` is the slug of /association/{url}; `search_name` is the accent-folded,
 * lower-case name that the directory's keyword filter matches against.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assocs', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('url', 200).notNullable().unique();
    t.string('search_name', 200).notNullable();
    t.text('description').nullable();
    t.text('assoc_object').nullable();
    t.text('about').nullable(); // rich text (HTML)
    t.text('actions').nullable(); // rich text (HTML)
    t.string('banner_path', 500).nullable();
    t.string('logo_path', 500).nullable();
    t.string('video_url', 500).nullable();
    t.string('desc_doc_path', 500).nullable();
    t.string('event_doc_path', 500).nullable();
    t.integer('category_id').notNullable().references('id').inTable('assoc_categories');
    t.integer('region_id').nullable().references('id').inTable('regions');
    t.specificType('country_iso', 'char(2)').notNullable().defaultTo('FR').references('alpha2').inTable('countries');
    t.string('certification_code', 32).nullable().references('code').inTable('certifications');
    t.string('cerfa_type', 16).notNullable().defaultTo('GENERATED');
    t.text('equivalence_30euro').nullable();
    t.text('equivalence_100euro').nullable();
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.string('mangopay_user_id', 64).nullable();
    t.string('mangopay_wallet_id', 64).nullable();
    t.timestamps(true, true);
    t.index('category_id');
    t.index('region_id');
    t.index('country_iso');
    t.index('certification_code');
  });
  await knex.raw(`
    ALTER TABLE assocs
      ADD CONSTRAINT assocs_cerfa_type_check CHECK (cerfa_type IN ('GENERATED', 'SENT_BY_ASSOC')),
      ADD CONSTRAINT assocs_url_check CHECK (url ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
  `);
  // text_pattern_ops also serves prefix LIKE 'kw%' whatever the database collation.
  await knex.raw('CREATE INDEX assocs_search_name_index ON assocs (search_name text_pattern_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assocs');
}
