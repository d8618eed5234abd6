/**
 * Pots (cagnottes). `closing_date` is the end of the closing day in Europe/Paris; a pot is closed once
 * that instant has passed or when its organiser closed it (`closed_at`), which is computed by the API,
 * never set by a job. The totals equal the sum of the pot's succeeded donations and change only in the
 * transaction of the donation status that causes them. `banner_images` lists the re-encoded files of
 * the pot's own banner ([{key, width, height, type}]), null when the charity's banner is used.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pots', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable();
    t.text('description').notNullable(); // sanitized rich text (HTML)
    t.timestamp('closing_date', { useTz: true }).notNullable();
    t.integer('event_type_id').notNullable().references('id').inTable('event_types');
    t.integer('assoc_id').notNullable().references('id').inTable('assocs');
    t.bigInteger('created_by_id').notNullable().references('id').inTable('users');
    t.smallint('pot_type').notNullable().defaultTo(0);
    t.string('color', 7).nullable();
    t.boolean('is_locked').notNullable().defaultTo(false);
    t.jsonb('banner_images').nullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('closed_at', { useTz: true }).nullable();
    t.bigInteger('donations_total_amount').notNullable().defaultTo(0);
    t.integer('donators_count').notNullable().defaultTo(0);
    t.integer('donations_count').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.index('created_by_id');
    t.index('assoc_id');
  });
  await knex.raw(`
    ALTER TABLE pots
      ADD CONSTRAINT pots_pot_type_check CHECK (pot_type IN (0, 1)),
      ADD CONSTRAINT pots_color_check CHECK (color IS NULL OR color ~ '^#([0-9a-f]{3}|[0-9a-f]{6})$'),
      ADD CONSTRAINT pots_locked_company_check CHECK (NOT is_locked OR pot_type = 1),
      ADD CONSTRAINT pots_totals_check CHECK (donations_total_amount >= 0 AND donators_count >= 0 AND donations_count >= donators_count)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pots');
}
