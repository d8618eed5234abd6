/**
 * Issuing tax receipts: when one is due (succeeded, logged-in donor, GENERATED charity; never a quick
 * donation, a pending or failed one, nor a monthly debit on its own), idempotence, numbers unique and
 * gap-free per charity and (Paris) year under concurrent issues, and the annual receipt of monthly debits.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/db';
import { buildCompany, buildUser } from '../../test/factories';
import { ManualClock } from '../clock';
import type { Database } from '../db/database';
import { insertDonation } from '../pots/testing/pot-factories';
import { issueAnnualReceipt, issueReceiptForDonation, ReceiptProfileMissingError } from './index';
import { insertSubscription, potFor, succeededDonation } from './testing/receipt-factories';

let db: Database;
let knex: Knex;
const clock = new ManualClock('2026-11-22T10:00:00Z');
let deps: { db: Database; clock: ManualClock };
let charities: number[];

beforeAll(async () => {
  db = await openTestDatabase();
  knex = db.knex;
  deps = { db, clock };
  // Charities that issue receipts (each test takes its own, so that its numbering starts at 1).
  charities = await knex('assocs as a')
    .join('assoc_receipt_profiles as r', 'r.assoc_id', 'a.id')
    .where({ 'a.cerfa_type': 'GENERATED', 'a.active': true })
    .orderBy('a.id')
    .pluck('a.id');
  expect(charities.length).toBeGreaterThanOrEqual(6);
});
afterAll(() => db.close());

const at = (iso: string) => new Date(iso);

describe('issueReceiptForDonation', () => {
  it('issues number 1 of the charity and year for a succeeded donation, then returns the same receipt', async () => {
    const donor = await buildUser(knex);
    const { potId, assocId } = await potFor(knex, donor.id, charities[0]);
    const donationId = await succeededDonation(knex, { potId, userId: donor.id, amount: 5000, at: at('2026-11-20T09:00:00Z') });
    const receipt = await issueReceiptForDonation(deps, donationId);
    expect(receipt).toMatchObject({
      kind: 'DONATION',
      donationId,
      userId: donor.id,
      assocId,
      year: 2026,
      sequence: 1,
      number: '2026-000001',
      amountCents: 5000,
    });
    const again = await issueReceiptForDonation(deps, donationId);
    expect(again).toEqual(receipt);
    expect(Number((await knex('tax_receipts').where({ assoc_id: assocId }).count({ n: '*' }).first())!.n)).toBe(1);
  });

  it('issues nothing for a quick donation, a pending or failed one, or a donation that does not exist', async () => {
    const donor = await buildUser(knex);
    const { potId, assocId } = await potFor(knex, donor.id, charities[1]);
    const quick = await succeededDonation(knex, { potId, userId: null, quick: true, amount: 2000, at: at('2026-11-20T09:00:00Z') });
    const pending = await insertDonation(knex, { pot_id: potId, user_id: donor.id, amount: 2000 });
    const failed = await insertDonation(knex, { pot_id: potId, user_id: donor.id, amount: 2000 });
    await knex('donations').where({ id: failed }).update({ status: 'FAILED' });
    for (const id of [quick, pending, failed, 987654321]) expect(await issueReceiptForDonation(deps, id), String(id)).toBeNull();
    expect(await knex('tax_receipts').where({ assoc_id: assocId })).toHaveLength(0);
    // The pending donation succeeds later: its receipt takes number 1 (nothing was used up before).
    await knex('donations')
      .where({ id: pending })
      .update({ status: 'SUCCEEDED', succeeded_at: at('2026-11-21T08:00:00Z') });
    expect(await issueReceiptForDonation(deps, pending)).toMatchObject({ sequence: 1 });
  });

  it('issues nothing when the charity sends its own receipts (cerfa type not GENERATED)', async () => {
    const donor = await buildUser(knex);
    const sender = await knex('assocs').where({ cerfa_type: 'SENT_BY_ASSOC', active: true }).orderBy('id').first('id');
    const { potId } = await potFor(knex, donor.id, sender.id);
    const donationId = await succeededDonation(knex, { potId, userId: donor.id, amount: 3000, at: at('2026-11-20T09:00:00Z') });
    expect(await issueReceiptForDonation(deps, donationId)).toBeNull();
  });

  it('refuses to issue for a GENERATED charity without its receipt profile', async () => {
    const donor = await buildUser(knex);
    const bare = await knex('assocs as a')
      .leftJoin('assoc_receipt_profiles as r', 'r.assoc_id', 'a.id')
      .where('a.cerfa_type', 'GENERATED')
      .orderBy('a.id', 'desc')
      .first('a.id');
    expect(charities.slice(0, 6)).not.toContain(bare.id);
    await knex('assoc_receipt_profiles').where({ assoc_id: bare.id }).delete();
    const { potId } = await potFor(knex, donor.id, bare.id);
    const donationId = await succeededDonation(knex, { potId, userId: donor.id, amount: 3000, at: at('2026-11-20T09:00:00Z') });
    await expect(issueReceiptForDonation(deps, donationId)).rejects.toBeInstanceOf(ReceiptProfileMissingError);
    expect(await knex('receipt_counters').where({ assoc_id: bare.id })).toHaveLength(0); // nothing used up
  });

  it('numbers by the Paris year of the payment: 31 December 23:30 UTC is already next year', async () => {
    const donor = await buildUser(knex);
    const { potId } = await potFor(knex, donor.id, charities[2]);
    const december = await succeededDonation(knex, { potId, userId: donor.id, amount: 1000, at: at('2025-12-31T22:30:00Z') });
    const newYear = await succeededDonation(knex, { potId, userId: donor.id, amount: 1000, at: at('2025-12-31T23:30:00Z') });
    expect(await issueReceiptForDonation(deps, december)).toMatchObject({ year: 2025, number: '2025-000001' });
    expect(await issueReceiptForDonation(deps, newYear)).toMatchObject({ year: 2026, number: '2026-000001' });
  });

  it('gives 20 concurrent issues of one charity the numbers 1 to 20, each once, and a repeated issue one receipt', async () => {
    const donors = await Promise.all(Array.from({ length: 5 }, () => buildUser(knex)));
    const { potId, assocId } = await potFor(knex, donors[0]!.id, charities[3]);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(await succeededDonation(knex, { potId, userId: donors[i % 5]!.id, amount: 1000 + i, at: at('2026-11-20T09:00:00Z') }));
    }
    // Each donation issued twice at the same time, all 40 calls at once.
    const receipts = await Promise.all([...ids, ...ids].map((id) => issueReceiptForDonation(deps, id)));
    const sequences = receipts.slice(0, 20).map((r) => r!.sequence);
    expect([...sequences].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(receipts.slice(20).map((r) => r!.id)).toEqual(receipts.slice(0, 20).map((r) => r!.id));
    const stored = await knex('tax_receipts').where({ assoc_id: assocId, year: 2026 }).orderBy('number').pluck('number');
    expect(stored).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await knex('receipt_counters').where({ assoc_id: assocId, year: 2026 }).first('last_number')).toEqual({ last_number: 20 });
  });

  it('issues a company donor’s receipt with the company’s identity', async () => {
    const company = await buildCompany(knex);
    const { potId } = await potFor(knex, company.id, charities[4]);
    const donationId = await succeededDonation(knex, { potId, userId: company.id, amount: 25000, at: at('2026-11-20T09:00:00Z') });
    const receipt = await issueReceiptForDonation(deps, donationId);
    const { facts } = await knex('tax_receipts').where({ id: receipt!.id }).first('facts');
    expect(facts.donor).toEqual({
      type: 'COMPANY',
      companyName: 'Martin Conseil',
      legalForm: 'SAS',
      siren: '542051180',
      address: { line: '3 avenue de la République', postCode: '69002', city: 'Lyon', country: 'FR' },
    });
  });
});

describe('annual receipt of monthly debits', () => {
  it('groups the succeeded debits of a finished year, once; a debit has no receipt of its own', async () => {
    const donor = await buildUser(knex, { firstname: 'Inès', name: 'Mensuel' });
    const { potId, assocId } = await potFor(knex, donor.id, charities[5]);
    const subscriptionId = await insertSubscription(knex, { userId: donor.id, potId, amount: 1500, debitDay: 5 });
    const debit = (period: string, iso: string) =>
      succeededDonation(knex, { potId, userId: donor.id, amount: 1500, at: at(iso), method: 'DIRECT_DEBIT', subscriptionId, period });
    const january = await debit('2025-01', '2025-01-07T09:00:00Z');
    await debit('2025-06', '2025-06-06T09:00:00Z');
    await debit('2025-12', '2025-12-31T22:00:00Z'); // 31 December 23:00 in Paris: still 2025
    await debit('2026-01', '2026-01-06T09:00:00Z');
    const failed = await insertDonation(knex, { pot_id: potId, user_id: donor.id, amount: 1500 });
    await knex('donations').where({ id: failed }).update({ status: 'FAILED', subscription_id: subscriptionId, period: '2025-03' });
    // A one-off card gift to the same charity has its own receipt, not in the annual one.
    const oneOff = await succeededDonation(knex, { potId, userId: donor.id, amount: 9900, at: at('2025-05-01T09:00:00Z') });

    expect(await issueReceiptForDonation(deps, january)).toBeNull();
    expect(await issueReceiptForDonation(deps, oneOff)).toMatchObject({ year: 2025, sequence: 1 });

    const annual = await issueAnnualReceipt(deps, { userId: donor.id, assocId, year: 2025 });
    expect(annual).toMatchObject({ kind: 'ANNUAL', donationId: null, year: 2025, sequence: 2, number: '2025-000002', amountCents: 4500 });
    const { facts } = await knex('tax_receipts').where({ id: annual!.id }).first('facts');
    expect(facts.payments).toEqual([
      { day: '2025-01-07', amountCents: 1500, method: 'DIRECT_DEBIT' },
      { day: '2025-06-06', amountCents: 1500, method: 'DIRECT_DEBIT' },
      { day: '2025-12-31', amountCents: 1500, method: 'DIRECT_DEBIT' },
    ]);
    expect(await issueAnnualReceipt(deps, { userId: donor.id, assocId, year: 2025 })).toEqual(annual);
    const [again1, again2] = await Promise.all([
      issueAnnualReceipt(deps, { userId: donor.id, assocId, year: 2025 }),
      issueAnnualReceipt(deps, { userId: donor.id, assocId, year: 2025 }),
    ]);
    expect([again1!.id, again2!.id]).toEqual([annual!.id, annual!.id]);

    expect(await issueAnnualReceipt(deps, { userId: donor.id, assocId, year: 2024 })).toBeNull();
  });

  it('answers 422 while the year is not over', async () => {
    const donor = await buildUser(knex);
    await expect(issueAnnualReceipt(deps, { userId: donor.id, assocId: charities[5]!, year: 2026 })).rejects.toMatchObject({
      status: 422,
      errors: [
        { code: 'annual_receipt_year_open', detail: 'Le reçu annuel 2026 sera disponible à partir du 1er janvier 2027.', field: 'year' },
      ],
    });
  });

  it('numbers concurrent annual receipts of different donors without gaps', async () => {
    const donors = await Promise.all(Array.from({ length: 6 }, () => buildUser(knex)));
    const { potId, assocId } = await potFor(knex, donors[0]!.id, charities[0]);
    for (const donor of donors) {
      const subscriptionId = await insertSubscription(knex, { userId: donor.id, potId, amount: 1000, debitDay: 10 });
      await succeededDonation(knex, {
        potId,
        userId: donor.id,
        amount: 1000,
        at: at('2024-03-10T09:00:00Z'),
        method: 'DIRECT_DEBIT',
        subscriptionId,
        period: '2024-03',
      });
    }
    const receipts = await Promise.all(donors.map((donor) => issueAnnualReceipt(deps, { userId: donor.id, assocId, year: 2024 })));
    expect(receipts.map((r) => r!.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
