/**
 * The charity's payout account, a provider Recipient registered by its representative
 * (`PUT /charity/payout_account`, docs/charity-area.md): EUR LocalBankTransfer (IBAN, BIC optional) in the
 * name the representative gives, with the representative present (ScaContext USER_PRESENT), which needs the
 * charity's SCA enrolment done. The provider answers PENDING with its SCA page (answered as `redirect_url`,
 * our return page as its returnUrl) and the bank's payee check (Verification of Payee), kept with the row.
 * A new account replaces the previous one, which is deactivated at the provider when it can be (an old
 * one still PENDING cannot: `retireRecipient` records that for the managers). The return page calls
 * `refreshPayoutAccount`, which re-reads the recipient (idempotent). Only the masked IBAN is kept.
 * Key: derived from the charity, the details and the number of recipients it registered before, so a
 * retried request names the same recipient and a new attempt (after a failed SCA) a new one.
 */
import type { AppDeps } from '../app-deps';
import type { AssocsRow, CharityBankAccountsRow, CharityLegalDetailsRow } from '../db/tables.generated';
import { payoutAccountSchema, type PayoutAccountInput } from '../../domain/charity-area';
import type { PayoutAccount } from '../../domain/charity-area-types';
import { HttpError, unprocessable } from '../http/errors';
import { providerDown } from '../http/back-office-errors';
import { recordAudit } from '../audit';
import { deriveIdempotencyKey, maskIban, PaymentProviderError, type Recipient, scaRedirectUrl, suggestedPayeeName } from '../payments';
import { currentPayoutAccountRow, presentPayoutAccount } from './payout-account.presenter';
import { legalDetailsMissing, readScaStatus } from './sca.service';

export const PAYOUT_ACCOUNT_RETURN_PATH = '/association/espace/compte-de-versement/retour';

export const scaNotEnrolled = () =>
  unprocessable([
    {
      code: 'sca_not_enrolled',
      detail: 'Faites d’abord l’authentification forte du représentant : elle est nécessaire pour enregistrer un compte de versement.',
      field: '',
    },
  ]);

/** The recipient's state as stored with its row. */
function recipientColumns(recipient: Recipient) {
  const vop = recipient.RecipientVerificationOfPayee ?? null;
  return {
    recipient_status: String(recipient.Status),
    vop_check: vop?.RecipientVerificationCheck ?? 'MATCH_NOT_POSSIBLE',
    vop_suggested_name: suggestedPayeeName(vop)?.slice(0, 255) ?? null,
  };
}

function providerRefusal(err: unknown, deps: Pick<AppDeps, 'logger'>, assocId: number): HttpError {
  if (!(err instanceof PaymentProviderError)) throw err;
  deps.logger.warn({ err, assocId }, 'payout account not registered by the provider');
  if (err.retryable) return providerDown();
  if (err.status === 403) return scaNotEnrolled();
  return unprocessable([
    {
      code: 'payout_account_refused',
      detail: 'Le prestataire de paiement refuse ce compte. Vérifiez l’IBAN et le nom du titulaire.',
      field: 'iban',
    },
  ]);
}

/**
 * Deactivates a replaced recipient at the provider, best effort: we never pay to it again whatever the
 * provider answers. Mangopay deactivates only an ACTIVE recipient (400 "Invalid State" otherwise): one
 * whose SCA was never done stays PENDING there. That is recorded in the audit log, which the managers
 * read (`charity.payout_account_not_deactivated`, with the provider's status), and logged.
 */
async function retireRecipient(deps: AppDeps, assocId: number, userId: number, recipientId: string): Promise<void> {
  try {
    await deps.payments.deactivateRecipient(recipientId);
    return;
  } catch (err) {
    deps.logger.warn({ err, assocId, recipientId }, 'replaced recipient not deactivated');
  }
  const status = await deps.payments.getRecipient(recipientId).then(
    (r) => String(r.Status),
    () => 'unknown',
  );
  await recordAudit(
    deps.db.knex,
    {
      actorId: userId,
      action: 'charity.payout_account_not_deactivated',
      entityType: 'charity',
      entityId: assocId,
      details: { recipient_id: recipientId, provider_status: status },
    },
    deps.clock.now(),
  );
}

/** Registers the payout account; answers it and the provider's SCA page (or null when none is needed). */
export async function registerPayoutAccount(
  deps: AppDeps,
  assocId: number,
  userId: number,
  body: unknown,
): Promise<{ payout_account: PayoutAccount; redirect_url: string | null }> {
  const input: PayoutAccountInput = payoutAccountSchema.parse(body);
  const knex = deps.db.knex;
  const details = await knex<CharityLegalDetailsRow>('charity_legal_details').where({ assoc_id: assocId }).first();
  const charity = await knex<AssocsRow>('assocs').where({ id: assocId }).first('mangopay_user_id');
  if (!details || !charity?.mangopay_user_id) throw legalDetailsMissing();
  if ((await readScaStatus(deps, assocId)).status !== 'active') throw scaNotEnrolled();
  const address = {
    AddressLine1: details.address_line_1,
    ...(details.address_line_2 ? { AddressLine2: details.address_line_2 } : {}),
    City: details.city,
    PostalCode: details.postal_code,
    Country: String(details.country_iso),
  };
  const before = await knex<CharityBankAccountsRow>('charity_bank_accounts')
    .where({ assoc_id: assocId, kind: 'recipient' })
    .count<{ count: string }[]>('id as count');
  const attempt = Number(before[0]?.count ?? 0);
  let recipient: Recipient;
  try {
    recipient = await deps.payments.createRecipient(
      String(charity.mangopay_user_id),
      {
        DisplayName: 'Compte de versement Entraide',
        RecipientType: 'Business',
        Country: input.iban.slice(0, 2),
        IBAN: input.iban,
        ...(input.bic ? { BIC: input.bic } : {}),
        BusinessRecipient: { BusinessName: input.holder_name, Address: address },
        Tag: `assoc:${assocId}`,
      },
      'USER_PRESENT',
      deriveIdempotencyKey('assoc-recipient', assocId, `${input.iban}|${input.bic ?? ''}|${input.holder_name}|${attempt}`),
    );
  } catch (err) {
    throw providerRefusal(err, deps, assocId);
  }
  const now = deps.clock.now();
  const { row, replaced } = await knex.transaction(async (trx) => {
    const existing = await trx<CharityBankAccountsRow>('charity_bank_accounts')
      .where({ mangopay_bank_account_id: String(recipient.Id) })
      .first();
    if (existing) return { row: existing, replaced: [] as string[] };
    const previous = await trx<CharityBankAccountsRow>('charity_bank_accounts').where({ assoc_id: assocId, active: true }).forUpdate();
    await trx<CharityBankAccountsRow>('charity_bank_accounts')
      .where({ assoc_id: assocId, active: true })
      .update({ active: false, updated_at: now });
    const [inserted] = await trx<CharityBankAccountsRow>('charity_bank_accounts')
      .insert({
        assoc_id: assocId,
        mangopay_bank_account_id: String(recipient.Id),
        kind: 'recipient',
        owner_name: input.holder_name,
        iban_masked: maskIban(input.iban),
        bic: input.bic ?? null,
        address_line_1: details.address_line_1,
        postal_code: details.postal_code,
        city: details.city,
        country_iso: details.country_iso,
        ...recipientColumns(recipient),
        active: true,
        created_by_id: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('*');
    if (!inserted) throw new Error(`charity ${assocId}'s payout account not inserted`);
    await recordAudit(
      trx,
      {
        actorId: userId,
        action: 'charity.payout_account_registered',
        entityType: 'charity',
        entityId: assocId,
        details: { bank_account_id: Number(inserted.id), iban_masked: inserted.iban_masked, vop_check: inserted.vop_check },
      },
      now,
    );
    return { row: inserted, replaced: previous.filter((p) => p.kind === 'recipient').map((p) => String(p.mangopay_bank_account_id)) };
  });
  for (const id of replaced) await retireRecipient(deps, assocId, userId, id);
  const pageUrl = recipient.Status === 'PENDING' ? recipient.PendingUserAction?.RedirectUrl : undefined;
  return {
    payout_account: presentPayoutAccount(row),
    redirect_url: pageUrl ? scaRedirectUrl(pageUrl, new URL(PAYOUT_ACCOUNT_RETURN_PATH, deps.config.PUBLIC_URL).toString()) : null,
  };
}

/** Re-reads the current recipient from the provider and stores its state. */
export async function refreshPayoutAccount(deps: AppDeps, assocId: number): Promise<{ payout_account: PayoutAccount | null }> {
  const knex = deps.db.knex;
  const row = await currentPayoutAccountRow(knex, assocId);
  if (!row) return { payout_account: null };
  let recipient: Recipient;
  try {
    recipient = await deps.payments.getRecipient(String(row.mangopay_bank_account_id));
  } catch {
    throw providerDown();
  }
  const columns = recipientColumns(recipient);
  if (columns.recipient_status !== row.recipient_status || columns.vop_check !== row.vop_check) {
    await knex<CharityBankAccountsRow>('charity_bank_accounts')
      .where({ id: row.id })
      .update({ ...columns, updated_at: deps.clock.now() });
  }
  return { payout_account: presentPayoutAccount({ ...row, ...columns }) };
}
