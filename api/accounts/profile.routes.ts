/**
 * Profile writes: `PUT /user` (the profile forms), `PUT /user/pwd/update` (e-mail and password) and
 * `PUT /user/company/upload/logo` (multipart `entreprise[logo]`).
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { IMAGE_MAX_FILE_BYTES } from '../../domain/constants';
import { FILE_MESSAGES } from '../../domain/messages';
import { currentUser, requireAuth } from '../http/auth';
import { fileField, MULTIPART_OVERHEAD_BYTES, readMultipart } from '../storage/multipart';
import { guardedUpload } from '../storage/upload-guard';
import { updateCredentials } from './credentials.service';
import { LOGO_FIELD, replaceLogo } from './logo.service';
import { updateProfile } from './profile.service';
import { bodyOf, wrapped } from '../http/request-body';
import { presentUser } from './user.presenter';

/** Room for the multipart envelope around a 2 MB image. */
const LOGO_LIMIT = { maxBytes: IMAGE_MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES, tooLargeDetail: FILE_MESSAGES.imageTooLarge };

export function profileRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.put('/user', requireAuth(), async (ctx) => {
    ctx.body = presentUser(await updateProfile(deps, currentUser(ctx).id, bodyOf(ctx)));
  });

  router.put('/user/pwd/update', requireAuth(), async (ctx) => {
    ctx.body = presentUser(await updateCredentials(deps, currentUser(ctx), wrapped(ctx, 'user')));
  });

  router.put('/user/company/upload/logo', requireAuth(), async (ctx) => {
    const caller = currentUser(ctx);
    ctx.body = await guardedUpload(ctx, deps.db.knex, caller.id, LOGO_LIMIT, async () => {
      const form = await readMultipart(ctx, LOGO_LIMIT.maxBytes, LOGO_LIMIT.tooLargeDetail);
      return presentUser(await replaceLogo(deps, caller.id, await fileField(form, LOGO_FIELD)));
    });
  });

  return router;
}
