/**
 * What the payment paths record on a donation (payments issue): the method, the creation-flow flag,
 * the quick donor's birth date, the payer's IP address and browser (3-D Secure 2), the card used, the
 * provider's result code and message, and the 3-D Secure page to send the payer to. The idempotency key
 * becomes the caller-scoped key (`{scope}|{Idempotency-Key}`, up to 340 characters) and unique, so the
 * same creating request can never record two donations; reconciliation finds old CREATED donations
 * through a partial index.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.string('payment_method', 16).notNullable().defaultTo('CARD');
    t.boolean('is_main').notNullable().defaultTo(false);
    t.date('quick_birth_date').nullable();
    t.string('ip_address', 45).nullable();
    t.jsonb('browser_info').nullable();
    t.string('mangopay_card_id', 64).nullable();
    t.string('result_code', 16).nullable();
    t.string('result_message', 255).nullable();
    t.text('secure_mode_redirect_url').nullable();
  });
  await knex.raw('ALTER TABLE donations ALTER COLUMN idempotency_key TYPE varchar(400)');
  await knex.raw(`
    ALTER TABLE donations
      ADD CONSTRAINT donations_payment_method_check CHECK (payment_method IN ('CARD', 'BANKWIRE', 'DIRECT_DEBIT')),
      ADD CONSTRAINT donations_idempotency_key_unique UNIQUE (idempotency_key)
  `);
  await knex.raw("CREATE INDEX donations_created_pending_index ON donations (created_at) WHERE status = 'CREATED'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS donations_created_pending_index');
  await knex.raw('ALTER TABLE donations DROP CONSTRAINT IF EXISTS donations_idempotency_key_unique');
  await knex.raw('ALTER TABLE donations DROP CONSTRAINT IF EXISTS donations_payment_method_check');
  await knex.raw('ALTER TABLE donations ALTER COLUMN idempotency_key TYPE varchar(64) USING left(idempotency_key, 64)');
  await knex.schema.alterTable('donations', (t) => {
    t.dropColumns(
      'payment_method',
      'is_main',
      'quick_birth_date',
      'ip_address',
      'browser_info',
      'mangopay_card_id',
      'result_code',
      'result_message',
      'secure_mode_redirect_url',
    );
  });
}
