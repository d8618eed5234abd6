/**
 * The gateway (the real mangopay2-nodejs-sdk over HTTP) against the emulator: users natural and legal
 * (through the SCA endpoints, the only ones since the legacy users/natural|legal were retired), wallets, errors as PaymentProviderError, idempotent creation (sequential and concurrent retries give
 * one resource at the provider), and the SDK never touching the caller's objects.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../test/app';
import { PaymentProviderError } from './errors';
import type { PaymentGateway } from './gateway.types';
import type { LegalUserScaInput, NaturalUserScaInput } from './gateway-users-sca';

let sandbox: TestSandbox;
let gateway: PaymentGateway;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  gateway = sandbox.createGateway();
});
afterAll(() => sandbox.close());

const payer: NaturalUserScaInput = { UserCategory: 'PAYER', FirstName: 'Léa', LastName: 'Durand', Email: 'lea.durand@example.com' };
const charity: LegalUserScaInput = {
  UserCategory: 'OWNER',
  TermsAndConditionsAccepted: true,
  LegalPersonType: 'ORGANIZATION',
  Name: 'Les Ateliers du Test',
  Email: 'contact+accept@ateliers.example',
  HeadquartersAddress: { AddressLine1: '1 rue de la Paix', City: 'Paris', PostalCode: '75002', Country: 'FR' },
  LegalRepresentative: {
    FirstName: 'Camille',
    LastName: 'Martin',
    Email: 'camille+accept@ateliers.example',
    Birthday: 315532800,
    Nationality: 'FR',
    CountryOfResidence: 'FR',
  },
};

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('users', () => {
  it('creates a natural PAYER and reads it back', async () => {
    const created = await gateway.createNaturalUserSca(payer, randomUUID());
    expect(created).toMatchObject({
      Id: expect.stringMatching(/^\d+$/),
      PersonType: 'NATURAL',
      FirstName: 'Léa',
      KYCLevel: 'LIGHT',
      UserCategory: 'PAYER',
    });
    expect(await gateway.getUserSca(created.Id)).toEqual(created);
  });

  it('creates a natural OWNER with its identity fields', async () => {
    const owner: NaturalUserScaInput = {
      UserCategory: 'OWNER',
      TermsAndConditionsAccepted: true,
      FirstName: 'Jean',
      LastName: 'Dupont',
      Email: 'jean+accept@example.com',
      Birthday: 315532800,
      Nationality: 'FR',
      CountryOfResidence: 'FR',
      PhoneNumber: '0611111111',
      PhoneNumberCountry: 'FR',
    };
    const created = await gateway.createNaturalUserSca(owner, randomUUID());
    expect(created).toMatchObject({ UserCategory: 'OWNER', Birthday: 315532800, Nationality: 'FR', TermsAndConditionsAccepted: true });
  });

  it('creates a legal ORGANIZATION owner and reads it back', async () => {
    const created = await gateway.createLegalUserSca(charity, randomUUID());
    expect(created).toMatchObject({
      PersonType: 'LEGAL',
      LegalPersonType: 'ORGANIZATION',
      Name: 'Les Ateliers du Test',
      HeadquartersAddress: { City: 'Paris' },
      LegalRepresentative: { FirstName: 'Camille' },
    });
    expect(await gateway.getUserSca(created.Id)).toEqual(created);
  });

  it('rejects invalid fields with a PaymentProviderError carrying Mangopay’s field messages', async () => {
    const error = await providerError(gateway.createNaturalUserSca({ ...payer, FirstName: '', Email: 'not-an-email' }, randomUUID()));
    expect(error).toMatchObject({
      kind: 'provider',
      status: 400,
      type: 'param_error',
      operation: 'createNaturalUserSca',
      retryable: false,
    });
    expect(error.fields).toEqual({
      FirstName: 'The FirstName field is required.',
      Email: 'The Email field is not a valid e-mail address.',
    });
    expect(error.providerErrorId).toMatch(/#\d+$/);
  });

  it('rejects an unknown user with a 404 ressource_not_found', async () => {
    const error = await providerError(gateway.getUserSca('42'));
    expect(error).toMatchObject({ kind: 'provider', status: 404, type: 'ressource_not_found' });
  });

  it('passes copies to the SDK: the caller’s object is left as it was', async () => {
    const input: NaturalUserScaInput = {
      ...payer,
      Address: { AddressLine1: '1 rue A', City: 'Nantes', PostalCode: '44000', Country: 'FR' },
    };
    const snapshot = structuredClone(input);
    await gateway.createNaturalUserSca(input, randomUUID());
    expect(input).toEqual(snapshot);
  });
});

describe('wallets', () => {
  it('creates a EUR wallet with a zero balance and reads it back; 404 for an unknown one', async () => {
    const owner = await gateway.createLegalUserSca(charity, randomUUID());
    const wallet = await gateway.createWallet(
      { ownerId: owner.Id, Currency: 'EUR', Description: 'Séquestre', Tag: 'assoc:1' },
      randomUUID(),
    );
    expect(wallet).toMatchObject({
      Owners: [owner.Id],
      Currency: 'EUR',
      Balance: { Currency: 'EUR', Amount: 0 },
      Description: 'Séquestre',
      Tag: 'assoc:1',
    });
    expect(await gateway.getWallet(wallet.Id)).toEqual(wallet);
    expect(await providerError(gateway.getWallet('999999'))).toMatchObject({ status: 404, type: 'ressource_not_found' });
  });
});

describe('idempotent creation', () => {
  it('gives the same user to a retry with the same key, and the provider holds one', async () => {
    const key = randomUUID();
    const before = sandbox.records('users').length;
    const first = await gateway.createNaturalUserSca(payer, key);
    const retry = await gateway.createNaturalUserSca(payer, key);
    expect(retry).toEqual(first);
    expect(sandbox.records('users').length).toBe(before + 1);
  });

  it('gives one user to concurrent calls with the same key', async () => {
    const key = randomUUID();
    const before = sandbox.records('users').length;
    const users = await Promise.all(Array.from({ length: 5 }, () => gateway.createNaturalUserSca(payer, key)));
    expect(new Set(users.map((u) => u.Id)).size).toBe(1);
    expect(sandbox.records('users').length).toBe(before + 1);
  });

  it('replays the first error to a retry of a refused creation', async () => {
    const key = randomUUID();
    const first = await providerError(gateway.createNaturalUserSca({ ...payer, LastName: '' }, key));
    const retry = await providerError(gateway.createNaturalUserSca(payer, key));
    expect(retry).toMatchObject({ status: 400, type: 'param_error', fields: first.fields });
  });

  it('refuses a malformed key before calling the provider', async () => {
    await expect(gateway.createNaturalUserSca(payer, 'too-short')).rejects.toThrow(/Invalid idempotency key/);
  });
});
