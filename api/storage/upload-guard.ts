/**
 * What every upload route runs its work under (identity documents, logos, banners, charity media and
 * documents): a declared length over the route's limit is refused before anything else, then the
 * account's upload lease is taken (one upload at a time per account, upload-lease.ts), and a refusal
 * that leaves the body unread closes the connection, so that Node does not read the rest of it to reuse
 * the connection.
 */
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { bodyLeftUnread, refuseDeclaredOverLimit } from './request-stream';
import { withUploadLease } from './upload-lease';

export interface UploadLimit {
  maxBytes: number;
  /** The 413's French message (the route's own, e.g. the spec's image size message). */
  tooLargeDetail?: string;
}

export async function guardedUpload<T>(ctx: Context, knex: Knex, userId: number, limit: UploadLimit, upload: () => Promise<T>): Promise<T> {
  try {
    refuseDeclaredOverLimit(ctx, limit.maxBytes, limit.tooLargeDetail);
    return await withUploadLease(knex, userId, upload);
  } catch (err) {
    if (bodyLeftUnread(ctx)) ctx.set('Connection', 'close');
    throw err;
  }
}
