/**
 * Recipients over plain HTTP: the checks (every failing field listed), validate, who may register a
 * payout account (OWNER enrolled, user present), the PAYIN scope, the hosted SCA page (French, escaped,
 * 404 and 400 pages, no open redirect), deactivation, the payee-check rules and control routes, and the
 * hooks on RECIPIENT_* events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOP_NOT_POSSIBLE_IBAN, VOP_PAYOUT_FAILURE, vopBlocksPayout } from './modules/payee-check';
import { startHookListener, type HookListener } from './testing/hook-listener';
import { PARIS, TEST_BIC, TEST_IBAN } from './testing/browser';
import { sandboxControl } from './testing/control';
import { rawClient, type RawClient } from './testing/raw-client';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';

let sandbox: TestSandbox;
let api: RawClient;
let hooks: HookListener;
let ownerId: string;

const control = (path: string, body?: unknown) => sandboxControl(sandbox, 'POST', `/${sandbox.clientId}${path}`, body);

const legalOwner = (email: string) => ({
  UserCategory: 'OWNER',
  TermsAndConditionsAccepted: true,
  LegalPersonType: 'ORGANIZATION',
  Name: 'Asso',
  Email: email,
  HeadquartersAddress: PARIS,
  LegalRepresentative: {
    FirstName: 'Camille',
    LastName: 'Martin',
    Email: email,
    Birthday: 315532800,
    Nationality: 'FR',
    CountryOfResidence: 'FR',
  },
});

const recipient = (overrides: Record<string, unknown> = {}) => ({
  DisplayName: 'Compte <courant>',
  PayoutMethodType: 'LocalBankTransfer',
  RecipientType: 'Business',
  Currency: 'EUR',
  Country: 'FR',
  BusinessRecipient: { BusinessName: 'Asso <b>& Cie</b>', Address: PARIS },
  LocalBankTransfer: { EUR: { IBAN: TEST_IBAN, BIC: TEST_BIC } },
  ...overrides,
});

async function newOwner(email = 'asso@example.com', enrol = true): Promise<string> {
  const created = await api.call('POST', '/sca/users/legal', legalOwner(email));
  if (enrol && created.body.UserStatus === 'PENDING_USER_ACTION') await control(`/users/${created.body.Id}/sca-enroll`);
  return String(created.body.Id);
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  api = await rawClient(sandbox.url, sandbox.clientId, sandbox.apiKey);
  hooks = await startHookListener();
  for (const EventType of ['RECIPIENT_ACTIVE', 'RECIPIENT_CANCELED', 'RECIPIENT_DEACTIVATED'])
    await api.call('POST', '/hooks', { EventType, Url: hooks.url });
  ownerId = await newOwner();
});
afterAll(async () => {
  await hooks.close();
  await sandbox.close();
});

describe('creating a recipient', () => {
  it('lists every failing field in a param_error, and validate answers the same without creating anything', async () => {
    const body = recipient({
      RecipientType: 'Business',
      BusinessRecipient: { Address: { City: 'Paris' } },
      LocalBankTransfer: { EUR: { IBAN: 'FR7630004000031234567890144', BIC: 'NOTABIC!' } },
      Currency: 'USD',
      Country: 'France',
    });
    for (const path of [`/users/${ownerId}/recipients`, `/users/${ownerId}/recipients/validate`]) {
      const refused = await api.call('POST', path, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ Type: 'param_error' });
      expect(Object.keys(refused.body.errors).sort()).toEqual(
        [
          'BusinessRecipient.Address.AddressLine1',
          'BusinessRecipient.Address.Country',
          'BusinessRecipient.Address.PostalCode',
          'BusinessRecipient.BusinessName',
          'Country',
          'Currency',
          'LocalBankTransfer.EUR.BIC',
          'LocalBankTransfer.EUR.IBAN',
        ].sort(),
      );
    }
    const valid = await api.call('POST', `/users/${ownerId}/recipients/validate`, recipient());
    expect([valid.status, valid.body]).toEqual([200, null]); // 200, no body
    for (const DisplayName of ["L'Atelier", 'x'.repeat(51)]) {
      const named = await api.call('POST', `/users/${ownerId}/recipients/validate`, recipient({ DisplayName }));
      expect([named.status, Object.keys(named.body.errors)]).toEqual([400, ['DisplayName']]);
    }
    expect((await api.call('GET', `/users/${ownerId}/recipients`)).body).toEqual([]);
  });

  it('refuses a PAYER and an OWNER not enrolled (403), and USER_NOT_PRESENT without proxy consent', async () => {
    const payer = await api.call('POST', '/sca/users/natural', {
      UserCategory: 'PAYER',
      FirstName: 'Léa',
      LastName: 'Durand',
      Email: 'lea@example.com',
    });
    const pending = await newOwner('pending@example.com', false);
    for (const userId of [String(payer.body.Id), pending]) {
      const refused = await api.call('POST', `/users/${userId}/recipients`, recipient());
      expect(refused.status).toBe(403);
    }
    expect((await api.call('POST', `/users/${ownerId}/recipients`, recipient({ ScaContext: 'USER_NOT_PRESENT' }))).status).toBe(403);
    expect((await api.call('POST', '/users/123/recipients', recipient())).status).toBe(404);
  });

  it('makes a PAYIN recipient ACTIVE at once, without SCA, and filters the list by scope', async () => {
    const payIn = await api.call('POST', `/users/${ownerId}/recipients`, recipient({ RecipientScope: 'PAYIN' }));
    expect(payIn.body).toMatchObject({ Status: 'ACTIVE', PendingUserAction: null, RecipientScope: 'PAYIN' });
    const listed = await api.call('GET', `/users/${ownerId}/recipients?RecipientScope=PAYIN`);
    expect(listed.body.map((r: { Id: string }) => r.Id)).toEqual([payIn.body.Id]);
    expect(Object.keys(listed.body[0]).sort()).toEqual(
      [
        'Country',
        'CreationDate',
        'Currency',
        'DisplayName',
        'Id',
        'PayoutMethodType',
        'RecipientScope',
        'RecipientType',
        'Status',
        'UserId',
      ].sort(),
    );
    expect(listed.headers.get('x-number-of-items')).toBe('1');
  });
});

describe('the hosted SCA page', () => {
  const pending = async () => {
    const created = await api.call('POST', `/users/${ownerId}/recipients`, recipient());
    expect(created.status).toBe(201); // the reference's "201" answer, not 200
    return created.body;
  };

  it('shows the account escaped, in French, and refuses an unknown session or a missing choice', async () => {
    const created = await pending();
    const page = await fetch(`${created.PendingUserAction.RedirectUrl}&ReturnUrl=${encodeURIComponent('https://entraide.example/r')}`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('Asso &#60;b&#62;&#38; Cie&#60;/b&#62;');
    expect(html).toContain('FR76 •••• 0143');
    expect(html).not.toContain(TEST_IBAN);
    expect((await fetch(`${sandbox.url}/sca-recipient/${sandbox.clientId}?token=nope`)).status).toBe(404);
    const noChoice = await fetch(created.PendingUserAction.RedirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(noChoice.status).toBe(400);
  });

  it('sends the browser back to its returnUrl with controlStatus VALIDATED or FAILED (recipient and enrolment pages)', async () => {
    const back = 'https://entraide.example/retour?etape=2';
    const choose = async (url: string, outcome: 'authenticate' | 'fail') => {
      const answer = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome, ReturnUrl: back }),
      });
      return [answer.status, answer.headers.get('location')];
    };
    expect(await choose((await pending()).PendingUserAction.RedirectUrl, 'authenticate')).toEqual([303, `${back}&controlStatus=VALIDATED`]);
    expect(await choose((await pending()).PendingUserAction.RedirectUrl, 'fail')).toEqual([303, `${back}&controlStatus=FAILED`]);
    const owner = (await api.call('POST', '/sca/users/legal', legalOwner('retour@example.com'))).body;
    expect(owner.UserStatus).toBe('PENDING_USER_ACTION');
    expect(await choose(owner.PendingUserAction.RedirectUrl, 'fail')).toEqual([303, `${back}&controlStatus=FAILED`]);
    expect(await choose(owner.PendingUserAction.RedirectUrl, 'authenticate')).toEqual([303, `${back}&controlStatus=VALIDATED`]);
  });

  it('does not redirect to a non-web ReturnUrl, and the control route settles a session like the buttons', async () => {
    const created = await pending();
    const answer = await fetch(created.PendingUserAction.RedirectUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'authenticate', ReturnUrl: 'javascript:alert(1)' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('déjà été authentifié');
    const other = await pending();
    expect(await control(`/recipients/${other.Id}/sca`, { outcome: 'fail' })).toEqual({ Id: other.Id, Status: 'CANCELED' });
    await expect(control(`/recipients/${other.Id}/sca`, { outcome: 'authenticate' })).rejects.toThrow(/400/);
  });

  it('sends a hook per RECIPIENT_* event; only an ACTIVE recipient can be deactivated (400 Invalid State), and for good', async () => {
    const created = await pending();
    const stillPending = await api.call('PUT', `/recipients/${created.Id}`, { Status: 'DEACTIVATED' });
    expect([stillPending.status, stillPending.body.Message]).toEqual([400, 'Invalid State']);
    await control(`/recipients/${created.Id}/sca`, { outcome: 'authenticate' });
    const deactivated = await api.call('PUT', `/recipients/${created.Id}`, { Status: 'DEACTIVATED' });
    expect(deactivated.body).toMatchObject({ Status: 'DEACTIVATED' });
    expect((await api.call('PUT', `/recipients/${created.Id}`, { Status: 'DEACTIVATED' })).status).toBe(400);
    expect((await api.call('PUT', `/recipients/${created.Id}`, { Status: 'ACTIVE' })).status).toBe(400);
    const canceled = await pending();
    await control(`/recipients/${canceled.Id}/sca`, { outcome: 'fail' });
    expect((await api.call('PUT', `/recipients/${canceled.Id}`, { Status: 'DEACTIVATED' })).status).toBe(400);
    const sent = (type: string, id: string) => (c: { query: Record<string, string> }) =>
      c.query.EventType === type && c.query.RessourceId === id;
    await hooks.waitFor(1, sent('RECIPIENT_ACTIVE', created.Id));
    await hooks.waitFor(1, sent('RECIPIENT_DEACTIVATED', created.Id));
    await hooks.waitFor(1, sent('RECIPIENT_CANCELED', canceled.Id));
  });
});

describe('payee check', () => {
  const vop = async (name: string, iban: string, overrides: Record<string, unknown> = {}) =>
    (
      await api.call(
        'POST',
        `/users/${ownerId}/recipients`,
        recipient({ BusinessRecipient: { BusinessName: name, Address: PARIS }, LocalBankTransfer: { EUR: { IBAN: iban } }, ...overrides }),
      )
    ).body.RecipientVerificationOfPayee;

  it('compares with the bank’s holder name: exact MATCH, close (case, accents, two letters) or NO_MATCH', async () => {
    const iban = 'DE89370400440532013000';
    await control('/payee-names', { IBAN: 'DE89 3704 0044 0532 0130 00', Name: 'Les Amis de Léon' });
    expect((await vop('Les  Amis de Léon ', iban)).RecipientVerificationCheck).toBe('MATCH');
    const close = await vop('LES AMIS DE LEON', iban);
    expect(close.RecipientVerificationCheck).toBe('CLOSE_MATCH');
    expect(close.RecipientVerificationMessage).toMatch(/Suggested name: Les Amis de Léon$/);
    expect((await vop('Les Amis de Lion', iban)).RecipientVerificationCheck).toBe('CLOSE_MATCH');
    expect((await vop('Les Amis de Lyonnais', iban)).RecipientVerificationCheck).toBe('NO_MATCH');
    expect((await vop('Qui que ce soit', VOP_NOT_POSSIBLE_IBAN)).RecipientVerificationCheck).toBe('MATCH_NOT_POSSIBLE');
    expect(await vop('Les Amis de Léon', iban, { Country: 'US' })).toBeNull();
  });

  it('answers a close match naming nobody when the bank suggests no name, as Mangopay does', async () => {
    const iban = 'FR7630006000011234567890189';
    await control('/payee-names', { IBAN: iban, Name: 'Les Amis du Jardin', Suggests: false });
    const close = await vop('LES AMIS DU JARDIN', iban);
    expect(close.RecipientVerificationCheck).toBe('CLOSE_MATCH');
    expect(close.RecipientVerificationMessage).toBe('The account name is a close match.');
  });

  it('tells the payouts which checks block a payout (121030)', async () => {
    const iban = 'IT60X0542811101000000123456';
    await control('/payee-names', { IBAN: iban, Name: 'Amici di Leone' });
    const outcomes = [
      await vop('Amici di Leone', iban),
      await vop('Amici di Leona', iban),
      await vop('Altri', iban),
      await vop('X', VOP_NOT_POSSIBLE_IBAN),
    ];
    expect(outcomes.map((v) => [v.RecipientVerificationCheck, vopBlocksPayout(v)])).toEqual([
      ['MATCH', false],
      ['CLOSE_MATCH', false],
      ['NO_MATCH', true],
      ['MATCH_NOT_POSSIBLE', true],
    ]);
    expect(vopBlocksPayout(null)).toBe(false);
    expect(VOP_PAYOUT_FAILURE.ResultCode).toBe('121030');
  });

  it('refuses an invalid IBAN or a missing name on the control route', async () => {
    await expect(control('/payee-names', { IBAN: 'FR00', Name: 'X' })).rejects.toThrow(/400/);
    await expect(control('/payee-names', { IBAN: TEST_IBAN })).rejects.toThrow(/400/);
  });
});
