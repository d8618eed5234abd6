/**
 * Bank transfer: the donation recorded, the transfer details and their EPC QR payload, the instructions
 * e-mailed, then the wire's arrival simulated by the sandbox's control route moving the pot's total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import type { OutboxMail } from '../../mail/outbox.routes';
import { settlePayin } from '../donations/donation-ledger';
import { PaymentProviderError } from '../errors';
import { newIdempotencyKey, openPot } from '../donations/testing/donation-flows';
import { api, donorWithAccount } from '../subscriptions/testing/monthly-giving';
import { controlFetch } from '@entraide/mangopay-sandbox';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const wire = (token: string | null, potId: number, body: Record<string, unknown>, key?: string) =>
  api(t, token, `/cagnottes/${potId}/donations/bankwire`, {
    json: { charity_donation: body },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('POST /cagnottes/{id}/donations/bankwire', () => {
  it('answers the transfer details with an EPC QR payload, e-mails them, and counts the gift when the wire arrives', async () => {
    const { potId, walletId } = await openPot(t, { closing_day: '2027-06-30' });
    const donor = await donorWithAccount(t, { firstname: 'Inès' });
    const key = newIdempotencyKey();
    const res = await wire(donor.token, potId, { id: potId, amount: 3000, gift_entraide: 250 }, key);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      amount: 3000,
      gift_entraide: 250,
      total_amount: 3250,
      payment_status: 'CREATED',
      BankAccount: {
        OwnerName: 'MANGOPAY SA',
        BIC: 'CCFRFRPPXXX',
        IBAN: 'FR7630056009271234567890182',
        OwnerAddress: { AddressLine1: '2 Avenue Amélie', City: 'Luxembourg', Region: null, Country: 'LU' },
      },
      WireReference: expect.any(String),
      epc_qr_payload: expect.any(String),
    });
    expect(res.body.epc_qr_payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'CCFRFRPPXXX',
      'MANGOPAY SA',
      'FR7630056009271234567890182',
      'EUR32.50',
      'CHAR',
      '',
      res.body.WireReference,
    ]);
    const payin = (t.sandbox?.records('payins') ?? []).find((p) => p.WireReference === res.body.WireReference);
    expect(payin).toMatchObject({
      PaymentType: 'BANK_WIRE',
      Status: 'CREATED',
      DeclaredDebitedFunds: { Amount: 3250 },
      DeclaredFees: { Amount: 250 },
      CreditedWalletId: walletId,
    });
    const stored = await t.db.knex('donations').where({ id: res.body.id }).first();
    expect(stored).toMatchObject({
      payment_method: 'BANKWIRE',
      status: 'CREATED',
      wire_reference: res.body.WireReference,
      mangopay_payin_id: payin?.Id,
    });

    // A retry with the same key creates nothing more.
    const again = await wire(donor.token, potId, { id: potId, amount: 3000, gift_entraide: 250 }, key);
    expect(again.body.WireReference).toBe(res.body.WireReference);
    expect((t.sandbox?.records('payins') ?? []).filter((p) => p.PaymentType === 'BANK_WIRE')).toHaveLength(1);

    const mails: OutboxMail[] = await (await t.outbox(donor.email)).json();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Vos informations de virement pour votre don');
    for (const text of ['FR76 3005 6009 2712 3456 7890 182', 'CCFRFRPPXXX', res.body.WireReference, '32,50'])
      expect(mails[0]?.text).toContain(text);

    expect((await t.db.knex('pots').where({ id: potId }).first('donations_total_amount')).donations_total_amount).toBe(0);
    const accepted = await controlFetch(t.sandbox, `/${String(t.sandbox?.clientId)}/payins/bankwire/${String(payin?.Id)}/accept`, {
      method: 'POST',
    });
    expect(accepted.status).toBe(200);
    await settlePayin(t.deps, String(payin?.Id)); // the PAYIN_NORMAL_SUCCEEDED hook's work
    expect((await t.db.knex('donations').where({ id: res.body.id }).first('status')).status).toBe('SUCCEEDED');
    expect((await t.db.knex('pots').where({ id: potId }).first('donations_total_amount')).donations_total_amount).toBe(3000);
    expect((await t.deps.payments.getWallet(walletId)).Balance.Amount).toBe(3000);
  });

  it('a refused wire fails the donation and leaves the total', async () => {
    const { potId } = await openPot(t, { closing_day: '2027-06-30' });
    const donor = await donorWithAccount(t);
    const res = await wire(donor.token, potId, { amount: 1000 });
    const payinId = (await t.db.knex('donations').where({ id: res.body.id }).first('mangopay_payin_id')).mangopay_payin_id;
    await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/payins/bankwire/${payinId}/reject`, { method: 'POST' });
    await settlePayin(t.deps, payinId);
    expect((await t.db.knex('donations').where({ id: res.body.id }).first('status')).status).toBe('FAILED');
    expect((await t.db.knex('pots').where({ id: potId }).first('donations_total_amount')).donations_total_amount).toBe(0);
  });

  it('answers every bad input with its message', async () => {
    const { potId } = await openPot(t, { closing_day: '2027-06-30' });
    const donor = await donorWithAccount(t);
    const detail = async (body: Record<string, unknown>) => (await wire(donor.token, potId, body)).body.errors?.[0]?.detail;
    expect(await detail({ amount: 0 })).toBe('Merci de saisir le montant de votre don');
    expect(await detail({ amount: 99 })).toBe('La contribution minimum est de 1,00 €');
    expect(await detail({ amount: 10_000_001 })).toBe("Le montant maximum d'un don est de 100 000,00 €");
    expect((await wire(null, potId, { amount: 1000 })).status).toBe(401);
    expect((await wire(donor.token, 999_999, { amount: 1000 })).status).toBe(404);
    await t.db.knex('pots').where({ id: potId }).update({ closed_at: t.clock.now() });
    const closed = await wire(donor.token, potId, { amount: 1000 });
    expect([closed.status, closed.body.errors[0].detail]).toEqual([422, 'La cagnotte est déjà fermée']);
  });

  it('without a provider profile that can be made: "Votre profil est incomplet…"', async () => {
    const { potId } = await openPot(t, { closing_day: '2027-06-30' });
    const donor = await donorWithAccount(t);
    // No provider account, and the provider cannot make one now (unreachable for this call).
    await t.db.knex('users').where({ id: donor.id }).update({ mangopay_user_id: null, mangopay_wallet_id: null });
    const payments = t.deps.payments;
    const original = payments.createNaturalUserSca;
    payments.createNaturalUserSca = async () => {
      throw new PaymentProviderError('network', 'connection refused', { operation: 'createNaturalUserSca', code: 'ECONNREFUSED' });
    };
    const res = await wire(donor.token, potId, { amount: 1000 }).finally(() => {
      payments.createNaturalUserSca = original;
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].detail).toBe(
      'Votre profil est incomplet, merci de le mettre à jour et vérifier que votre adresse est valide.',
    );
  });
});
