/**
 * The /charity routes of a charity's representative (docs/charity-area.md), behind requireCharity: the
 * charity is always the caller's own.
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { currentUser } from '../http/auth';
import { sendCsv } from '../exports';
import { wrapped } from '../http/request-body';
import { fileFields, readMultipart } from '../storage/multipart';
import { guardedUpload } from '../storage/upload-guard';
import { KYC_UPLOAD_LIMIT } from './charity-kyc.service';
import { currentCharityId, requireCharity } from './charity-auth';
import { charityDocuments, uploadCharityDocument } from './documents.service';
import { saveLegalDetails } from './legal-details.service';
import { charityMoney, charityMoneyCsv } from './money.service';
import { charityOverview } from './overview.service';
import { refreshPayoutAccount, registerPayoutAccount } from './payout-account.service';
import { readScaStatus, startScaEnrolment } from './sca.service';

export const CHARITY_PREFIX = '/charity';

export function charityRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: CHARITY_PREFIX });
  router.use(requireCharity(deps));

  router.get('/overview', async (ctx) => {
    ctx.body = await charityOverview(deps, currentCharityId(ctx));
  });

  router.put('/legal_details', async (ctx) => {
    ctx.body = await saveLegalDetails(deps, currentCharityId(ctx), currentUser(ctx).id, wrapped(ctx, 'legal_details'));
  });

  router.post('/sca_enrolment', async (ctx) => {
    ctx.body = await startScaEnrolment(deps, currentCharityId(ctx));
  });

  router.post('/sca_enrolment/refresh', async (ctx) => {
    ctx.body = { sca: await readScaStatus(deps, currentCharityId(ctx)) };
  });

  router.put('/payout_account', async (ctx) => {
    ctx.body = await registerPayoutAccount(deps, currentCharityId(ctx), currentUser(ctx).id, wrapped(ctx, 'payout_account'));
  });

  router.post('/payout_account/refresh', async (ctx) => {
    ctx.body = await refreshPayoutAccount(deps, currentCharityId(ctx));
  });

  router.get('/documents', async (ctx) => {
    ctx.body = await charityDocuments(deps, currentCharityId(ctx));
  });

  // multipart/form-data: `type` and 1-5 `pages`.
  router.post('/documents', async (ctx) => {
    const assocId = currentCharityId(ctx);
    const userId = currentUser(ctx).id;
    ctx.body = await guardedUpload(ctx, deps.db.knex, userId, KYC_UPLOAD_LIMIT, async () => {
      const form = await readMultipart(ctx, KYC_UPLOAD_LIMIT.maxBytes, KYC_UPLOAD_LIMIT.tooLargeDetail);
      return uploadCharityDocument(deps, assocId, userId, form.get('type'), await fileFields(form, 'pages'));
    });
    ctx.status = 201;
  });

  router.get('/money', async (ctx) => {
    ctx.body = await charityMoney(deps, currentCharityId(ctx));
  });

  router.get('/exports/money.csv', async (ctx) => {
    const { filename, body } = await charityMoneyCsv(deps, currentCharityId(ctx));
    sendCsv(ctx, filename, body);
  });

  return router;
}
