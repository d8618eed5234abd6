/**
 * Payouts over plain HTTP, the emulator's side of their failures: to a Recipient (its scope, its
 * status; created then failed when the account is deactivated, the wallet too small or the owner not
 * verified, the payee check that fails a CREATED payout with 121030 a minute later, or at once through
 * `settle`), and the `fail` control route (a CREATED payout FAILED with a given code, the wallet credited
 * back, PAYOUT_NORMAL_FAILED; its checks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARIS, TEST_BIC, TEST_IBAN } from './testing/browser';
import { advanceEmulator, sandboxControl, seedPayIn } from './testing/control';
import { rawClient, type RawClient } from './testing/raw-client';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { REJECTION_SECONDS } from './modules/payouts';

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
/** A recipient left PENDING: the owner's e-mails without the Sandbox's "accept" while it is created. */
async function pendingRecipient() {
  const stored = sandbox.store.get(sandbox.clientId).get('users', ownerId)!;
  const emails = { Email: stored.Email, LegalRepresentativeEmail: stored.LegalRepresentativeEmail };
  Object.assign(stored, { Email: 'asso@example.com', LegalRepresentativeEmail: 'camille@example.com' });
  const created = (await recipient()).body;
  Object.assign(stored, emails);
  expect(created.Status).toBe('PENDING');
  return created;
}
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
  it('refuses a PAYIN-scope recipient (invalid_action, as documented) and a PENDING or CANCELED one (param_error on BankAccountId), debiting nothing', async () => {
    const payin = (await recipient('PAYIN')).body;
    const refused = await payout(payin.Id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ Type: 'invalid_action', Message: 'Payout not allowed for RecipientScope PAYIN' });
    for (const outcome of [null, 'fail'] as const) {
      const pending = await pendingRecipient();
      if (outcome) await control(`/recipients/${pending.Id}/sca`, { outcome });
      const answer = await payout(pending.Id);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        Type: 'param_error',
        errors: { BankAccountId: expect.stringMatching(outcome ? /CANCELED/ : /PENDING/) },
      });
    }
    expect(await balance()).toBe(10_000);
  });

  it('creates a payout to a DEACTIVATED recipient, then fails it with 121006, nothing debited', async () => {
    const active = (await recipient()).body;
    expect(active.Status).toBe('ACTIVE');
    await api.call('PUT', `/recipients/${active.Id}`, { Status: 'DEACTIVATED' });
    const created = await payout(active.Id, 3000);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ Status: 'CREATED', ResultCode: null });
    expect(await balance()).toBe(10_000);
    await advanceEmulator(sandbox, REJECTION_SECONDS * 1000);
    expect((await api.call('GET', `/payouts/${created.body.Id}`)).body).toMatchObject({
      Status: 'FAILED',
      ResultCode: '121006',
      ResultMessage: 'The associated bank account is not active',
    });
    expect(await balance()).toBe(10_000);
    expect((await eventsOf(created.body.Id)).sort()).toEqual(['PAYOUT_NORMAL_CREATED', 'PAYOUT_NORMAL_FAILED']);
  });

  it('creates a payout above the balance (001001) or to an unverified owner (002998), then fails it, nothing debited', async () => {
    const active = (await recipient()).body;
    const tooMuch = (await payout(active.Id, 10_001)).body;
    const users = sandbox.store.get(sandbox.clientId);
    users.get('users', ownerId)!.KYCLevel = 'LIGHT';
    const unverified = (await payout(active.Id, 500)).body;
    users.get('users', ownerId)!.KYCLevel = 'REGULAR';
    expect([tooMuch.Status, unverified.Status]).toEqual(['CREATED', 'CREATED']);
    expect(await balance()).toBe(10_000);
    await advanceEmulator(sandbox, REJECTION_SECONDS * 1000);
    const read = async (id: string) => (await api.call('GET', `/payouts/${id}`)).body;
    expect(await read(tooMuch.Id)).toMatchObject({ Status: 'FAILED', ResultCode: '001001', ResultMessage: 'Unsufficient wallet balance' });
    expect(await read(unverified.Id)).toMatchObject({ Status: 'FAILED', ResultCode: '002998' });
    expect(await balance()).toBe(10_000);
    expect(await eventsOf(unverified.Id)).toContain('PAYOUT_NORMAL_FAILED');
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
