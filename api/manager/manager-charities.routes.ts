/**
 * Manager routes for charities (all behind requireManager, mounted under /manager):
 * list and read, create, edit, activate/deactivate, media, KYC status and documents, payouts (the payout account
 * is the charity's own: api/charity-area/payout-account.service.ts).
 */
import Router from '@koa/router';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { idempotent } from '../http/idempotency';
import { wrapped } from '../http/request-body';
import { IMAGE_MAX_FILE_BYTES } from '../../domain/constants';
import { FILE_MESSAGES } from '../../domain/messages';
import { fileField, fileFields, MULTIPART_OVERHEAD_BYTES, readMultipart } from '../storage/multipart';
import { guardedUpload } from '../storage/upload-guard';
import { payoutCharityBalance } from '../payouts';
import { notFound } from '../http/errors';
import { createCharity, setCharityActive, updateCharity } from './charities.service';
import { addCharityMedia, MEDIA_FIELD, MEDIA_KINDS, removeCharityMedia, type MediaKind } from './charity-media.service';
import { charityKycStatus } from './kyc-status.service';
import { KYC_UPLOAD_LIMIT, uploadCharityKycDocument } from '../charity-area';
import { currentManager } from './manager-auth';
import { booleanParam, idParam, pagingSchema, queryOf } from './manager-params';
import { findCharities, findPayouts, getCharity } from './manager-search.service';

/** A KYC document's pages at their largest (read in memory only, after the manager's session is checked). */
const MEDIA_LIMIT = { maxBytes: IMAGE_MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES, tooLargeDetail: FILE_MESSAGES.imageTooLarge };

export const charityListSchema = pagingSchema.extend({ q: z.string().trim().max(120).optional(), active: booleanParam });

export function managerCharitiesRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/charities', async (ctx) => {
    const f = charityListSchema.parse(queryOf(ctx));
    ctx.body = await findCharities(deps, f);
  });

  router.post('/charities', async (ctx) => {
    ctx.body = await createCharity(deps, wrapped(ctx, 'charity'), currentManager(ctx).id);
    ctx.status = 201;
  });

  router.get('/charities/:id', async (ctx) => {
    ctx.body = await getCharity(deps, idParam(ctx));
  });

  router.put('/charities/:id', async (ctx) => {
    ctx.body = await updateCharity(deps, idParam(ctx), wrapped(ctx, 'charity'), currentManager(ctx).id);
  });

  router.post('/charities/:id/activate', async (ctx) => {
    ctx.body = await setCharityActive(deps, idParam(ctx), true, currentManager(ctx).id);
  });

  router.post('/charities/:id/deactivate', async (ctx) => {
    ctx.body = await setCharityActive(deps, idParam(ctx), false, currentManager(ctx).id);
  });

  // `:media` is the kind of a new medium (logo, banner...) and the id of one to remove: one name for both,
  // since the reference (OpenAPI) allows no two paths that differ only by a parameter's name.
  router.put('/charities/:id/media/:media', async (ctx) => {
    const id = idParam(ctx);
    const kind = ctx.params.media as MediaKind;
    if (!MEDIA_KINDS.includes(kind)) throw notFound();
    const managerId = currentManager(ctx).id;
    ctx.body = await guardedUpload(ctx, deps.db.knex, managerId, MEDIA_LIMIT, async () => {
      const form = await readMultipart(ctx, MEDIA_LIMIT.maxBytes, MEDIA_LIMIT.tooLargeDetail);
      return addCharityMedia(deps, id, kind, await fileField(form, MEDIA_FIELD), managerId);
    });
  });

  router.delete('/charities/:id/media/:media', async (ctx) => {
    ctx.body = await removeCharityMedia(deps, idParam(ctx), idParam(ctx, 'media'), currentManager(ctx).id);
  });

  router.get('/charities/:id/kyc', async (ctx) => {
    ctx.body = await charityKycStatus(deps, idParam(ctx));
  });

  // multipart/form-data: `type` (IDENTITY_PROOF, REGISTRATION_PROOF or ARTICLES_OF_ASSOCIATION) and 1-5 `files`.
  router.post('/charities/:id/kyc_documents', async (ctx) => {
    const id = idParam(ctx);
    const managerId = currentManager(ctx).id;
    ctx.body = await guardedUpload(ctx, deps.db.knex, managerId, KYC_UPLOAD_LIMIT, async () => {
      const form = await readMultipart(ctx, KYC_UPLOAD_LIMIT.maxBytes, KYC_UPLOAD_LIMIT.tooLargeDetail);
      return uploadCharityKycDocument(deps, id, form.get('type'), await fileFields(form, 'files'), managerId);
    });
    ctx.status = 201;
  });

  router.get('/charities/:id/payouts', async (ctx) => {
    const f = pagingSchema.parse(queryOf(ctx));
    ctx.body = await findPayouts(deps, { ...f, charityId: idParam(ctx) });
  });

  router.post('/charities/:id/payouts', idempotent(deps), async (ctx) => {
    ctx.body = await payoutCharityBalance(deps, idParam(ctx), currentManager(ctx).id);
    ctx.status = 201;
  });

  return router;
}
