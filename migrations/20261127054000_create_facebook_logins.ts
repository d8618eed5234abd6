/**
 * Facebook logins by the authorization-code flow. A row is one login attempt: the SHA-256 of its random
 * `state` (sent through Facebook's dialog and back) and of the browser secret kept in an HttpOnly
 * cookie of the browser that started it, with a short expiry and its one use (`used_at`). When the
 * Facebook user has no account yet, the same row keeps what the sign-up completion needs: the SHA-256
 * of a sign-up ticket answered to the browser, the Facebook user id and the names and e-mail Facebook
 * shared, until the ticket is used or expires. No Facebook access token is stored. The retention job
 * deletes rows a day old.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('facebook_logins', (t) => {
    t.bigIncrements('id');
    t.specificType('state_hash', 'char(64)').notNullable().unique();
    t.specificType('browser_hash', 'char(64)').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.specificType('signup_token_hash', 'char(64)').nullable().unique();
    t.string('facebook_id', 64).nullable();
    t.jsonb('profile').nullable();
    t.timestamp('signup_expires_at', { useTz: true }).nullable();
    t.timestamp('signed_up_at', { useTz: true }).nullable();
    t.index('created_at');
  });
  await knex.raw(`
    ALTER TABLE facebook_logins
      ADD CONSTRAINT facebook_logins_hashes_check CHECK (
        state_hash ~ '^[0-9a-f]{64}$' AND browser_hash ~ '^[0-9a-f]{64}$'
        AND (signup_token_hash IS NULL OR signup_token_hash ~ '^[0-9a-f]{64}$')
      )
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('facebook_logins');
}
