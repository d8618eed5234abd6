/**
 * The thank-you of a donation (issue 47, item 2, route in donation-thanks.routes.ts): what the thank-you page says of one
 * donation — its amount, pot, charity, status, way of paying and whether a tax receipt follows — to its
 * donor only: the signed-in account that made it, or the browser holding the quick donation's secret.
 * Anyone else, like an id that does not exist, gets the same 404: an id walked in the URL reveals no
 * stranger's gift (the public participants list stays the only public view of a donation).
 */
import type { DonationThanks } from '../../../domain/donation-answers';
import type { AppDeps } from '../../app-deps';
import type { AssocsRow, PotsRow } from '../../db/tables.generated';
import { notFound } from '../../http/errors';
import { quickTokenOwnsDonation } from '../cards/quick-card-tokens';
import type { DonationRow } from './donation-ledger';

export const donationUnknown = () => notFound('Ce don est introuvable', 'donation_not_found');

type ThanksRow = DonationRow & { pot_name: PotsRow['name']; charity_name: AssocsRow['name']; cerfa_type: AssocsRow['cerfa_type'] };

function findThanksRow(deps: AppDeps, donationId: number): Promise<ThanksRow | undefined> {
  return deps.db
    .knex<ThanksRow>('donations as d')
    .join('pots as p', 'p.id', 'd.pot_id')
    .join('assocs as a', 'a.id', 'd.assoc_id')
    .where('d.id', donationId)
    .first('d.*', 'p.name as pot_name', 'a.name as charity_name', 'a.cerfa_type');
}

function taxReceiptOf(row: ThanksRow): DonationThanks['tax_receipt'] {
  if (row.user_id === null || row.quick_email !== null) return 'NONE';
  if (row.cerfa_type !== 'GENERATED') return 'BY_CHARITY';
  return row.subscription_id === null ? 'DONATION' : 'ANNUAL';
}

function presentThanks(row: ThanksRow): DonationThanks {
  return {
    id: Number(row.id),
    pot_id: Number(row.pot_id),
    pot_name: row.pot_name,
    charity_name: row.charity_name,
    amount: Number(row.amount),
    gift_entraide: Number(row.gift_entraide),
    payment_method: row.payment_method,
    monthly: row.subscription_id !== null,
    quick: row.user_id === null,
    payment_status: row.status,
    ...(row.status === 'FAILED' && row.result_code ? { result_code: row.result_code } : {}),
    tax_receipt: taxReceiptOf(row),
  };
}

/**
 * The thank-you facts of a donation for its caller: the signed-in account's id (or null) and the quick
 * donation's secret (or undefined). Throws the same 404 for a donation of someone else as for none.
 */
export async function donationThanksFor(
  deps: AppDeps,
  donationId: number,
  userId: number | null,
  quickToken: string | undefined,
): Promise<DonationThanks> {
  const row = await findThanksRow(deps, donationId);
  if (!row) throw donationUnknown();
  const owner =
    row.user_id !== null ? userId === Number(row.user_id) : await quickTokenOwnsDonation(deps.db.knex, quickToken, Number(row.id));
  if (!owner) throw donationUnknown();
  return presentThanks(row);
}
