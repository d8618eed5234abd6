/**
 * Rules of slices 4-5 seen over plain HTTP, where the gateway does not reach: SCA user updates, hook
 * updates (pausing, checks), and the currency rule of transfers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { startHookListener, type HookListener } from './testing/hook-listener';
import { sandboxControl, seedPayIn } from './testing/control';
import { rawClient, type RawClient } from './testing/raw-client';

let sandbox: TestSandbox;
let api: RawClient;
let listener: HookListener;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  api = await rawClient(sandbox.url, sandbox.clientId, sandbox.apiKey);
  listener = await startHookListener();
});
afterAll(async () => {
  await listener.close();
  await sandbox.close();
});

const address = { AddressLine1: '1 rue de la Paix', City: 'Paris', PostalCode: '75002', Country: 'FR' };
const naturalOwner = {
  UserCategory: 'OWNER',
  TermsAndConditionsAccepted: true,
  FirstName: 'Jean',
  LastName: 'Dupont',
  Email: 'jean@example.com',
  Birthday: 315532800,
  Nationality: 'FR',
  CountryOfResidence: 'FR',
  PhoneNumber: '0611111111',
};

describe('SCA user updates', () => {
  it('changes the given fields of a natural user and keeps its status and KYC level; the category stays', async () => {
    const created = (await api.call('POST', '/sca/users/natural', naturalOwner)).body;
    const updated = await api.call('PUT', `/sca/users/natural/${created.Id}`, { LastName: 'Durand', Address: address });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      Id: created.Id,
      FirstName: 'Jean',
      LastName: 'Durand',
      Address: { City: 'Paris' },
      UserStatus: 'PENDING_USER_ACTION',
      KYCLevel: 'LIGHT',
    });
    expect(updated.body.PendingUserAction).toEqual(created.PendingUserAction);
    const category = await api.call('PUT', `/sca/users/natural/${created.Id}`, { UserCategory: 'PAYER' });
    expect([category.status, Object.keys(category.body.errors)]).toEqual([400, ['UserCategory']]);
    expect((await api.call('GET', `/sca/users/legal/${created.Id}`)).status).toBe(404);
    expect((await api.call('GET', `/sca/users/natural/${created.Id}`)).body.LastName).toBe('Durand');
  });

  it('merges a partial legal representative into a legal user, and answers it on GET users/legal/{id}', async () => {
    const created = (
      await api.call('POST', '/sca/users/legal', {
        UserCategory: 'PAYER',
        LegalPersonType: 'ORGANIZATION',
        Name: 'Asso',
        Email: 'asso@example.com',
        LegalRepresentative: { FirstName: 'Claire', LastName: 'Petit' },
      })
    ).body;
    expect(created).toMatchObject({ UserStatus: 'ACTIVE', LegalRepresentative: { FirstName: 'Claire', LastName: 'Petit', Email: null } });
    const updated = (await api.call('PUT', `/sca/users/legal/${created.Id}`, { LegalRepresentative: { LastName: 'Grand' } })).body;
    expect(updated.LegalRepresentative).toMatchObject({ FirstName: 'Claire', LastName: 'Grand' });
    expect((await api.call('GET', `/users/legal/${created.Id}`)).body).toMatchObject({
      LegalRepresentativeFirstName: 'Claire',
      LegalRepresentativeLastName: 'Grand',
    });
  });
  it('sends an enrolled OWNER back to enrolment when its SCA contact changes, and downgrades a REGULAR user whose identity changes', async () => {
    const created = (
      await api.call('POST', '/sca/users/legal', {
        UserCategory: 'OWNER',
        TermsAndConditionsAccepted: true,
        LegalPersonType: 'ORGANIZATION',
        Name: 'Asso',
        Email: 'asso@example.com',
        HeadquartersAddress: address,
        LegalRepresentative: {
          FirstName: 'Claire',
          LastName: 'Petit',
          Email: 'claire@example.com',
          Birthday: 315532800,
          Nationality: 'FR',
          CountryOfResidence: 'FR',
        },
      })
    ).body;
    await sandboxControl(sandbox, 'POST', `/${sandbox.clientId}/users/${created.Id}/sca-enroll`);
    const renamed = (
      await api.call('PUT', `/sca/users/legal/${created.Id}`, { Name: 'Asso du quartier', LegalRepresentative: { PhoneNumber: null } })
    ).body;
    expect(renamed).toMatchObject({ Name: 'Asso du quartier', UserStatus: 'ACTIVE', PendingUserAction: null });
    const stored = sandbox.store.get(sandbox.clientId).get('users', created.Id)!;
    stored.KYCLevel = 'REGULAR';
    const moved = (
      await api.call('PUT', `/sca/users/legal/${created.Id}`, {
        LegalRepresentative: { PhoneNumber: '0622222222', PhoneNumberCountry: 'FR' },
      })
    ).body;
    expect(moved).toMatchObject({ UserStatus: 'PENDING_USER_ACTION', KYCLevel: 'REGULAR' });
    expect(moved.PendingUserAction.RedirectUrl).not.toEqual(created.PendingUserAction.RedirectUrl);
    const other = (await api.call('PUT', `/sca/users/legal/${created.Id}`, { LegalRepresentative: { LastName: 'Grand' } })).body;
    expect(other).toMatchObject({ KYCLevel: 'LIGHT', LegalRepresentative: { LastName: 'Grand' } });
    const events = (await api.call('GET', '/events?EventType=USER_KYC_LIGHT')).body;
    expect(events.map((e: { ResourceId: string }) => e.ResourceId)).toContain(created.Id);
    // The Sandbox trick: an "accept" e-mail skips the re-enrolment.
    await sandboxControl(sandbox, 'POST', `/${sandbox.clientId}/users/${created.Id}/sca-enroll`);
    const accepted = (
      await api.call('PUT', `/sca/users/legal/${created.Id}`, { LegalRepresentative: { Email: 'claire+accept@example.com' } })
    ).body;
    expect(accepted).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null });
  });
});

describe('hook updates', () => {
  it('pauses a DISABLED hook (nothing sent) and sends again once ENABLED; refuses another EventType or a non-http Url', async () => {
    const hook = (await api.call('POST', '/hooks', { EventType: 'USER_KYC_LIGHT', Url: listener.url })).body;
    const disabled = await api.call('PUT', `/hooks/${hook.Id}`, { Status: 'DISABLED' });
    expect(disabled.body).toMatchObject({ Status: 'DISABLED', Validity: 'VALID' });
    sandbox.context.emit({ clientId: sandbox.clientId, EventType: 'USER_KYC_LIGHT', ResourceId: 'paused' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.calls).toEqual([]);
    await api.call('PUT', `/hooks/${hook.Id}`, { Status: 'ENABLED' });
    sandbox.context.emit({ clientId: sandbox.clientId, EventType: 'USER_KYC_LIGHT', ResourceId: 'sent' });
    expect((await listener.waitFor(1)).map((c) => c.query.RessourceId)).toEqual(['sent']);
    expect((await api.call('PUT', `/hooks/${hook.Id}`, { EventType: 'KYC_CREATED' })).body.errors).toEqual({
      EventType: 'The EventType of a hook cannot be changed.',
    });
    expect((await api.call('POST', '/hooks', { EventType: 'KYC_FAILED', Url: 'ftp://example.com/x' })).body.errors).toEqual({
      Url: 'The Url field must be an http or https URL.',
    });
  });
});

describe('transfers', () => {
  it('refuses wallets of two currencies with 400 currency_incompatibility', async () => {
    const user = (await api.call('POST', '/sca/users/natural', { ...naturalOwner, Email: 'jean+accept@example.com' })).body;
    const eur = (await api.call('POST', '/wallets', { Owners: [user.Id], Currency: 'EUR', Description: 'EUR' })).body;
    const gbp = (await api.call('POST', '/wallets', { Owners: [user.Id], Currency: 'GBP', Description: 'GBP' })).body;
    seedPayIn(sandbox, { authorId: user.Id, walletId: eur.Id, amount: 1000 });
    const answer = await api.call('POST', '/transfers', {
      AuthorId: user.Id,
      DebitedWalletId: eur.Id,
      CreditedWalletId: gbp.Id,
      DebitedFunds: { Currency: 'EUR', Amount: 100 },
      Fees: { Currency: 'EUR', Amount: 0 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      Type: 'currency_incompatibility',
      Message: 'Error: multi-currency usage is not authorized',
      errors: { currency: "The Debited Wallet's currency EUR and the Credited Wallet's currency GBP must be the same" },
    });
    expect((await api.call('GET', `/wallets/${eur.Id}`)).body.Balance.Amount).toBe(1000);
  });
});
