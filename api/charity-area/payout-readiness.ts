/**
 * Whether a charity can be paid out now (docs/charity-area.md), checked before any payout is recorded:
 * a usable payout account (its recipient ACTIVE and the bank's payee check MATCH or CLOSE_MATCH; a
 * recipient still PENDING is re-read first, in case the representative authenticated without coming back
 * to our return page) and its representative's SCA active at the provider. Each refusal is a 422 with
 * a French message saying what is missing and who does it. Payouts go to the recipient's id as
 * BankAccountId (the provider's Recipients replace bank accounts for payouts).
 */
import type { AppDeps } from '../app-deps';
import type { CharityBankAccountsRow } from '../db/tables.generated';
import { unprocessable } from '../http/errors';
import { currentPayoutAccountRow, presentPayoutAccount } from './payout-account.presenter';
import { refreshPayoutAccount } from './payout-account.service';
import { readScaStatus } from './sca.service';

const WHO = 'Son représentant s’en occupe depuis l’espace association.';

export const PAYOUT_REFUSALS = {
  none: `Versement impossible : l’association n’a pas encore de compte de versement. ${WHO}`,
  pendingSca: `Versement impossible : le compte de versement attend l’authentification forte du représentant. ${WHO}`,
  canceled: `Versement impossible : le compte de versement a été annulé. ${WHO}`,
  payeeCheck: `Versement impossible : la banque n’a pas confirmé le nom du titulaire du compte de versement. ${WHO}`,
  sca: `Versement impossible : le représentant de l’association n’a pas fait son authentification forte auprès du prestataire de paiement. ${WHO}`,
} as const; // invented

const missing = (detail: string) => unprocessable([{ code: 'payout_account_missing', detail }]);

/** The payout account row to pay out to, or the French 422 saying why there is none. */
export async function payableAccount(deps: AppDeps, assocId: number): Promise<CharityBankAccountsRow> {
  let row = await currentPayoutAccountRow(deps.db.knex, assocId);
  if (row?.recipient_status === 'PENDING') {
    await refreshPayoutAccount(deps, assocId);
    row = await currentPayoutAccountRow(deps.db.knex, assocId);
  }
  if (!row) throw missing(PAYOUT_REFUSALS.none);
  const account = presentPayoutAccount(row);
  if (!account.usable) {
    if (account.status === 'pending_sca') throw missing(PAYOUT_REFUSALS.pendingSca);
    if (account.status === 'canceled') throw missing(PAYOUT_REFUSALS.canceled);
    throw missing(PAYOUT_REFUSALS.payeeCheck);
  }
  if ((await readScaStatus(deps, assocId)).status !== 'active')
    throw unprocessable([{ code: 'sca_not_enrolled', detail: PAYOUT_REFUSALS.sca }]);
  return row;
}
