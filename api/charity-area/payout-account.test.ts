// The charity's payout account as a provider Recipient: registered with the representative present (SCA
// page, then back to our return page), the payee check shown in French (match, close match with the bank's
// name, no match), a replaced account deactivated at the provider, payouts refused in French while the
// account is not usable, then sent to the recipient (its id as BankAccountId); the manager sees it read-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickThrough, sandboxControl } from '@entraide/mangopay-sandbox/testing';
import { startTestApp, type TestContext } from '../../test/app';
import { referenceIds } from '../pots/testing/pot-factories';
import { ensureCharityWallet } from '../payments/donations/testing/donation-flows';
import { call, newIdempotencyKey, paidDonation, signedInManager, verifyCharity } from '../manager/testing/manager-flows';
import { legalDetailsBody, signedInCharity } from './testing/charity-flows';

let t: TestContext;
let manager: { id: number; token: string };
let charity: { id: number; token: string };
let charityId: number;
let providerUserId: string;
const IBAN = 'FR7630004000031234567890143';
const RETURN = '/association/espace/compte-de-versement/retour';
beforeAll(async () => {
  t = await startTestApp();
  manager = await signedInManager(t);
  charityId = (await referenceIds(t.db.knex)).charity;
  await ensureCharityWallet(t, charityId);
  providerUserId = (await t.db.knex('assocs').where({ id: charityId }).first('mangopay_user_id')).mangopay_user_id;
  charity = await signedInCharity(t, charityId, 'tresorier@jardins.example');
});
afterAll(() => t.close());

const control = (path: string, body?: unknown) => sandboxControl(t.sandbox!, 'POST', `/${t.sandbox!.clientId}${path}`, body);
const putAccount = (fields: Record<string, unknown>) =>
  call(t, charity.token, '/charity/payout_account', { method: 'PUT', json: { payout_account: fields } });
const refresh = () => call(t, charity.token, '/charity/payout_account/refresh', { method: 'POST' });
const payout = () =>
  call(t, manager.token, `/manager/charities/${charityId}/payouts`, {
    method: 'POST',
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });

describe('the payout account', () => {
  it('needs valid fields, the legal details and the representative’s SCA first', async () => {
    const bad = await putAccount({ holder_name: '', iban: 'FR76 1234' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['holder_name', 'iban']);
    const noDetails = await putAccount({ holder_name: 'Les Jardins Partagés', iban: IBAN });
    expect(noDetails.body.errors[0]).toMatchObject({ code: 'legal_details_missing' });
    expect(
      (await call(t, charity.token, '/charity/legal_details', { method: 'PUT', json: { legal_details: legalDetailsBody() } })).status,
    ).toBe(200);
    const noSca = await putAccount({ holder_name: 'Les Jardins Partagés', iban: IBAN });
    expect(noSca.status).toBe(422);
    expect(noSca.body.errors[0]).toMatchObject({ code: 'sca_not_enrolled' });
    expect(t.sandbox?.records('recipients') ?? []).toHaveLength(0);
    // A payout is refused, in French, with nothing recorded.
    const refused = await payout();
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ code: 'payout_account_missing' });
    expect(await t.db.knex('payouts').where({ assoc_id: charityId })).toHaveLength(0);
  });

  it('registers a recipient with the representative present; a name the bank does not know is NO_MATCH and unusable', async () => {
    await control(`/users/${providerUserId}/sca-enroll`);
    await control('/payee-names', { IBAN, Name: 'Association Les Jardins Partagés' });
    const res = await putAccount({ holder_name: 'Club de Pétanque du Port', iban: 'FR76 3000 4000 0312 3456 7890 143', bic: 'bnpafrpp' });
    expect(res.status).toBe(200);
    expect(res.body.payout_account).toMatchObject({
      holder_name: 'Club de Pétanque du Port',
      iban_masked: 'FR76 **** **** 0143',
      status: 'pending_sca',
      verification: {
        check: 'NO_MATCH',
        suggested_name: null,
        message:
          'Le nom ne correspond pas au titulaire de ce compte. Corrigez le nom du titulaire ou indiquez un autre compte : aucun versement ne peut être fait vers ce compte.',
      },
      usable: false,
    });
    const recipientId = (await t.db.knex('charity_bank_accounts').where({ id: res.body.payout_account.id }).first())
      .mangopay_bank_account_id;
    const atProvider = await t.deps.payments.getRecipient(recipientId);
    expect(atProvider).toMatchObject({
      UserId: providerUserId,
      Status: 'PENDING',
      ScaContext: 'USER_PRESENT',
      RecipientScope: 'PAYOUT',
      BusinessRecipient: { BusinessName: 'Club de Pétanque du Port' },
    });
    expect(new URL(res.body.redirect_url).searchParams.get('returnUrl')).toBe(`${t.deps.config.PUBLIC_URL}${RETURN}`);
    // The representative authenticates on the provider's page and comes back to our page.
    const visit = await clickThrough(res.body.redirect_url, 'authenticate');
    expect(visit.answer.location).toBe(`${t.deps.config.PUBLIC_URL}${RETURN}?controlStatus=VALIDATED`);
    const after = await refresh();
    expect(after.body.payout_account).toMatchObject({ status: 'active', usable: false, verification: { check: 'NO_MATCH' } });
    const refused = await payout();
    expect(refused.body.errors[0]).toMatchObject({
      code: 'payout_account_missing',
      detail:
        'Versement impossible : la banque n’a pas confirmé le nom du titulaire du compte de versement. Son représentant s’en occupe depuis l’espace association.',
    });
  });

  it('a corrected name replaces the account (the old recipient deactivated); a close match shows the bank’s name and is usable', async () => {
    const old = (await call(t, charity.token, '/charity/overview')).body.payout_account;
    const oldRecipient = (await t.db.knex('charity_bank_accounts').where({ id: old.id }).first()).mangopay_bank_account_id;
    const res = await putAccount({ holder_name: 'Association Les Jardins Partages', iban: IBAN });
    expect(res.status).toBe(200);
    expect(res.body.payout_account.verification).toEqual({
      check: 'CLOSE_MATCH',
      suggested_name: 'Association Les Jardins Partagés',
      message: 'Le nom est proche de celui du titulaire : Association Les Jardins Partagés. Vérifiez-le ; vous pouvez corriger le nom.',
    });
    expect((await t.deps.payments.getRecipient(oldRecipient)).Status).toBe('DEACTIVATED');
    const recipientId = (await t.db.knex('charity_bank_accounts').where({ id: res.body.payout_account.id }).first())
      .mangopay_bank_account_id;
    await control(`/recipients/${recipientId}/sca`, { outcome: 'authenticate' });
    // Payouts re-read a recipient still PENDING here: no need for the return page to have been seen.
    await verifyCharity(t, charityId);
    await paidDonation(t, { amount: 4200 });
    const paid = await payout();
    expect(paid.status).toBe(201);
    const sent = (t.sandbox?.records('payouts') ?? []).find((p) => p.Id === paid.body.mangopay_payout_id);
    expect(sent).toMatchObject({ BankAccountId: recipientId, DebitedFunds: { Amount: 4200 } });
    const overview = await call(t, charity.token, '/charity/overview');
    expect(overview.body.payout_account).toMatchObject({ status: 'active', usable: true });
    expect(overview.body.steps).toMatchObject({ legal_details: true, sca: true, payout_account: true });
    // The manager sees it, read-only.
    const seen = await call(t, manager.token, `/manager/charities/${charityId}`);
    expect(seen.body.payout_account).toMatchObject({
      id: res.body.payout_account.id,
      holder_name: 'Association Les Jardins Partages',
      usable: true,
    });
    expect((await call(t, manager.token, `/manager/charities/${charityId}/bank_account`, { method: 'PUT', json: {} })).status).toBe(404);
  });

  it('replaces an account whose SCA was never done (the provider cannot deactivate a PENDING recipient) and tells the managers', async () => {
    const first = await putAccount({ holder_name: 'Association Les Jardins Partagés', iban: IBAN });
    expect(first.body.payout_account).toMatchObject({ status: 'pending_sca' });
    const firstRecipient = (await t.db.knex('charity_bank_accounts').where({ id: first.body.payout_account.id }).first())
      .mangopay_bank_account_id;
    const second = await putAccount({ holder_name: 'Les Jardins Partagés (association)', iban: IBAN });
    expect(second.status).toBe(200);
    expect(second.body.payout_account).toMatchObject({ holder_name: 'Les Jardins Partagés (association)', status: 'pending_sca' });
    expect((await call(t, charity.token, '/charity/overview')).body.payout_account.id).toBe(second.body.payout_account.id);
    expect((await t.deps.payments.getRecipient(firstRecipient)).Status).toBe('PENDING');
    const audit = await call(t, manager.token, `/manager/audit_log?entity_type=charity&entity_id=${charityId}`);
    expect(audit.body).toContainEqual(
      expect.objectContaining({
        action: 'charity.payout_account_not_deactivated',
        details: { recipient_id: firstRecipient, provider_status: 'PENDING' },
      }),
    );
  });
});
