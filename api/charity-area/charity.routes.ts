/**
 * The /charity routes of a charity's representative (docs/charity-area.md), behind requireCharity: the
 * charity is always the caller's own.
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { KYC_MAX_FILE_BYTES } from '../../domain/constants';
import { FILE_MESSAGES } from '../../domain/messages';
import { currentUser } from '../http/auth';
import { sendCsv } from '../exports/csv';
import { wrapped } from '../http/request-body';
import { readMultipart, type UploadedFile } from '../storage/multipart';
import { guardedUpload } from '../storage/upload-guard';
import { KYC_MAX_PAGES } from '../manager/charity-kyc.service';
import { currentCharityId, requireCharity } from './charity-auth';
import { charityDocuments, uploadCharityDocument } from './documents.service';
import { saveLegalDetails } from './legal-details.service';
import { charityMoney, charityMoneyCsv } from './money.service';
import { charityOverview } from './overview.service';
import { refreshPayoutAccount, registerPayoutAccount } from './payout-account.service';
import { readScaStatus, startScaEnrolment } from './sca.service';

export const CHARITY_PREFIX = '/charity';
const KYB_LIMIT = { maxBytes: KYC_MAX_PAGES * KYC_MAX_FILE_BYTES + 64 * 1024, tooLargeDetail: FILE_MESSAGES.kycTooLarge };

/** Every file sent under `field` (the multipart form keeps them in memory). */
async function filesOf(form: FormData, field: string): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const value of form.getAll(field)) {
    if (typeof value === 'string') continue;
    const bytes = new Uint8Array(await value.arrayBuffer());
    files.push({ name: value.name, type: value.type, size: bytes.byteLength, bytes });
  }
  return files;
}

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
    ctx.body = await guardedUpload(ctx, deps.db.knex, userId, KYB_LIMIT, async () => {
      const form = await readMultipart(ctx, KYB_LIMIT.maxBytes, KYB_LIMIT.tooLargeDetail);
      return uploadCharityDocument(deps, assocId, userId, form.get('type'), await filesOf(form, 'pages'));
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
