/**
 * Pot routes (spec §7, docs/api-contract.md Pots): create (idempotent), update, banner upload, early closing,
 * the public read with `can_edit`, and the participants list.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { participantsPagingSchema } from '../../domain/requests';
import type { AppDeps } from '../app-deps';
import { currentUser, optionalUser, requireAuth } from '../http/auth';
import { idempotent } from '../http/idempotency';
import { sendJson } from '../http/json-body';
import { createMicroCache, publicReadTtlMs } from '../http/micro-cache';
import { bodyOf, wrapped } from '../http/request-body';
import { PERSONAL_CACHE_CONTROL, POT_CACHE_CONTROL } from '../http/shared-cache';
import { FILE_MESSAGES } from '../../domain/messages';
import { IMAGE_MAX_FILE_BYTES } from '../../domain/constants';
import { fileField, MULTIPART_OVERHEAD_BYTES, readMultipart } from '../storage/multipart';
import { guardedUpload } from '../storage/upload-guard';
import { BANNER_FIELD, removeFiles, replaceBanner } from './pot-banner.service';
import { potFileStore } from './pot-file-store';
import { potIdOf } from './pot-id';
import { listParticipantsJson, type ParticipantsPageKey } from './participants.service';
import { closePot, createPot, readPublicPotJson, updatePotDetails, type PotReadModel } from './pots.service';
import { shareRoutes } from './share.routes';

/** `charity_pot`, with a top-level `reset_banner` accepted too. */
function potBody(ctx: Context): Record<string, unknown> {
  const pot = wrapped(ctx, 'charity_pot');
  const reset = bodyOf(ctx).reset_banner;
  return pot.reset_banner === undefined && reset !== undefined ? { ...pot, reset_banner: reset } : pot;
}

/** A banner upload's body limit: one image and the multipart around it. */
const BANNER_LIMIT = { maxBytes: IMAGE_MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES, tooLargeDetail: FILE_MESSAGES.imageTooLarge };

export function potsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const store = potFileStore(deps.storage);
  // The public reads under load (docs/decisions.md, Performance): kept a second in production; the
  // organiser's changes through this process drop the pot at once.
  const ttlMs = publicReadTtlMs(deps.config);
  const potCache = createMicroCache<number, PotReadModel>({ ttlMs });
  const participantsCache = createMicroCache<ParticipantsPageKey, Buffer>({ ttlMs });

  router.post('/user/cagnottes', requireAuth(), idempotent(deps), async (ctx) => {
    ctx.body = await createPot(deps, currentUser(ctx), wrapped(ctx, 'charity_pot'));
    ctx.status = 201;
  });

  router.put('/user/cagnottes/:id', requireAuth(), async (ctx) => {
    const dropBanner = (row: { banner_images: Parameters<typeof removeFiles>[2] | null }) => {
      if (row.banner_images) void removeFiles(deps, store, row.banner_images);
    };
    const id = potIdOf(ctx);
    ctx.body = await updatePotDetails(deps, currentUser(ctx), id, potBody(ctx), dropBanner);
    potCache.delete(id);
  });

  router.put('/user/cagnottes/:id/banner', requireAuth(), async (ctx) => {
    const id = potIdOf(ctx);
    const caller = currentUser(ctx);
    ctx.body = await guardedUpload(ctx, deps.db.knex, caller.id, BANNER_LIMIT, async () => {
      const form = await readMultipart(ctx, BANNER_LIMIT.maxBytes, BANNER_LIMIT.tooLargeDetail);
      return replaceBanner(deps, store, caller, id, await fileField(form, BANNER_FIELD));
    });
    potCache.delete(id);
  });

  router.post('/user/cagnottes/:id/close', requireAuth(), async (ctx) => {
    const id = potIdOf(ctx);
    ctx.body = await closePot(deps, currentUser(ctx), id);
    potCache.delete(id);
  });

  router.get('/cagnottes/:id', async (ctx) => {
    const caller = optionalUser(ctx)?.id;
    // A signed-in caller's answer has its own can_edit: never shared (api/http/shared-cache.ts).
    // Node's own setHeader: Koa's ctx.set builds two arrays per call (the headers are the same).
    ctx.res.setHeader('Cache-Control', caller === undefined ? POT_CACHE_CONTROL : PERSONAL_CACHE_CONTROL);
    ctx.res.setHeader('Vary', 'Authorization');
    sendJson(ctx, await readPublicPotJson(deps, potCache, potIdOf(ctx), caller));
  });

  router.get('/cagnottes/:id/donations', async (ctx) => {
    const paging = participantsPagingSchema.parse(ctx.query);
    ctx.set('Cache-Control', POT_CACHE_CONTROL);
    sendJson(ctx, await listParticipantsJson(deps, participantsCache, potIdOf(ctx), paging.offset, paging.limit));
  });

  return router;
}

/** Every router of the pots area, in the order app.ts mounts them. */
export function potsRouters(deps: AppDeps): Router[] {
  return [potsRoutes(deps), shareRoutes(deps)];
}
