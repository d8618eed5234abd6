/**
 * The charity's home (`GET /charity/overview`): its identity, the four onboarding steps and whether it
 * can be paid out. A step is done when the provider has accepted it: legal details stored, SCA active,
 * a usable payout account (active recipient whose payee check matched or closely matched), and every
 * required document validated.
 */
import type { AppDeps } from '../app-deps';
import type { AssocsRow } from '../db/tables.generated';
import type { CharityOverview } from '../../domain/charity-area-types';
import { uploadUrl } from '../storage/upload-url';
import { CHARITY_KYC_TYPES } from './charity-kyc.service';
import { presentLegalDetails, type LegalDetailsRow } from './legal-details.service';
import { currentPayoutAccountRow, presentPayoutAccount } from './payout-account.presenter';
import { storedDocuments } from './documents.service';

export async function charityOverview(deps: AppDeps, assocId: number): Promise<CharityOverview> {
  const knex = deps.db.knex;
  const charity = await knex<AssocsRow>('assocs').where({ id: assocId }).first('id', 'name', 'url', 'logo_path');
  if (!charity) throw new Error(`charity ${assocId} not found`);
  const details = await knex<LegalDetailsRow>('charity_legal_details').where({ assoc_id: assocId }).first();
  const account = await currentPayoutAccountRow(knex, assocId);
  const payoutAccount = account ? presentPayoutAccount(account) : null;
  const documents = await storedDocuments(deps, assocId);
  const validated = new Set(documents.filter((d) => d.status === 'VALIDATED').map((d) => d.type));
  const steps = {
    legal_details: details !== undefined,
    sca: details?.sca_status === 'active',
    payout_account: payoutAccount?.usable === true,
    documents: CHARITY_KYC_TYPES.every((type) => validated.has(type)),
  };
  return {
    charity: { id: Number(charity.id), name: charity.name, url: charity.url, logo_url: uploadUrl(charity.logo_path) },
    legal_details: details ? presentLegalDetails(details) : null,
    sca: { status: details?.sca_status ?? 'not_started' },
    payout_account: payoutAccount,
    documents,
    steps,
    can_be_paid_out: steps.legal_details && steps.sca && steps.payout_account && steps.documents,
  };
}
