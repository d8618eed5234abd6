/**
 * Recipients through the gateway and the real SDK: a charity (legal OWNER) enrolled in SCA registers a
 * payout account with the user present, goes through the hosted SCA page and back to its ReturnUrl
 * (ACTIVE or CANCELED), reads and lists it, deactivates it; the refusals (user not enrolled, user not
 * present without a proxy consent); and the Verification of Payee outcomes. The page, the enrolment
 * without its page and the bank's holder names are the emulator's: those tests skip against Mangopay.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickThrough, sandboxControl } from '@entraide/mangopay-sandbox/testing';
import { PaymentProviderError } from './errors';
import { scaRedirectUrl, suggestedPayeeName, type RecipientInput } from './gateway-recipients';
import type { LegalUserScaInput } from './gateway-users-sca';
import { realMangopayConfigured, startProviderTarget, type ProviderTarget } from './testing/provider-target';

let target: ProviderTarget;

beforeAll(async () => {
  target = await startProviderTarget();
});
afterAll(() => target.close());

const againstMangopay = realMangopayConfigured();
const unique = () => randomUUID().slice(0, 8);
const PARIS = { AddressLine1: '1 rue de la Paix', City: 'Paris', PostalCode: '75002', Country: 'FR' };
const IBAN = 'FR7630004000031234567890143';
const RETURN_URL = 'https://entraide.example/association/espace/compte-de-versement/retour?etape=3';

const charity = (email: string): LegalUserScaInput => ({
  UserCategory: 'OWNER',
  TermsAndConditionsAccepted: true,
  LegalPersonType: 'ORGANIZATION',
  Name: 'Les Ateliers du Test',
  Email: email,
  HeadquartersAddress: PARIS,
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

const account = (BusinessName = 'Les Ateliers du Test', iban = IBAN): RecipientInput => ({
  DisplayName: 'Compte de versement',
  RecipientType: 'Business',
  Country: 'FR',
  IBAN: iban,
  BIC: 'BNPAFRPP',
  BusinessRecipient: { BusinessName, Address: PARIS },
});

const control = (path: string, body?: unknown) => sandboxControl(target.sandbox!, 'POST', `/${target.sandbox!.clientId}${path}`, body);

/** An OWNER charity enrolled in SCA through the emulator's control route (the page is tested in gateway-users-sca). */
async function enrolledCharity(): Promise<string> {
  const user = await target.gateway.createLegalUserSca(charity(`contact.${unique()}@ateliers.example`), randomUUID());
  await control(`/users/${user.Id}/sca-enroll`);
  return user.Id;
}

describe.skipIf(againstMangopay)('recipients with SCA in the emulator (its own page; Mangopay’s asks for an SMS code or a passkey)', () => {
  it('registers a payout account PENDING, activates it on the hosted page and returns to ReturnUrl', async () => {
    const userId = await enrolledCharity();
    const created = await target.gateway.createRecipient(userId, account(), 'USER_PRESENT', randomUUID());
    expect(created).toMatchObject({
      ScaContext: 'USER_PRESENT',
      UserId: userId,
      Status: 'PENDING',
      PayoutMethodType: 'LocalBankTransfer',
      RecipientType: 'Business',
      RecipientScope: 'PAYOUT',
      Currency: 'EUR',
      Country: 'FR',
      LocalBankTransfer: { EUR: { IBAN, BIC: 'BNPAFRPP' } },
      BusinessRecipient: { BusinessName: 'Les Ateliers du Test', Address: { City: 'Paris' } },
      RecipientVerificationOfPayee: { RecipientVerificationCheck: 'MATCH' },
    });
    const pageUrl = scaRedirectUrl(created.PendingUserAction.RedirectUrl, RETURN_URL);
    expect(new URL(pageUrl).searchParams.get('returnUrl')).toBe(RETURN_URL);
    expect(pageUrl).toContain(`returnUrl=${encodeURIComponent(RETURN_URL)}`);

    const visit = await clickThrough(pageUrl, 'authenticate');
    expect(visit.page.status).toBe(200);
    expect(visit.page.html).toContain('Authentifier');
    expect(visit.page.html).toContain('Échec');
    expect(visit.answer).toEqual({ status: 303, location: `${RETURN_URL}&controlStatus=VALIDATED` });
    const active = await target.gateway.getRecipient(created.Id);
    expect(active).toMatchObject({ Id: created.Id, Status: 'ACTIVE', PendingUserAction: null });
    const events = await target.gateway.listEvents({ EventType: 'RECIPIENT_ACTIVE', PerPage: 100 });
    expect(events.map((e) => e.ResourceId)).toContain(created.Id);

    // A second visit changes nothing: the page says it is done, a late 'Échec' only sends the browser back.
    const late = await clickThrough(pageUrl, 'fail');
    expect(late.page.html).toContain('déjà été authentifié');
    expect((await target.gateway.getRecipient(created.Id)).Status).toBe('ACTIVE');
  });

  it("leaves the account CANCELED on 'Échec', back at ReturnUrl", async () => {
    const userId = await enrolledCharity();
    const created = await target.gateway.createRecipient(userId, account(), 'USER_PRESENT', randomUUID());
    const visit = await clickThrough(scaRedirectUrl(created.PendingUserAction.RedirectUrl, RETURN_URL), 'fail');
    expect(visit.answer).toEqual({ status: 303, location: `${RETURN_URL}&controlStatus=FAILED` });
    expect(await target.gateway.getRecipient(created.Id)).toMatchObject({ Status: 'CANCELED', PendingUserAction: null });
    const events = await target.gateway.listEvents({ EventType: 'RECIPIENT_CANCELED', PerPage: 100 });
    expect(events.map((e) => e.ResourceId)).toContain(created.Id);
  });

  it('answers the three payee-check outcomes from the bank’s holder name, and MATCH_NOT_POSSIBLE for its test IBAN', async () => {
    const userId = await enrolledCharity();
    const iban = 'FR1420041010050500013M02606';
    await control('/payee-names', { IBAN: iban, Name: 'Association Les Ateliers du Test' });
    const check = async (name: string, accountIban = iban) =>
      (await target.gateway.createRecipient(userId, account(name, accountIban), 'USER_PRESENT', randomUUID())).RecipientVerificationOfPayee;

    expect(await check('Association Les Ateliers du Test')).toMatchObject({ RecipientVerificationCheck: 'MATCH' });
    const close = await check('association les ateliers du tést');
    expect(close).toMatchObject({ RecipientVerificationCheck: 'CLOSE_MATCH' });
    expect(suggestedPayeeName(close)).toBe('Association Les Ateliers du Test');
    expect(await check('Association Les Ateliers du Tost')).toMatchObject({ RecipientVerificationCheck: 'CLOSE_MATCH' });
    const none = await check('Les Jardins Partagés');
    expect(none).toMatchObject({ RecipientVerificationCheck: 'NO_MATCH' });
    expect(suggestedPayeeName(none)).toBeNull();
    expect(await check('Les Ateliers du Test', 'FR7630004000009999999999942')).toMatchObject({
      RecipientVerificationCheck: 'MATCH_NOT_POSSIBLE',
    });
  });
});

describe('recipients', () => {
  it('refuses a payout account for an OWNER who has not enrolled in SCA', async () => {
    const pending = await target.gateway.createLegalUserSca(charity(`contact.${unique()}@ateliers.example`), randomUUID());
    const error = await target.gateway.createRecipient(pending.Id, account(), 'USER_PRESENT', randomUUID()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 403 });
  });

  it('refuses USER_NOT_PRESENT without a proxy consent', async () => {
    const user = await target.gateway.createLegalUserSca(charity(`contact+accept.${unique()}@ateliers.example`), randomUUID());
    const error = await target.gateway.createRecipient(user.Id, account(), 'USER_NOT_PRESENT', randomUUID()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
  });

  it('activates at once with the Sandbox "accept" e-mail, lists, deactivates (twice: the same answer) and keeps one recipient per retried key', async () => {
    const user = await target.gateway.createLegalUserSca(charity(`contact+accept.${unique()}@ateliers.example`), randomUUID());
    const key = randomUUID();
    const created = await target.gateway.createRecipient(user.Id, account(), 'USER_PRESENT', key);
    expect(created).toMatchObject({ Status: 'ACTIVE', PendingUserAction: null });
    expect(await target.gateway.createRecipient(user.Id, account(), 'USER_PRESENT', key)).toEqual(created);

    const listed = await target.gateway.listUserRecipients(user.Id);
    expect(listed).toEqual([
      {
        Id: created.Id,
        CreationDate: created.CreationDate,
        DisplayName: 'Compte de versement',
        PayoutMethodType: 'LocalBankTransfer',
        RecipientType: 'Business',
        Currency: 'EUR',
        Country: 'FR',
        UserId: user.Id,
        Status: 'ACTIVE',
        RecipientScope: 'PAYOUT',
      },
    ]);
    expect(await target.gateway.listUserRecipients(user.Id, { RecipientScope: 'PAYIN' })).toEqual([]);

    const deactivated = await target.gateway.deactivateRecipient(created.Id);
    expect(deactivated).toMatchObject({ Id: created.Id, Status: 'DEACTIVATED' });
    expect(await target.gateway.deactivateRecipient(created.Id)).toMatchObject({ Status: 'DEACTIVATED' });
    expect(await target.gateway.getRecipient(created.Id)).toMatchObject({ Status: 'DEACTIVATED' });
  });

  it('answers 404 for an unknown recipient', async () => {
    const error = await target.gateway.getRecipient('999999999').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
  });
});

describe('scaRedirectUrl', () => {
  it('adds the percent-encoded returnUrl and keeps the session token', () => {
    const url = scaRedirectUrl('https://sca.example/session?token=abc', 'https://entraide.example/retour?a=1&b=é');
    expect(url).toBe('https://sca.example/session?token=abc&returnUrl=https%3A%2F%2Fentraide.example%2Fretour%3Fa%3D1%26b%3D%C3%A9');
    expect(() => scaRedirectUrl('https://sca.example/session', 'javascript:alert(1)')).toThrow();
  });
});
