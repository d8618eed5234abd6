/**
 * Uploads in progress, one row per account at most (api/storage/upload-lease.ts): an upload takes the
 * row before it reads a byte of the body and gives it back when it is done. The row is a lease, renewed
 * while the upload runs: a process that dies mid-upload leaves a row that expires a minute later. In the
 * database rather than in memory so that the rule holds across the web processes of a deployment.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('upload_leases', (t) => {
    t.bigInteger('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('holder', 64).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('upload_leases');
}
