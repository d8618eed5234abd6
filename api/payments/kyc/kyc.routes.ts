/**
 * `POST /user/register_kyc`: the caller's identity documents, sent to the provider (kyc-upload.service.ts).
 * Its JSON body carries the files in base64 and may be far larger than other requests: `kycBodyParser`
 * (mounted by app.ts before the general body parser) reads this one route with its own limit.
 */
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import type { AppDeps } from '../../app-deps';
import { KYC_MAX_FILE_BYTES } from '../../../domain/constants';
import { bearerToken, currentUser, requireAuth, sessionExpired } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { resumeSession } from '../../accounts/sessions.service';
import { bodyOf } from '../../accounts/request-body';
import { KYC_MAX_FILES, uploadIdentityDocuments } from './kyc-upload.service';

export const KYC_UPLOAD_PATH = '/user/register_kyc';
/** Base64 grows files by a third; room for KYC_MAX_FILES files at their maximum, plus the JSON around them. */
export const KYC_BODY_LIMIT_BYTES = Math.ceil((KYC_MAX_FILE_BYTES * 4) / 3) * KYC_MAX_FILES + 64 * 1024;

/**
 * The body parser of the upload route only (the files never reach the disk: memory only). Its large
 * limit is open to signed-in callers only: the session is checked before a byte of the body is read.
 */
export function kycBodyParser(apiPrefix: string, deps: Pick<AppDeps, 'db' | 'clock'>): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: KYC_BODY_LIMIT_BYTES, encoding: 'utf-8', onError: (err) => { throw err; } });
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== `${apiPrefix}${KYC_UPLOAD_PATH}`) return next();
    const token = bearerToken(ctx);
    const user = token ? await resumeSession(deps.db.knex, deps.clock, token) : undefined;
    if (!user) throw token ? sessionExpired() : unauthorized();
    return parse(ctx, next);
  };
}

export function kycUploadRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post(KYC_UPLOAD_PATH, requireAuth(), async (ctx) => {
    ctx.body = await uploadIdentityDocuments(deps, currentUser(ctx).id, bodyOf(ctx));
    ctx.status = 201;
  });
  return router;
}
