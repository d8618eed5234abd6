/**
 * Newsletter subscribers (double opt-in): the address, whether it is confirmed, the SHA-256 of the
 * e-mailed confirmation token with its expiry, and the unsubscribe token printed in every newsletter.
 * Unsubscribing deletes the row, so no address is kept once someone leaves.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscribers', (t) => {
    t.bigIncrements('id');
    t.string('email', 254).notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.specificType('confirm_token_hash', 'char(64)').nullable().unique();
    t.timestamp('confirm_expires_at', { useTz: true }).nullable();
    t.timestamp('confirm_sent_at', { useTz: true }).nullable();
    t.string('unsubscribe_token', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('confirmed_at', { useTz: true }).nullable();
  });
  await knex.raw('CREATE UNIQUE INDEX newsletter_subscribers_email_lower_unique ON newsletter_subscribers (lower(email))');
  await knex.raw(
    `ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_status_check CHECK (status IN ('pending', 'confirmed'))`,
  );
  await knex.raw(
    `ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_token_hash_check CHECK (confirm_token_hash ~ '^[0-9a-f]{64}$')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscribers');
}
