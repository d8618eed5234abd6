/**
 * Payouts over plain HTTP, the emulator's side of their failures: to a Recipient (its scope, its
 * status, the payee check that fails a CREATED payout with 121030 a minute later, or at once through
 * `settle`), and the `fail` control route (a CREATED payout FAILED with a given code, the wallet credited
 * back, PAYOUT_NORMAL_FAILED; its checks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARIS, TEST_BIC, TEST_IBAN } from './testing/browser';
import { advanceEmulator, sandboxControl, seedPayIn } from './testing/control';
import { rawClient, type RawClient } from './testing/raw-client';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';

let sandbox: TestSandbox;
let api: RawClient;
let ownerId: string;
let walletId: string;

const control = (path: string, body?: unknown) => sandboxControl(sandbox, 'POST', `/${sandbox.clientId}${path}`, body);
const eur = (Amount: number) => ({ Currency: 'EUR', Amount });
const balance = async () => (await api.call('GET', `/wallets/${walletId}`)).body.Balance.Amount as number;
const eventsOf = async (id: string) =>
  ((await sandboxControl(sandbox, 'GET', `/${sandbox.clientId}/events`)) as Array<{ ResourceId: string; EventType: string }>)
    .filter((e) => e.ResourceId === id)
    .map((e) => e.EventType);

const recipient = (scope: 'PAYOUT' | 'PAYIN' = 'PAYOUT') =>
  api.call('POST', `/users/${ownerId}/recipients`, {
    DisplayName: 'Compte de versement',
    PayoutMethodType: 'LocalBankTransfer',
    RecipientType: 'Business',
    RecipientScope: scope,
    Currency: 'EUR',
    Country: 'FR',
    BusinessRecipient: { BusinessName: 'Asso', Address: PARIS },
    LocalBankTransfer: { EUR: { IBAN: TEST_IBAN, BIC: TEST_BIC } },
  });
const payout = (BankAccountId: string, Amount = 1000) =>
  api.call('POST', '/payouts/bankwire', {
    AuthorId: ownerId,
    DebitedWalletId: walletId,
    BankAccountId,
    DebitedFunds: eur(Amount),
    Fees: eur(0),
  });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  api = await rawClient(sandbox.url, sandbox.clientId, sandbox.apiKey);
  const owner = await api.call('POST', '/sca/users/legal', {
    UserCategory: 'OWNER',
    TermsAndConditionsAccepted: true,
    LegalPersonType: 'ORGANIZATION',
    Name: 'Asso',
    Email: 'asso+accept@example.com',
    HeadquartersAddress: PARIS,
    LegalRepresentative: {
      FirstName: 'Camille',
      LastName: 'Martin',
      Email: 'camille+accept@example.com',
      Birthday: 315532800,
      Nationality: 'FR',
      CountryOfResidence: 'FR',
    },
  });
  ownerId = String(owner.body.Id);
  // Verified as KYC would leave it (KYC itself is tested elsewhere).
  sandbox.store.get(sandbox.clientId).get('users', ownerId)!.KYCLevel = 'REGULAR';
  walletId = (await api.call('POST', '/wallets', { Owners: [ownerId], Currency: 'EUR', Description: 'Séquestre' })).body.Id;
  seedPayIn(sandbox, { authorId: ownerId, walletId, amount: 10_000 });
});
afterAll(() => sandbox.close());

describe('payouts to a Recipient', () => {
  it('refuses a PAYIN-scope recipient as documented, and one that is not ACTIVE (400 invalid_action), debiting nothing', async () => {
    const payin = (await recipient('PAYIN')).body;
    const refused = await payout(payin.Id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ Type: 'invalid_action', Message: 'Payout not allowed for RecipientScope PAYIN' });
    const active = (await recipient()).body;
    expect(active.Status).toBe('ACTIVE');
    await api.call('PUT', `/recipients/${active.Id}`, { Status: 'DEACTIVATED' });
    const deactivated = await payout(active.Id);
    expect(deactivated.status).toBe(400);
    expect(deactivated.body).toMatchObject({ Type: 'invalid_action', Message: expect.stringContaining('DEACTIVATED') });
    expect(await balance()).toBe(10_000);
  });

  it('fails a payout CREATED to a NO_MATCH recipient with 121030 a minute later, the money back', async () => {
    await control('/payee-names', { IBAN: TEST_IBAN, Name: 'Quelqu’un d’autre' });
    const mismatched = (await recipient()).body;
    expect(mismatched.RecipientVerificationOfPayee).toMatchObject({ RecipientVerificationCheck: 'NO_MATCH' });
    const created = (await payout(mismatched.Id, 4000)).body;
    expect(created).toMatchObject({ Status: 'CREATED', RecipientVerificationOfPayee: { RecipientVerificationCheck: 'NO_MATCH' } });
    expect(await balance()).toBe(6000);
    await advanceEmulator(sandbox, 59_000);
    expect((await api.call('GET', `/payouts/${created.Id}`)).body.Status).toBe('CREATED');
    await advanceEmulator(sandbox, 1000);
    expect((await api.call('GET', `/payouts/${created.Id}`)).body).toMatchObject({
      Status: 'FAILED',
      ResultCode: '121030',
      ExecutionDate: null,
    });
    expect(await balance()).toBe(10_000);
    expect((await eventsOf(created.Id)).sort()).toEqual(['PAYOUT_NORMAL_CREATED', 'PAYOUT_NORMAL_FAILED']);

    // `settle` ends such a payout at once, as planned: FAILED, not SUCCEEDED.
    const second = (await payout(mismatched.Id, 500)).body;
    expect((await control(`/payouts/${second.Id}/settle`)).Status).toBe('FAILED');
    expect(await balance()).toBe(10_000);
  });
});

describe('the fail control route', () => {
  it('fails a CREATED payout with the given code (default message), credits the wallet back, once; refuses a bad code and an ended payout', async () => {
    const account = (
      await api.call('POST', `/users/${ownerId}/bankaccounts/iban`, {
        OwnerName: 'Asso',
        OwnerAddress: PARIS,
        IBAN: TEST_IBAN,
        BIC: TEST_BIC,
      })
    ).body;
    const created = (await payout(account.Id, 2500)).body;
    expect(created).toMatchObject({ Status: 'CREATED' });
    expect(created).not.toHaveProperty('RecipientVerificationOfPayee');
    await expect(control(`/payouts/${created.Id}/fail`, { ResultCode: '12' })).rejects.toThrow(/400.*6 digits/);
    await expect(control('/payouts/999999/fail', { ResultCode: '002999' })).rejects.toThrow(/404/);
    const failed = await control(`/payouts/${created.Id}/fail`, { ResultCode: '002999' });
    expect(failed).toMatchObject({ Status: 'FAILED', ResultCode: '002999', ResultMessage: 'The payout was rejected by the bank' });
    expect(await balance()).toBe(10_000);
    await expect(control(`/payouts/${created.Id}/fail`, { ResultCode: '002999' })).rejects.toThrow(/400/);
    expect(await balance()).toBe(10_000);
    expect(await eventsOf(created.Id)).toEqual(['PAYOUT_NORMAL_CREATED', 'PAYOUT_NORMAL_FAILED']);
  });
});
