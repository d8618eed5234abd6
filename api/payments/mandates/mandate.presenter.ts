/** The spec's Mandate response: Id, DocumentURL, BankReference, BankAccountId, MandateType, RedirectURL (plus Status). */
import type { MandateAnswer } from '../../../domain/mandate-answers';
import type { MandateWithAccount } from './mandates.queries';

export function presentMandate(row: MandateWithAccount): MandateAnswer {
  return {
    Id: row.mangopay_mandate_id,
    DocumentURL: row.document_url,
    BankReference: row.bank_reference,
    BankAccountId: row.mangopay_bank_account_id,
    MandateType: 'DIRECT_DEBIT',
    // The confirmation page is only worth showing while the mandate waits for it.
    RedirectURL: row.status === 'CREATED' ? row.redirect_url : null,
    Status: row.status,
  };
}
