/**
 * Test factories of the dashboard: rows inserted straight into a test database where the payment flow
 * is not what is tested. A donation is inserted CREATED and then moved to its status through
 * applyDonationStatus (the one way statuses change), so its pot's totals stay right; a monthly
 * donation gets a bank account, a mandate and its subscription row. Not used by the server.
 */
import type { Knex } from 'knex';
import { applyDonationStatus, type DonationStatus } from '../../ledger';
import { charityColumnsOf, insertDonation, type DonationSpec } from '../../pots/testing/pot-factories';

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

/** A donation of `user_id` in the given status, made at `at` (its success date too when SUCCEEDED). */
export async function insertDonationWithStatus(
  knex: Knex,
  spec: DonationSpec & { user_id: number; status: DonationStatus; at: Date; extra?: Record<string, unknown> },
): Promise<number> {
  const { status, at, extra, ...donation } = spec;
  const id = await insertDonation(knex, donation);
  await knex('donations')
    .where({ id })
    .update({ created_at: at, updated_at: at, ...extra });
  if (status !== 'CREATED') await knex.transaction((trx) => applyDonationStatus(trx, id, status, at));
  return id;
}

export interface MandateSpec {
  user_id: number;
  status?: 'CREATED' | 'SUBMITTED' | 'ACTIVE' | 'FAILED' | 'EXPIRED';
}

/** A bank account and a mandate on it; the mandate's ids. */
export async function insertMandate(knex: Knex, spec: MandateSpec): Promise<{ id: number; mangopayId: string }> {
  const [account] = await knex('bank_accounts')
    .insert({
      user_id: spec.user_id,
      mangopay_bank_account_id: `ba-${next()}`,
      owner_name: 'Camille Durand',
      iban_masked: 'FR76 **** **** 0143',
      bic: 'BNPAFRPP',
      address_line_1: '12 rue de la Paix',
      postal_code: '75002',
      city: 'Paris',
    })
    .returning('id');
  const mangopayId = `mandate-${next()}`;
  const [mandate] = await knex('mandates')
    .insert({ user_id: spec.user_id, bank_account_id: account.id, mangopay_mandate_id: mangopayId, status: spec.status ?? 'ACTIVE' })
    .returning('id');
  return { id: Number(mandate.id), mangopayId };
}

export interface SubscriptionSpec {
  user_id: number;
  pot_id: number;
  mandate_id: number;
  amount?: number;
  gift_entraide?: number;
  debit_day?: number;
  status?: 'ACTIVE' | 'CLOSED' | 'CANCELED' | 'MANDATE_REFUSED' | 'MANDATE_REACTIVATED';
  next_debit_on?: string | null;
  created_at?: Date;
}

/** A subscription row; its id. */
export async function insertSubscription(knex: Knex, spec: SubscriptionSpec): Promise<number> {
  const [row] = await knex('subscriptions')
    .insert({
      amount: 2000,
      gift_entraide: 0,
      debit_day: 5,
      status: 'ACTIVE',
      next_debit_on: null,
      ...(await charityColumnsOf(knex, spec.pot_id)),
      ...spec,
    })
    .returning('id');
  return Number(row.id);
}

/** A monthly debit of a subscription for `period` (yyyy-mm), made with `mangopayMandateId`. */
export async function insertMonthlyDebit(
  knex: Knex,
  spec: {
    subscriptionId: number;
    user_id: number;
    pot_id: number;
    period: string;
    status: DonationStatus;
    mangopayMandateId: string;
    at: Date;
  },
): Promise<number> {
  return insertDonationWithStatus(knex, {
    pot_id: spec.pot_id,
    user_id: spec.user_id,
    amount: 2000,
    status: spec.status,
    at: spec.at,
    extra: {
      payment_method: 'DIRECT_DEBIT',
      subscription_id: spec.subscriptionId,
      period: spec.period,
      mangopay_mandate_id: spec.mangopayMandateId,
    },
  });
}
