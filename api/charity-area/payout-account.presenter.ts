/** A charity's payout account (a provider Recipient, docs/charity-area.md) as the API answers it. */
import type { Knex } from 'knex';
import type { CharityBankAccountsRow } from '../db/tables.generated';
import { VOP_CHECKS, vopMessage, type PayoutAccount, type VopCheck } from '../../domain/charity-area-types';

const STATUSES: Record<string, PayoutAccount['status']> = { PENDING: 'pending_sca', ACTIVE: 'active' };

/** The columns of a payout account row the API answers. */
export type PresentedPayoutAccountRow = Pick<
  CharityBankAccountsRow,
  'id' | 'owner_name' | 'iban_masked' | 'recipient_status' | 'vop_check' | 'vop_suggested_name' | 'active' | 'created_at'
>;

const isVopCheck = (value: string | null): value is VopCheck => VOP_CHECKS.some((check) => check === value);

export function presentPayoutAccount(r: PresentedPayoutAccountRow): PayoutAccount {
  const check: VopCheck = isVopCheck(r.vop_check) ? r.vop_check : 'MATCH_NOT_POSSIBLE';
  const status = STATUSES[String(r.recipient_status)] ?? 'canceled';
  return {
    id: Number(r.id),
    holder_name: r.owner_name,
    iban_masked: r.iban_masked,
    status,
    verification: { check, suggested_name: r.vop_suggested_name ?? null, message: vopMessage(check, r.vop_suggested_name ?? null) },
    usable: r.active === true && status === 'active' && (check === 'MATCH' || check === 'CLOSE_MATCH'),
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** The charity's current payout account row (its newest recipient still in use), if any. */
export async function currentPayoutAccountRow(db: Knex, assocId: number): Promise<CharityBankAccountsRow | undefined> {
  return db<CharityBankAccountsRow>('charity_bank_accounts')
    .where({ assoc_id: assocId, kind: 'recipient', active: true })
    .orderBy('id', 'desc')
    .first();
}
