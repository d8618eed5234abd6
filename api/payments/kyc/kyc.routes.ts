/**
 * `POST /user/register_kyc`: the caller's identity documents, sent to the provider (kyc-upload.service.ts).
 * Its JSON body carries the files in base64 and may be far larger than other requests: the route reads
 * it itself, as it arrives (kyc-body.ts), so the general body parser leaves it alone (`readsItsOwnBody`).
 * The session is checked before a byte of the body is read, then the account's upload lease is taken
 * (one upload at a time per account, api/storage/upload-guard.ts).
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireAuth } from '../../http/auth';
import { guardedUpload } from '../../storage/upload-guard';
import { openUploadSpool } from '../../storage/upload-spool';
import { KYC_BODY_LIMIT_BYTES, readKycBody } from './kyc-body';
import { uploadIdentityDocuments } from './kyc-upload.service';

export const KYC_UPLOAD_PATH = '/user/register_kyc';

/** Whether the request is the upload, whose body the route streams (the general parser must not read it). */
export function readsItsOwnBody(apiPrefix: string): (ctx: Context) => boolean {
  const path = `${apiPrefix}${KYC_UPLOAD_PATH}`;
  return (ctx) => ctx.method === 'POST' && ctx.path === path;
}

export function kycUploadRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post(KYC_UPLOAD_PATH, requireAuth(), async (ctx) => {
    ctx.body = await guardedUpload(ctx, deps.db.knex, currentUser(ctx).id, { maxBytes: KYC_BODY_LIMIT_BYTES }, async () => {
      const spool = openUploadSpool(deps.config.DATA_DIR);
      try {
        return await uploadIdentityDocuments(deps, currentUser(ctx).id, await readKycBody(ctx, spool));
      } finally {
        await spool.dispose();
      }
    });
    ctx.status = 201;
  });
  return router;
}
