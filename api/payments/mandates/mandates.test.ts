/**
 * Bank accounts and the one-off mandate donation end to end: the account registered, the mandate page
 * confirmed on the sandbox, the donation recorded before the debit, one debit only after the return,
 * the debit settled by the sandbox's control route and counted on the pot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import type { OutboxMail } from '../../mail/outbox.routes';
import { newIdempotencyKey, openPot } from '../donations/testing/donation-flows';
import {
  answerMandatePage,
  api,
  bankAccountBody,
  confirmReturn,
  donorWithAccount,
  newMandate,
  settleDirectDebits,
} from '../subscriptions/testing/monthly-giving';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = (token: string | null, body: Record<string, unknown>) =>
  api(t, token, '/user/bank_accounts/register', { json: { bank_account: bankAccountBody(body) } });
const detailsOf = (res: { body: Record<string, any> }) =>
  res.body.errors?.map((e: { detail: string; field?: string }) => [e.field, e.detail]);

describe('POST /user/bank_accounts/register', () => {
  it.each([
    [{ iban: '' }, 'iban', 'Votre IBAN est obligatoire'],
    [{ iban: 'FR76 3000 4000 0312 3456 7890 14' }, 'iban', 'Votre IBAN est invalide'], // one character short
    [{ iban: 'FR77 3000 4000 0312 3456 7890 143' }, 'iban', 'Votre IBAN est invalide'], // mod 97
    [{ bic: '' }, 'bic', 'Votre BIC est obligatoire'],
    [{ bic: 'BNP' }, 'bic', 'Votre BIC est invalide'],
    [{ bank_account_holder: '' }, 'bank_account_holder', 'Ce champ est obligatoire'],
    [{ bank_account_city: '' }, 'bank_account_city', 'Ce champ est obligatoire'],
  ])('%j -> %s: %s', async (change, field, detail) => {
    const donor = await donorWithAccount(t);
    const res = await register(donor.token, change);
    expect(res.status).toBe(422);
    expect(detailsOf(res)).toContainEqual([field, detail]);
  });

  it('registers the account (masked IBAN only kept), asks for a mandate, and reuses the account for the same IBAN', async () => {
    const donor = await donorWithAccount(t);
    const first = await register(donor.token, {});
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ bank_account: { Id: expect.any(String), Active: true }, register_mandate: true, mandate: null });
    const stored = await t.db.knex('bank_accounts').where({ user_id: donor.id });
    expect(stored).toHaveLength(1);
    expect(stored[0].iban_masked).toBe('FR76 **** **** 0143');
    expect(JSON.stringify(stored)).not.toContain('3000400003123456789');
    const again = await register(donor.token, { iban: 'fr7630004000031234567890143' });
    expect(again.body.bank_account.Id).toBe(first.body.bank_account.Id);
    expect(await t.db.knex('bank_accounts').where({ user_id: donor.id })).toHaveLength(1);
    expect((await register(null, {})).status).toBe(401);
  });
});

describe('mandates', () => {
  it('keeps the return URL on the site, and hides another person’s mandate', async () => {
    const donor = await donorWithAccount(t);
    const registered = await register(donor.token, {});
    const foreign = await api(t, donor.token, `/user/bank_accounts/${registered.body.bank_account.Id}/mandate/new`, {
      json: { return_url: 'https://evil.example/x' },
    });
    expect(foreign.status).toBe(422);
    const mandate = await api(t, donor.token, `/user/bank_accounts/${registered.body.bank_account.Id}/mandate/new`, {
      json: { return_url: '/participate/3/confirmation' },
    });
    expect(mandate.status).toBe(201);
    expect(mandate.body).toEqual({
      Id: expect.any(String),
      DocumentURL: expect.any(String),
      BankReference: null,
      BankAccountId: registered.body.bank_account.Id,
      MandateType: 'DIRECT_DEBIT',
      RedirectURL: expect.stringContaining('/confirmation'),
      Status: 'CREATED',
    });
    const sent = (t.sandbox?.records('mandates') ?? []).find((m) => m.Id === mandate.body.Id);
    expect(String(sent?.ReturnURL)).toMatch(
      new RegExp(`^${t.deps.config.PUBLIC_URL.replace(/[/.]/g, '\\$&')}/participate/3/confirmation\\?MandateId=`),
    );
    expect((await api(t, donor.token, `/user/mandate/${mandate.body.Id}`, { method: 'GET' })).body.Id).toBe(mandate.body.Id);
    const other = await donorWithAccount(t);
    expect((await api(t, other.token, `/user/mandate/${mandate.body.Id}`, { method: 'GET' })).status).toBe(404);
    expect((await api(t, other.token, `/mandates/${mandate.body.Id}/confirmed`)).status).toBe(404);
    expect((await api(t, null, `/mandates/${mandate.body.Id}/confirmed`)).status).toBe(404);
    expect((await api(t, other.token, `/user/bank_accounts/${registered.body.bank_account.Id}/mandate/new`, { json: {} })).status).toBe(
      404,
    );
  });
});

describe('one-off donation by SEPA direct debit', () => {
  it('records the donation, debits once after the mandate page, and counts it on the pot when settled', async () => {
    const { potId, walletId } = await openPot(t, { closing_day: '2027-06-30' });
    const donor = await donorWithAccount(t);
    const mandate = await newMandate(t, donor.token, `/participate/${potId}/confirmation`);
    const donate = () =>
      api(t, donor.token, `/cagnottes/${potId}/donations`, {
        headers: { 'Idempotency-Key': key },
        json: {
          charity_donation: {
            amount: 4000,
            gift_entraide: 200,
            is_visible: true,
            is_anonymous: false,
            payment_info: {
              PaymentType: 'MANDATE',
              mandateID: mandate.Id,
              mandateDocURL: mandate.DocumentURL,
              bankAccountID: mandate.BankAccountId,
              mandateCulture: 'FR',
              process_payin_dds: false,
            },
          },
        },
      });
    const key = newIdempotencyKey();
    const created = await donate();
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), payment_status: 'CREATED' });
    const payins = () => (t.sandbox?.records('payins') ?? []).filter((p) => p.MandateId === mandate.Id);
    expect(payins()).toHaveLength(0); // not before the payer confirmed the mandate

    const back = await answerMandatePage(mandate.RedirectURL, 'confirm');
    expect(back).toContain(`MandateId=${mandate.Id}`);
    const processed = await confirmReturn(t, donor.token, mandate.Id);
    expect(processed.status).toBe(200);
    expect(processed.body).toMatchObject({
      Id: mandate.Id,
      Status: 'SUBMITTED',
      donations: [{ id: created.body.id, payment_status: 'CREATED' }],
      subscriptions: [],
    });
    await confirmReturn(t, null, mandate.Id); // the page reloaded, without a token
    await donate(); // the donation request replayed
    expect(payins()).toHaveLength(1);
    expect(payins()[0]).toMatchObject({ DebitedFunds: { Amount: 4200 }, Fees: { Amount: 200 }, CreditedWalletId: walletId });

    await settleDirectDebits(t, { payinId: String(payins()[0]?.Id) });
    expect((await t.db.knex('donations').where({ id: created.body.id }).first('status')).status).toBe('SUCCEEDED');
    expect((await t.db.knex('pots').where({ id: potId }).first('donations_total_amount')).donations_total_amount).toBe(4000);

    const mails: OutboxMail[] = await (await t.outbox(donor.email)).json();
    const confirmation = mails.find((m) => m.subject === 'Votre mandat de prélèvement SEPA est confirmé');
    expect(confirmation?.text).toContain('FR76 **** **** 0143');
    expect(confirmation?.text).toContain('42,00');

    // The account now has a usable mandate: no new one is asked.
    const again = await register(donor.token, {});
    expect(again.body).toMatchObject({ register_mandate: false, mandate: { Id: mandate.Id, MandateType: 'DIRECT_DEBIT' } });
  });

  it('a mandate cancelled on its page fails the waiting donation, and a donation on it is refused', async () => {
    const { potId } = await openPot(t, { closing_day: '2027-06-30' });
    const donor = await donorWithAccount(t);
    const mandate = await newMandate(t, donor.token);
    const body = {
      charity_donation: { amount: 1500, payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id, process_payin_dds: false } },
    };
    const created = await api(t, donor.token, `/cagnottes/${potId}/donations`, { json: body });
    await answerMandatePage(mandate.RedirectURL, 'cancel');
    const processed = await confirmReturn(t, donor.token, mandate.Id);
    expect(processed.body).toMatchObject({ Status: 'FAILED', donations: [{ id: created.body.id, payment_status: 'FAILED' }] });
    const refused = await api(t, donor.token, `/cagnottes/${potId}/donations`, { json: body });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toBe("Ce mandat de prélèvement n'est plus valable, merci d'en signer un nouveau");
  });
});
