/**
 * The one-time secret of a quick donor's card registration: `POST /user/quick_register_card` hands it
 * to the browser that registered the card, and only that browser can pay a quick donation with the
 * card (one donation per secret). Only the secret's SHA-256 is kept, with the provider user, the
 * registration, the card once validated, the donation that used it, and when the card was deactivated
 * at the provider (after its pay-in settled).
 * Existing quick donations get a row each with an unknowable hash (their cards can never be used again
 * through the quick flow) so that the deactivation job turns off their cards too.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quick_card_tokens', (t) => {
    t.bigIncrements('id');
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.string('mangopay_user_id', 64).notNullable();
    t.string('registration_id', 64).nullable().unique();
    t.string('card_id', 64).nullable().index();
    t.bigInteger('donation_id').nullable().unique().references('id').inTable('donations').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('card_deactivated_at', { useTz: true }).nullable();
  });
  await knex.raw(`ALTER TABLE quick_card_tokens ADD CONSTRAINT quick_card_tokens_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$')`);
  await knex.raw(
    'CREATE INDEX quick_card_tokens_to_deactivate_index ON quick_card_tokens (donation_id) WHERE card_deactivated_at IS NULL AND card_id IS NOT NULL',
  );
  await knex.raw(
    `INSERT INTO quick_card_tokens (token_hash, mangopay_user_id, card_id, donation_id, created_at, used_at)
     SELECT md5(random()::text || d.id::text) || md5(random()::text || clock_timestamp()::text), d.mangopay_user_id, d.mangopay_card_id, d.id, d.created_at, d.created_at
       FROM donations d
      WHERE d.user_id IS NULL AND d.payment_method = 'CARD' AND d.mangopay_card_id IS NOT NULL AND d.mangopay_user_id IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('quick_card_tokens');
}
