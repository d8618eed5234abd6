/**
 * E-mail invitations to a pot (share by e-mail). One row per pot and address (case ignored); the raw
 * decline token travels only in the e-mail, its SHA-256 is stored. `declined_at` records the invitee's
 * refusal: a declined address is never invited to that pot again. `sent_at` stays null until the
 * e-mail is handed to the mail transport.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('share_invitations', (t) => {
    t.bigIncrements('id');
    t.integer('pot_id').notNullable().references('id').inTable('pots').onDelete('CASCADE');
    t.bigInteger('invited_by_id').notNullable().references('id').inTable('users');
    t.string('email', 254).notNullable();
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('invited_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('declined_at', { useTz: true }).nullable();
    // Delivery: null until the e-mail left (a retried delivery sends the rows still null).
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.smallint('send_attempts').notNullable().defaultTo(0);
    t.index('invited_by_id');
  });
  await knex.raw(`ALTER TABLE share_invitations ADD CONSTRAINT share_invitations_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$')`);
  await knex.raw('CREATE UNIQUE INDEX share_invitations_pot_email_unique ON share_invitations (pot_id, lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('share_invitations');
}
