// The charity's own money view and CSV: succeeded donations only, per pot and per Paris month, its payouts
// with their French state, the receipts in its name; no donor identity anywhere (anonymous or not), and
// nothing of another charity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { insertDonation, insertPot, referenceIds } from '../pots/testing/pot-factories';
import { call } from '../manager/testing/manager-flows';
import { signedInCharity } from './testing/charity-flows';

let t: TestContext;
let charity: { id: number; token: string };
let charityId: number;
let otherId: number;
beforeAll(async () => {
  t = await startTestApp();
  const ids = await referenceIds(t.db.knex);
  charityId = ids.charity;
  otherId = ids.charity2;
  charity = await signedInCharity(t, charityId, 'tresorerie@jardins.example');
  const knex = t.db.knex;
  const donor = await buildUser(knex, { email: 'secret.donateur@exemple.fr', firstname: 'Séraphin', name: 'Discret' });
  const pot = await insertPot(knex, {
    created_by_id: donor.id,
    event_type_id: ids.privateEvent,
    assoc_id: charityId,
    name: 'Anniversaire de Léa',
  });
  const pot2 = await insertPot(knex, {
    created_by_id: donor.id,
    event_type_id: ids.privateEvent,
    assoc_id: charityId,
    name: 'Course solidaire',
  });
  const otherPot = await insertPot(knex, {
    created_by_id: donor.id,
    event_type_id: ids.privateEvent,
    assoc_id: otherId,
    name: 'Autre association',
  });
  const paid = async (potId: number, amount: number, at: string, extra: Record<string, unknown> = {}) => {
    const id = await insertDonation(knex, { pot_id: potId, amount, user_id: donor.id, is_anonymous: true, ...extra });
    await knex('donations')
      .where({ id })
      .update({ status: 'SUCCEEDED', succeeded_at: new Date(at) });
    return id;
  };
  const first = await paid(pot, 5000, '2026-10-31T23:30:00Z'); // 1 November in Paris
  await paid(pot, 2500, '2026-11-10T10:00:00Z');
  await paid(pot2, 1234, '2026-10-05T10:00:00Z', {
    user_id: null,
    quick_firstname: 'Quentin',
    quick_name: 'Rapide',
    quick_email: 'quentin@exemple.fr',
    is_anonymous: false,
  });
  await paid(otherPot, 99900, '2026-11-01T10:00:00Z');
  for (const status of ['CREATED', 'FAILED', 'REFUNDED'])
    await insertDonation(knex, { pot_id: pot, amount: 77700, user_id: donor.id }).then((id) =>
      knex('donations').where({ id }).update({ status }),
    );
  await knex('tax_receipts').insert({
    kind: 'DONATION',
    donation_id: first,
    user_id: donor.id,
    assoc_id: charityId,
    year: 2026,
    number: 1,
    amount: 5000,
    issued_at: new Date('2026-11-01T08:00:00Z'),
    facts: '{}',
  });
  const [bank] = await knex('charity_bank_accounts')
    .insert({
      assoc_id: charityId,
      mangopay_bank_account_id: 'ba-test',
      owner_name: 'Jardins',
      iban_masked: 'FR76 **** 0143',
      address_line_1: '1 rue',
      postal_code: '75001',
      city: 'Paris',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id');
  const payout = {
    assoc_id: charityId,
    charity_bank_account_id: bank.id,
    bank_wire_ref: 'ENT',
    created_at: new Date('2026-11-15T09:00:00Z'),
    updated_at: new Date(),
  };
  await knex('payouts').insert([
    { ...payout, amount: 3000, status: 'SUCCEEDED', executed_at: new Date('2026-11-16T09:00:00Z') },
    { ...payout, amount: 4000, status: 'FAILED', result_code: '121006', result_message: 'The associated bank account is not active' },
  ]);
});
afterAll(() => t.close());

describe('the charity’s money', () => {
  it('counts succeeded donations per pot and per Paris month, its payouts and receipts, and nobody’s identity', async () => {
    const res = await call(t, charity.token, '/charity/money');
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({ received_cents: 8734, paid_out_cents: 3000, receipts_count: 1, receipts_total_cents: 5000 });
    expect(res.body.pots.map((p: any) => [p.name, p.received_cents, p.donations_count])).toEqual([
      ['Anniversaire de Léa', 7500, 2],
      ['Course solidaire', 1234, 1],
    ]);
    expect(res.body.months).toEqual([
      { month: '2026-10', received_cents: 1234, donations_count: 1 },
      { month: '2026-11', received_cents: 7500, donations_count: 2 },
    ]);
    expect(res.body.payouts.map((p: any) => [p.amount_cents, p.status, p.status_label, p.result_message])).toEqual([
      [
        4000,
        'FAILED',
        'Échec',
        expect.stringMatching(/^Le compte de versement n’est plus actif .* L’argent est resté dans son séquestre\.$/),
      ],
      [3000, 'SUCCEEDED', 'Versé', null],
    ]);
    expect(res.body.receipts).toEqual([{ number: expect.stringMatching(/1$/), issued_at: '2026-11-01T08:00:00.000Z', amount_cents: 5000 }]);
    const text = JSON.stringify(res.body);
    for (const secret of ['Séraphin', 'Discret', 'secret.donateur', 'Quentin', 'Rapide', 'quentin@']) expect(text).not.toContain(secret);
  });

  it('exports one CSV line per succeeded donation: date, pot, amount with a comma, receipt number', async () => {
    const res = await t.request('/api/v1/charity/exports/money.csv', { headers: { Authorization: `Bearer ${charity.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Date;Cagnotte;Montant (€);Reçu fiscal');
    expect(lines.slice(1)).toEqual([
      '05/10/2026;Course solidaire;12,34;',
      expect.stringMatching(/^01\/11\/2026;Anniversaire de Léa;50,00;\S+1$/),
      '10/11/2026;Anniversaire de Léa;25,00;',
    ]);
    for (const secret of ['Séraphin', 'Discret', 'Quentin', '999,00', '777,00']) expect(body).not.toContain(secret);
  });
});
