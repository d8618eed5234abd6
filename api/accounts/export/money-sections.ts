/**
 * The export's sections about the person's gifts: the donations they made (each with its pot, the
 * charity that received it and its tax receipt), every tax receipt issued to them, and their monthly
 * subscriptions. Only the person's own rows are read (`user_id`): nothing of the pots' other donors.
 * Amounts are integer cents of euro, as everywhere in the API.
 */
import type { Knex } from 'knex';
import type { DonationsRow, SubscriptionsRow, TaxReceiptsRow } from '../../db/tables.generated';
import { receiptNumber } from '../../receipts';
import { iso } from '../../db/iso-instant';

/** What a gift and a monthly gift share: amounts, display choices, pot and charity. */
type GiftColumns = Pick<DonationsRow, 'amount' | 'gift_entraide' | 'is_visible' | 'is_anonymous' | 'pot_id' | 'assoc_id'> & {
  pot_name: string;
  assoc_name: string;
};

const giftFields = (g: GiftColumns) => ({
  amount_cents: g.amount,
  entraide_tip_cents: g.gift_entraide,
  is_visible: g.is_visible,
  is_anonymous: g.is_anonymous,
  pot: { id: g.pot_id, name: g.pot_name },
  charity: { id: g.assoc_id, name: g.assoc_name },
});

/** A donation of the export: its own columns (api/db/tables.generated.ts), its pot's and charity's names, its receipt. */
interface DonationExportRow
  extends
    GiftColumns,
    Pick<
      DonationsRow,
      'id' | 'created_at' | 'succeeded_at' | 'status' | 'payment_method' | 'subscription_id' | 'period' | 'wire_reference' | 'ip_address'
    > {
  receipt_year: number | null;
  receipt_number: number | null;
  receipt_issued_at: Date | null;
  receipt_cancelled_at: Date | null;
}

/** A receipt of the export, with its charity's name. */
type ReceiptRow = Pick<
  TaxReceiptsRow,
  'kind' | 'year' | 'number' | 'amount' | 'issued_at' | 'cancelled_at' | 'cancel_reason' | 'donation_id' | 'assoc_id'
> & { assoc_name: string };

/** A monthly gift of the export: its own columns and its pot's and charity's names. */
type SubscriptionRow = GiftColumns &
  Pick<SubscriptionsRow, 'id' | 'created_at' | 'status' | 'debit_day' | 'recurrence' | 'next_debit_on' | 'mandate_id'>;

async function donationsOf(knex: Knex, userId: number) {
  const rows: DonationExportRow[] = await knex('donations as d')
    .join('pots as p', 'p.id', 'd.pot_id')
    .join('assocs as a', 'a.id', 'd.assoc_id')
    .leftJoin('tax_receipts as r', 'r.donation_id', 'd.id')
    .where('d.user_id', userId)
    .orderBy([{ column: 'd.created_at' }, { column: 'd.id' }])
    .select(
      'd.id',
      'd.created_at',
      'd.succeeded_at',
      'd.status',
      'd.payment_method',
      'd.amount',
      'd.gift_entraide',
      'd.is_visible',
      'd.is_anonymous',
      'd.subscription_id',
      'd.period',
      'd.wire_reference',
      'd.ip_address',
      'p.id as pot_id',
      'p.name as pot_name',
      'a.id as assoc_id',
      'a.name as assoc_name',
      'r.year as receipt_year',
      'r.number as receipt_number',
      'r.issued_at as receipt_issued_at',
      'r.cancelled_at as receipt_cancelled_at',
    );
  return rows.map((d) => ({
    id: d.id,
    created_at: iso(d.created_at),
    succeeded_at: iso(d.succeeded_at),
    status: d.status,
    payment_method: d.payment_method,
    ...giftFields(d),
    subscription_id: d.subscription_id,
    period: d.period,
    wire_reference: d.wire_reference,
    ip_address: d.ip_address,
    tax_receipt:
      d.receipt_number === null || d.receipt_year === null
        ? null
        : {
            number: receiptNumber(d.receipt_year, d.receipt_number),
            issued_at: iso(d.receipt_issued_at),
            cancelled_at: iso(d.receipt_cancelled_at),
          },
  }));
}

async function receiptsOf(knex: Knex, userId: number) {
  const rows: ReceiptRow[] = await knex('tax_receipts as r')
    .join('assocs as a', 'a.id', 'r.assoc_id')
    .where('r.user_id', userId)
    .orderBy([{ column: 'r.issued_at' }, { column: 'r.id' }])
    .select(
      'r.kind',
      'r.year',
      'r.number',
      'r.amount',
      'r.issued_at',
      'r.cancelled_at',
      'r.cancel_reason',
      'r.donation_id',
      'a.id as assoc_id',
      'a.name as assoc_name',
    );
  return rows.map((r) => ({
    number: receiptNumber(r.year, r.number),
    kind: r.kind,
    year: r.year,
    amount_cents: r.amount,
    charity: { id: r.assoc_id, name: r.assoc_name },
    donation_id: r.donation_id,
    issued_at: iso(r.issued_at),
    cancelled_at: iso(r.cancelled_at),
    cancel_reason: r.cancel_reason,
  }));
}

async function subscriptionsOf(knex: Knex, userId: number) {
  const rows: SubscriptionRow[] = await knex('subscriptions as s')
    .join('pots as p', 'p.id', 's.pot_id')
    .join('assocs as a', 'a.id', 's.assoc_id')
    .where('s.user_id', userId)
    .orderBy([{ column: 's.created_at' }, { column: 's.id' }])
    .select(
      's.id',
      's.created_at',
      's.status',
      's.amount',
      's.gift_entraide',
      's.debit_day',
      's.recurrence',
      's.next_debit_on',
      's.is_visible',
      's.is_anonymous',
      's.mandate_id',
      'p.id as pot_id',
      'p.name as pot_name',
      'a.id as assoc_id',
      'a.name as assoc_name',
    );
  return rows.map((s) => ({
    id: s.id,
    created_at: iso(s.created_at),
    status: s.status,
    ...giftFields(s),
    debit_day: s.debit_day,
    recurrence: s.recurrence,
    next_debit_on: s.next_debit_on,
    mandate_id: s.mandate_id,
  }));
}

/** The donations, tax receipts and subscriptions of a user. */
export async function moneySections(knex: Knex, userId: number) {
  const [donations, taxReceipts, subscriptions] = await Promise.all([
    donationsOf(knex, userId),
    receiptsOf(knex, userId),
    subscriptionsOf(knex, userId),
  ]);
  return { donations, tax_receipts: taxReceipts, subscriptions };
}
