/**
 * A tax receipt and the facts it prints. The facts are a snapshot taken at issue (stored as jsonb in
 * `tax_receipts.facts`): the PDF is rendered again from them on demand, so it never changes when the
 * donor, the charity or the donation is edited later.
 */
import type { PaymentMethod } from './receipt-wording';

export type ReceiptKind = 'DONATION' | 'ANNUAL';

export interface PostalAddress {
  line: string;
  postCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface ReceiptCharity {
  id: number;
  name: string;
  address: PostalAddress;
  purpose: string;
  status: string;
  signatory: { name: string; title: string };
}

/** An individual (cerfa 11580, 2041-RD) or a company (cerfa 16216, 2041-MEC). */
export type ReceiptDonor =
  | { type: 'PERSON'; firstname: string; name: string; address: PostalAddress | null }
  | { type: 'COMPANY'; companyName: string; legalForm: string; siren: string; address: PostalAddress | null };

export interface ReceiptPayment {
  /** Paris calendar day, YYYY-MM-DD. */
  day: string;
  amountCents: number;
  method: PaymentMethod;
}

export interface ReceiptFacts {
  kind: ReceiptKind;
  /** Printed order number, e.g. '2026-000042'. */
  number: string;
  year: number;
  issuedAt: string;
  charity: ReceiptCharity;
  donor: ReceiptDonor;
  amountCents: number;
  /** One payment for a donation; the year's debits, oldest first, for an annual receipt. */
  payments: ReceiptPayment[];
}

export interface Receipt {
  id: number;
  kind: ReceiptKind;
  donationId: number | null;
  userId: number;
  assocId: number;
  year: number;
  /** The sequence number within (charity, year): 1, 2, 3... */
  sequence: number;
  /** As printed: `${year}-${sequence padded to 6}`. */
  number: string;
  amountCents: number;
  issuedAt: Date;
}
