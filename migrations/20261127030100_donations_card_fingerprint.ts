/**
 * The identity threshold counts a quick donor's year by e-mail and by card: a card donation keeps the
 * provider's fingerprint of the card number (`card_fingerprint`), so one card given with several e-mail
 * addresses still adds up. Older donations have no fingerprint (the provider would have to be asked for
 * each card); they are still counted by their e-mail.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.string('card_fingerprint', 64).nullable();
  });
  await knex.raw('CREATE INDEX donations_card_fingerprint_index ON donations (card_fingerprint) WHERE card_fingerprint IS NOT NULL');
  await knex.raw('CREATE INDEX donations_quick_email_index ON donations (lower(quick_email)) WHERE user_id IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS donations_quick_email_index');
  await knex.raw('DROP INDEX IF EXISTS donations_card_fingerprint_index');
  await knex.schema.alterTable('donations', (t) => {
    t.dropColumn('card_fingerprint');
  });
}
