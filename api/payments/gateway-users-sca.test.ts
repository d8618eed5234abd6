/**
 * Users through the SCA endpoints (what Mangopay requires since December 2025), via the gateway: PAYERs
 * ACTIVE at once, OWNERs PENDING_USER_ACTION with a RedirectUrl unless the Sandbox "accept" e-mail trick
 * applies, the terms refusal, the legal representative nested, and the emulator's enrollment page.
 * Runs against the emulator, or Mangopay's Sandbox when configured.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickThrough } from '@entraide/mangopay-sandbox/testing';
import { PaymentProviderError } from './errors';
import { scaRedirectUrl } from './gateway-recipients';
import type { LegalUserScaInput, NaturalUserScaInput } from './gateway-users-sca';
import { realMangopayConfigured, startProviderTarget, type ProviderTarget } from './testing/provider-target';

let target: ProviderTarget;

beforeAll(async () => {
  target = await startProviderTarget();
});
afterAll(() => target.close());

const unique = () => randomUUID().slice(0, 8);
const payer = (): NaturalUserScaInput => ({
  UserCategory: 'PAYER',
  FirstName: 'Léa',
  LastName: 'Durand',
  Email: `lea.${unique()}@example.com`,
  TermsAndConditionsAccepted: false,
});
const owner = (email: string): NaturalUserScaInput => ({
  UserCategory: 'OWNER',
  TermsAndConditionsAccepted: true,
  FirstName: 'Jean',
  LastName: 'Dupont',
  Email: email,
  Birthday: 315532800,
  Nationality: 'FR',
  CountryOfResidence: 'FR',
  PhoneNumber: '0611111111',
  PhoneNumberCountry: 'FR',
  Address: { AddressLine1: '3 rue de la Cité', City: 'Paris', PostalCode: '75004', Country: 'FR' },
});
const charity = (email: string): LegalUserScaInput => ({
  UserCategory: 'OWNER',
  TermsAndConditionsAccepted: true,
  LegalPersonType: 'ORGANIZATION',
  Name: 'Les Ateliers du Test',
  Email: email,
  HeadquartersAddress: { AddressLine1: '1 rue de la Paix', City: 'Paris', PostalCode: '75002', Country: 'FR' },
  LegalRepresentative: {
    FirstName: 'Camille',
    LastName: 'Martin',
    Email: email,
    Birthday: 315532800,
    Nationality: 'FR',
    CountryOfResidence: 'FR',
    PhoneNumber: '0611111111',
    PhoneNumberCountry: 'FR',
  },
});

describe('SCA users', () => {
  it('creates a natural PAYER ACTIVE at once, with no pending action, and reads it back', async () => {
    const created = await target.gateway.createNaturalUserSca(payer(), randomUUID());
    expect(created).toMatchObject({
      PersonType: 'NATURAL',
      UserCategory: 'PAYER',
      UserStatus: 'ACTIVE',
      PendingUserAction: null,
      KYCLevel: 'LIGHT',
    });
    expect(await target.gateway.getUserSca(created.Id)).toEqual(created);
  });

  it('creates a natural OWNER PENDING_USER_ACTION with a RedirectUrl to enroll', async () => {
    const created = await target.gateway.createNaturalUserSca(owner(`jean.${unique()}@example.com`), randomUUID());
    expect(created).toMatchObject({
      UserCategory: 'OWNER',
      UserStatus: 'PENDING_USER_ACTION',
      PhoneNumber: '0611111111',
      Birthday: 315532800,
    });
    expect(new URL(created.PendingUserAction.RedirectUrl).searchParams.get('token')).toMatch(/\w+/);
  });

  it('skips the enrollment when the e-mail contains "accept" (the Sandbox trick)', async () => {
    const created = await target.gateway.createNaturalUserSca(owner(`jean+accept.${unique()}@example.com`), randomUUID());
    expect(created).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null });
  });

  it('refuses an OWNER who has not accepted the terms with a 403', async () => {
    const input = { ...owner(`jean.${unique()}@example.com`), TermsAndConditionsAccepted: false } as unknown as NaturalUserScaInput;
    const error = await target.gateway.createNaturalUserSca(input, randomUUID()).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 403, type: 'user_hasnt_accepted_terms_and_conditions' });
  });

  it('creates a legal ORGANIZATION OWNER with its legal representative nested, pending or not by the trick', async () => {
    const pending = await target.gateway.createLegalUserSca(charity(`contact.${unique()}@ateliers.example`), randomUUID());
    expect(pending).toMatchObject({
      PersonType: 'LEGAL',
      LegalPersonType: 'ORGANIZATION',
      UserStatus: 'PENDING_USER_ACTION',
      LegalRepresentative: { FirstName: 'Camille', LastName: 'Martin', Birthday: 315532800, PhoneNumber: '0611111111' },
      HeadquartersAddress: { City: 'Paris' },
    });
    const active = await target.gateway.createLegalUserSca(charity(`contact+accept.${unique()}@ateliers.example`), randomUUID());
    expect(active).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null });
    expect(await target.gateway.getUserSca(active.Id)).toEqual(active);
  });

  it('gives a wallet to an SCA user, and one user to a retried creation', async () => {
    const key = randomUUID();
    const input = payer();
    const created = await target.gateway.createNaturalUserSca(input, key);
    expect(await target.gateway.createNaturalUserSca(input, key)).toEqual(created);
    const wallet = await target.gateway.createWallet({ ownerId: created.Id, Currency: 'EUR', Description: 'Dons' }, randomUUID());
    expect(wallet.Owners).toEqual([created.Id]);
  });
});

describe('SCA user updates', () => {
  it('updates a legal OWNER’s details through sca/users/legal/{id}, keeping it ACTIVE when the SCA contact is unchanged', async () => {
    const created = await target.gateway.createLegalUserSca(charity(`contact+accept.${unique()}@ateliers.example`), randomUUID());
    const updated = await target.gateway.updateLegalUserSca(created.Id, {
      TermsAndConditionsAccepted: true,
      Name: 'Les Ateliers du Quartier',
      HeadquartersAddress: { AddressLine1: '8 quai des Chartrons', City: 'Bordeaux', PostalCode: '33000', Country: 'FR' },
      LegalRepresentative: { LastName: 'Martin-Durand' },
    });
    expect(updated).toMatchObject({
      Id: created.Id,
      Name: 'Les Ateliers du Quartier',
      HeadquartersAddress: { City: 'Bordeaux' },
      LegalRepresentative: { FirstName: 'Camille', LastName: 'Martin-Durand', PhoneNumber: '0611111111' },
      UserStatus: 'ACTIVE',
      UserCategory: 'OWNER',
    });
    expect(await target.gateway.getUserSca(created.Id)).toEqual(updated);
  });

  it('gives an OWNER a new enrolment session, and refuses one to a PAYER', async () => {
    const owner = await target.gateway.createLegalUserSca(charity(`contact.${unique()}@ateliers.example`), randomUUID());
    expect((await target.gateway.enrollUserSca(owner.Id)).RedirectUrl).toMatch(/^https?:\/\//);
    const payerUser = await target.gateway.createNaturalUserSca(payer(), randomUUID());
    expect(await target.gateway.enrollUserSca(payerUser.Id).catch((e: unknown) => e)).toMatchObject({ status: 400 });
  });

  it('refuses an update of an unknown user with a 404', async () => {
    const error = await target.gateway
      .updateLegalUserSca('999999999', { TermsAndConditionsAccepted: true, Name: 'X' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
  });
});

describe.skipIf(realMangopayConfigured())('SCA enrollment in the emulator (its own page; Mangopay’s sends an SMS code)', () => {
  const returnUrl = 'https://entraide.example/association/espace/authentification/retour?etape=2';

  it("leaves the OWNER PENDING_USER_ACTION on 'Échec', then activates it on 'Authentifier', back at ReturnUrl each time", async () => {
    const created = await target.gateway.createNaturalUserSca(owner(`jean.${unique()}@example.com`), randomUUID());
    const pageUrl = scaRedirectUrl(created.PendingUserAction.RedirectUrl, returnUrl);
    const failed = await clickThrough(pageUrl, 'fail');
    expect(failed.page.status).toBe(200);
    expect(failed.page.html).toContain('Authentifier');
    expect(failed.page.html).toContain('Échec');
    expect(failed.answer).toEqual({ status: 303, location: `${returnUrl}&controlStatus=FAILED` });
    expect(await target.gateway.getUserSca(created.Id)).toMatchObject({ UserStatus: 'PENDING_USER_ACTION' });

    // A new session to retry, the status unchanged until it succeeds.
    const session = await target.gateway.enrollUserSca(created.Id);
    expect(session.RedirectUrl).not.toBe(created.PendingUserAction.RedirectUrl);
    expect(await target.gateway.getUserSca(created.Id)).toMatchObject({ UserStatus: 'PENDING_USER_ACTION' });
    const authenticated = await clickThrough(scaRedirectUrl(session.RedirectUrl, returnUrl), 'authenticate');
    expect(authenticated.answer).toEqual({ status: 303, location: `${returnUrl}&controlStatus=VALIDATED` });
    expect(await target.gateway.getUserSca(created.Id)).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null });
    const events = await target.gateway.listEvents({ EventType: 'USER_ACCOUNT_ACTIVATED', PerPage: 100 });
    expect(events.map((e) => e.ResourceId)).toContain(created.Id);
    expect(await target.gateway.getUserSca(created.Id)).toMatchObject({ Id: created.Id, FirstName: 'Jean', UserStatus: 'ACTIVE' });
    expect((await clickThrough(pageUrl, 'fail')).page.html).toContain('déjà inscrit');
  });

  it('sends an enrolled legal OWNER back to enrolment when its representative’s phone changes', async () => {
    const created = await target.gateway.createLegalUserSca(charity(`contact.${unique()}@ateliers.example`), randomUUID());
    await clickThrough(created.PendingUserAction.RedirectUrl, 'authenticate');
    expect(await target.gateway.getUserSca(created.Id)).toMatchObject({ UserStatus: 'ACTIVE' });
    const moved = await target.gateway.updateLegalUserSca(created.Id, {
      TermsAndConditionsAccepted: true,
      LegalRepresentative: { PhoneNumber: '0622222222', PhoneNumberCountry: 'FR' },
    });
    expect(moved).toMatchObject({ UserStatus: 'PENDING_USER_ACTION', LegalRepresentative: { PhoneNumber: '0622222222' } });
    const again = await clickThrough(scaRedirectUrl(moved.PendingUserAction.RedirectUrl, returnUrl), 'authenticate');
    expect(again.answer).toEqual({ status: 303, location: `${returnUrl}&controlStatus=VALIDATED` });
    expect(await target.gateway.getUserSca(created.Id)).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null });
  });
});
