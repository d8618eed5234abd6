/**
 * The browser-facing side of the emulator over plain HTTP: the tokenizer (CORS, text answers), the
 * browser kit's unauthenticated registration update, the 3-D Secure and mandate pages (French HTML,
 * escaped values, CSP, 404 and 400 pages), and the control routes: for a localhost Host with the
 * control token only, and their answers on wrong input.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { BROWSER, nextYear, PARIS, TEST_IBAN } from './testing/browser';
import { naturalPayer, rawClient, rawRequest, type RawClient } from './testing/raw-client';
import { controlHeaders } from './control-access';

let sandbox: TestSandbox;
let api: RawClient;
let payerId: string;
let walletId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  api = await rawClient(sandbox.url, sandbox.clientId, sandbox.apiKey);
  payerId = (await api.call('POST', '/sca/users/natural', naturalPayer())).body.Id;
  const charity = await api.call('POST', '/sca/users/legal', {
    UserCategory: 'PAYER',
    LegalPersonType: 'ORGANIZATION',
    Name: '<b>Asso & Cie</b>',
    Email: 'asso@example.com',
    LegalRepresentative: { FirstName: 'A', LastName: 'B' },
  });
  walletId = (await api.call('POST', '/wallets', { Owners: [charity.body.Id], Currency: 'EUR', Description: 'Séquestre' })).body.Id;
});
afterAll(() => sandbox.close());

const registration = async () => (await api.call('POST', '/cardregistrations', { UserId: payerId, Currency: 'EUR' })).body;
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://entraide.example' },
  body: new URLSearchParams(fields),
});
const cardForm = (reg: { PreregistrationData: string; AccessKey: string }, number = '4970105181818183') =>
  form({
    data: reg.PreregistrationData,
    accessKeyRef: reg.AccessKey,
    cardNumber: number,
    cardExpirationDate: nextYear(sandbox.clock.now()),
    cardCvx: '123',
  });

describe('tokenizer', () => {
  it('answers a preflight and a post from any origin, in text', async () => {
    const reg = await registration();
    const preflight = await fetch(reg.CardRegistrationURL, {
      method: 'OPTIONS',
      headers: { Origin: 'https://entraide.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const answer = await fetch(reg.CardRegistrationURL, cardForm(reg));
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toMatch(/^data=[\w-]+$/);
  });

  it('refuses a wrong access key, and a second use of the registration, with errorCode=09101', async () => {
    const reg = await registration();
    expect(await (await fetch(reg.CardRegistrationURL, cardForm({ ...reg, AccessKey: 'wrong' }))).text()).toBe('errorCode=09101');
    const token = await (await fetch(reg.CardRegistrationURL, cardForm(reg))).text();
    await api.call('PUT', `/cardregistrations/${reg.Id}`, { RegistrationData: token });
    expect(await (await fetch(reg.CardRegistrationURL, cardForm(reg))).text()).toBe('errorCode=09101');
  });

  it('takes the browser kit’s unauthenticated update, and a repeated PUT with the same data answers unchanged', async () => {
    const reg = await registration();
    const token = await (await fetch(reg.CardRegistrationURL, cardForm(reg))).text();
    const kit = await fetch(
      `${sandbox.url}/v2.01/${sandbox.clientId}/CardRegistrations/${reg.Id}`,
      form({ Id: reg.Id, RegistrationData: token }),
    );
    expect(kit.headers.get('access-control-allow-origin')).toBe('*');
    const body = await kit.json();
    expect(body).toMatchObject({ Id: reg.Id, Status: 'VALIDATED', ResultCode: '000000', CardId: expect.stringMatching(/^\d+$/) });
    expect((await api.call('PUT', `/cardregistrations/${reg.Id}`, { RegistrationData: token })).body).toEqual(body);
    const other = await api.call('PUT', `/cardregistrations/${reg.Id}`, { RegistrationData: 'errorCode=02625' });
    expect(other.status).toBe(400);
    expect(other.body.errors).toHaveProperty('RegistrationData');
  });
});

/** A card pay-in waiting for the payer on the 3-D Secure page. */
async function challenged(): Promise<{ Id: string; SecureModeRedirectURL: string }> {
  const reg = await registration();
  const token = await (await fetch(reg.CardRegistrationURL, cardForm(reg))).text();
  const cardId = (await api.call('PUT', `/cardregistrations/${reg.Id}`, { RegistrationData: token })).body.CardId;
  const payIn = await api.call('POST', '/payins/card/direct', {
    AuthorId: payerId,
    CreditedWalletId: walletId,
    DebitedFunds: { Currency: 'EUR', Amount: 123456 },
    Fees: { Currency: 'EUR', Amount: 0 },
    CardId: cardId,
    SecureModeReturnURL: 'https://entraide.example/retour',
    IpAddress: '2001:db8::1',
    BrowserInfo: BROWSER,
  });
  expect(payIn.body.Status).toBe('CREATED');
  return payIn.body;
}

describe('3-D Secure page', () => {
  it('is a French page with escaped values, the amount in euros, and a strict CSP', async () => {
    const payIn = await challenged();
    const page = await fetch(payIn.SecureModeRedirectURL);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('&#60;b&#62;Asso &#38; Cie&#60;/b&#62;');
    expect(html).not.toContain('<b>Asso');
    expect(html).toMatch(/1\s234,56\s€/);
    expect(html).toContain('•••• 8183');
  });

  it('answers an unknown pay-in with a 404 page and a post without a choice with a 400 page', async () => {
    const unknown = await fetch(`${sandbox.url}/3ds/${sandbox.clientId}/1`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Paiement introuvable');
    const payIn = await challenged();
    const empty = await fetch(payIn.SecureModeRedirectURL, { ...form({}), redirect: 'manual' });
    expect(empty.status).toBe(400);
    expect((await api.call('GET', `/payins/${payIn.Id}`)).body.Status).toBe('CREATED');
  });
});

describe('mandate pages', () => {
  it('serves the mandate document, and a 404 page for an unknown mandate', async () => {
    const account = await api.call('POST', `/users/${payerId}/bankaccounts/iban`, {
      OwnerName: 'Alex Smith',
      OwnerAddress: PARIS,
      IBAN: TEST_IBAN,
      Type: 'IBAN',
    });
    const mandate = (
      await api.call('POST', '/mandates/directdebit/web', {
        BankAccountId: account.body.Id,
        Culture: 'FR',
        ReturnURL: 'https://entraide.example/m',
      })
    ).body;
    const doc = await fetch(mandate.DocumentURL);
    const html = await doc.text();
    expect(doc.status).toBe(200);
    expect(html).toContain('Mandat de prélèvement SEPA');
    expect(html).toContain('FR76 3000 4000 0312 3456 7890 143');
    expect(html).toContain('En attente de votre confirmation');
    expect((await fetch(`${sandbox.url}/mandates/${sandbox.clientId}/1/confirmation`)).status).toBe(404);
  });

  it('refuses an unsupported culture with the documented message', async () => {
    const answer = await api.call('POST', '/mandates/directdebit/web', {
      BankAccountId: '1',
      Culture: 'XX',
      ReturnURL: 'https://entraide.example/m',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ Culture: 'The requested language is not supported' });
  });
});

/** A GET with the Host header a browser would send for that name (fetch does not let one set it). */
function withHost(
  url: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, Host: host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      })
      .on('error', reject);
  });
}

describe('control routes', () => {
  const records = () => `${sandbox.url}/__sandbox/${sandbox.clientId}/resources/users`;
  const port = () => new URL(sandbox.url).port;

  it('answer a localhost Host with the control token only: a DNS-rebinding page’s Host is refused even with the token', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${port()}`,
      '127.0.0.1.evil.example',
      `localhost.evil.example:${port()}`,
      '[::2]:8090',
      `127.0.0.1:${port()}@evil.example`,
    ]) {
      const refused = await withHost(records(), host, controlHeaders(sandbox));
      expect([host, refused.status, JSON.parse(refused.body).Type], host).toEqual([host, 403, 'forbidden']);
    }
    for (const host of ['localhost', `localhost:${port()}`, `127.0.0.1:${port()}`, '[::1]:8090', 'LocalHost']) {
      expect((await withHost(records(), host)).status, `${host} without the token`).toBe(403);
      expect(
        (await withHost(records(), host, { 'X-Sandbox-Control-Token': `${sandbox.controlToken}x` })).status,
        `${host}, another token`,
      ).toBe(403);
      expect((await withHost(records(), host, controlHeaders(sandbox))).status, `${host} with the token`).toBe(200);
    }
    // Another spelling of the path the router accepts goes through the same gate.
    expect((await fetch(`${sandbox.url}/__SANDBOX/${sandbox.clientId}/resources/users/`)).status).toBe(403);
    expect(
      (await fetch(`${sandbox.url}/__SANDBOX/${sandbox.clientId}/resources/users/`, { headers: controlHeaders(sandbox) })).status,
    ).toBe(200);
  });

  it('leave the payer’s pages open: the 3-D Secure page is served whatever the Host, without a token', async () => {
    const payIn = await challenged();
    const page = await withHost(payIn.SecureModeRedirectURL, 'entraide.example:8090');
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="fr">');
  });

  it('answers 404 for an unknown pay-in, and settles nothing when no debit is pending', async () => {
    const unknown = await rawRequest(`${sandbox.url}/__sandbox/${sandbox.clientId}/payins/bankwire/1/accept`, {
      method: 'POST',
      headers: controlHeaders(sandbox),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Type).toBe('ressource_not_found');
    const none = await rawRequest(`${sandbox.url}/__sandbox/${sandbox.clientId}/payins/directdebit/settle`, {
      method: 'POST',
      headers: controlHeaders(sandbox),
    });
    expect(none).toMatchObject({ status: 200, body: [] });
  });
});
