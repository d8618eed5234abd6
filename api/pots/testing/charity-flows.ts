/**
 * Test helpers for a pot's charity and the gifts made to it, through the API: two charities with their
 * wallets and receipt profiles, an organiser's pot, the organiser's attempt to change its charity, a bank
 * wire that arrives later, and what a donor or a manager reads back (receipt PDF text, exports, totals).
 */
import type { TestContext } from '../../../test/app';
import { bearer, buildUser, signInAs } from '../../../test/factories';
import { newIdempotencyKey, ensureCharityWallet } from '../../payments/donations/testing/donation-flows';
import { settlePayin } from '../../payments/donations/donation-ledger';
import { api } from '../../payments/subscriptions/testing/monthly-giving';
import { demoReceiptProfile } from '../../../migrations/seeds/receipt-profiles.seed';
import { readPdf } from '../../receipts/testing/pdf-text';
import { potBody, referenceIds } from './pot-factories';
import { controlFetch } from '@entraide/mangopay-sandbox';

export interface Charity {
  id: number;
  name: string;
  walletId: string;
}

/** A charity with its wallet, issuing its own receipts through the product (GENERATED, with a profile). */
export async function readyCharity(t: TestContext, id: number): Promise<Charity> {
  const walletId = await ensureCharityWallet(t, id);
  const charity = await t.db.knex('assocs').where({ id }).first('id', 'name');
  await t.db.knex('assocs').where({ id }).update({ cerfa_type: 'GENERATED' });
  await t.db.knex('assoc_receipt_profiles').insert(demoReceiptProfile(charity)).onConflict('assoc_id').ignore();
  return { id, name: charity.name as string, walletId };
}

export interface CharityWorld {
  event: number;
  a: Charity;
  b: Charity;
  organiser: { id: number; token: string };
}

export async function charityWorld(t: TestContext): Promise<CharityWorld> {
  const ids = await referenceIds(t.db.knex);
  const user = await buildUser(t.db.knex, { firstname: 'Olivia', name: 'Organisatrice' });
  return {
    event: ids.privateEvent,
    a: await readyCharity(t, ids.charity),
    b: await readyCharity(t, ids.charity2),
    organiser: { id: user.id, token: await signInAs(t.db.knex, t.clock, user) },
  };
}

/** `POST /user/cagnottes`: the organiser's pot for `charity`; its id. */
export async function organiserPot(t: TestContext, w: CharityWorld, charity: Charity): Promise<number> {
  const res = await api(t, w.organiser.token, '/user/cagnottes', {
    json: { charity_pot: potBody({ event: w.event, charity: charity.id }) },
  });
  if (res.status !== 201) throw new Error(`pot: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.id);
}

/** `PUT /user/cagnottes/{id}`: the organiser sends the pot's details again, with `charity`. */
export function changeCharity(t: TestContext, w: CharityWorld, potId: number, charity: Charity) {
  return api(t, w.organiser.token, `/user/cagnottes/${potId}`, {
    method: 'PUT',
    json: { charity_pot: potBody({ event: w.event, charity: charity.id }) },
  });
}

/** `POST /cagnottes/{id}/donations/bankwire`: the donation (CREATED) and its pay-in id. */
export async function wireDonation(t: TestContext, token: string, potId: number, amount: number): Promise<{ id: number; payinId: string }> {
  const res = await api(t, token, `/cagnottes/${potId}/donations/bankwire`, {
    json: { charity_donation: { amount, gift_entraide: 0 } },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  if (res.status !== 201) throw new Error(`bank wire: ${res.status} ${JSON.stringify(res.body)}`);
  const payin = (t.sandbox?.records('payins') ?? []).find((p) => p.WireReference === res.body.WireReference);
  return { id: Number(res.body.id), payinId: String(payin?.Id) };
}

/** The bank's part: the wire arrives at the provider, then the PAYIN_NORMAL_SUCCEEDED hook's work. */
export async function wireArrives(t: TestContext, payinId: string): Promise<void> {
  const accepted = await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/payins/bankwire/${payinId}/accept`, { method: 'POST' });
  if (accepted.status !== 200) throw new Error(`wire not accepted: ${accepted.status}`);
  await settlePayin(t.deps, payinId);
}

/** The sandbox pay-in of a donation (its own records): the wallet it credited. */
export async function creditedWalletOf(t: TestContext, donationId: number): Promise<string | undefined> {
  const row = await t.db.knex('donations').where({ id: donationId }).first('mangopay_payin_id');
  const payin = (t.sandbox?.records('payins') ?? []).find((p) => p.Id === row?.mangopay_payin_id);
  return payin?.CreditedWalletId as string | undefined;
}

/** `GET /user/donations/{id}/cerfa` read back as text; null when there is no PDF. */
export async function receiptText(t: TestContext, token: string, donationId: number): Promise<string | null> {
  const res = await t.request(`/api/v1/user/donations/${donationId}/cerfa`, { headers: bearer(token) });
  if (res.status !== 200) return null;
  return (await readPdf(Buffer.from(await res.arrayBuffer()))).text;
}
