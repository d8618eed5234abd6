/**
 * The emulator answers only its own machine: every route but the payer's pages and the card tokenizer
 * wants a localhost Host header (a DNS-rebinding page's requests carry its own site's name), and its API
 * key is random at each start (printed by `npx mangopay-sandbox`), so the key once published in the
 * package opens nothing.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './clock';
import { startSandbox } from './start';
import { BROWSER, nextYear, PARIS, TEST_IBAN } from './testing/browser';
import { naturalPayer, rawClient, requestToken, type RawClient } from './testing/raw-client';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';

let sandbox: TestSandbox;
let api: RawClient;
let payerId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  api = await rawClient(sandbox.url, sandbox.clientId, sandbox.apiKey);
  payerId = (await api.call('POST', '/sca/users/natural', naturalPayer({ Email: 'lea.durand@exemple.fr' }))).body.Id;
});
afterAll(() => sandbox.close());

const FOREIGN = () => `attacker.example:${new URL(sandbox.url).port}`;

/** A request with the Host header a browser sends for that name (fetch does not let one set it). */
function withHost(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: { ...init.headers, Host: host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const basic = (clientId: string, key: string) => `Basic ${Buffer.from(`${clientId}:${key}`).toString('base64')}`;
const tokenRequest = (key = sandbox.apiKey) => ({
  method: 'POST',
  headers: { Authorization: basic(sandbox.clientId, key), 'Content-Type': 'application/x-www-form-urlencoded' },
  body: 'grant_type=client_credentials',
});
const bearer = () => ({ Authorization: `Bearer ${api.token}` });

async function registration(): Promise<{ Id: string; CardRegistrationURL: string; PreregistrationData: string; AccessKey: string }> {
  return (await api.call('POST', '/cardregistrations', { UserId: payerId, Currency: 'EUR' })).body;
}

const cardFields = (reg: { PreregistrationData: string; AccessKey: string }) =>
  new URLSearchParams({
    data: reg.PreregistrationData,
    accessKeyRef: reg.AccessKey,
    cardNumber: '4970105181818183',
    cardExpirationDate: nextYear(sandbox.clock.now()),
    cardCvx: '123',
  }).toString();

async function card(): Promise<string> {
  const reg = await registration();
  const token = await (await fetch(reg.CardRegistrationURL, { method: 'POST', body: new URLSearchParams(cardFields(reg)) })).text();
  return (await api.call('PUT', `/cardregistrations/${reg.Id}`, { RegistrationData: token })).body.CardId;
}

describe('a foreign Host with a valid key (DNS rebinding)', () => {
  it('gets no OAuth token: 403', async () => {
    const refused = await withHost(`${sandbox.url}/v2.01/oauth/token`, FOREIGN(), tokenRequest());
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ Type: 'forbidden' });
    expect(refused.body).not.toContain('access_token');
    // The same request from this machine gets one.
    const local = await withHost(`${sandbox.url}/v2.01/oauth/token`, `localhost:${new URL(sandbox.url).port}`, tokenRequest());
    expect(local.status).toBe(200);
    expect(JSON.parse(local.body).access_token).toMatch(/\S/);
  });

  it('lists no provider user, and no e-mail: 403', async () => {
    const refused = await withHost(`${sandbox.url}/v2.01/${sandbox.clientId}/users`, FOREIGN(), { headers: bearer() });
    expect(refused.status).toBe(403);
    expect(refused.body).not.toContain('lea.durand@exemple.fr');
    const local = await withHost(`${sandbox.url}/v2.01/${sandbox.clientId}/users`, new URL(sandbox.url).host, { headers: bearer() });
    expect(local.status).toBe(200);
    expect(local.body).toContain('lea.durand@exemple.fr');
  });

  it('cannot deactivate a card: 403, and the card stays active', async () => {
    const cardId = await card();
    const refused = await withHost(`${sandbox.url}/v2.01/${sandbox.clientId}/cards/${cardId}`, FOREIGN(), {
      method: 'PUT',
      headers: { ...bearer(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ Active: false }),
    });
    expect(refused.status).toBe(403);
    expect((await api.call('GET', `/cards/${cardId}`)).body.Active).toBe(true);
  });

  it('meets the gate on any other route too, a made-up one included', async () => {
    for (const url of [
      `${sandbox.url}/v2.01/${sandbox.clientId}/wallets/1`,
      `${sandbox.url}/v2.01/${sandbox.clientId}/events`,
      `${sandbox.url}/nowhere`,
    ])
      expect((await withHost(url, FOREIGN(), { headers: bearer() })).status, url).toBe(403);
  });
});

describe('what a payer’s browser opens on PUBLIC_URL’s host name', () => {
  it('the card tokenizer, its preflight and the browser kit’s update answer any Host', async () => {
    const reg = await registration();
    const tokenizer = new URL(reg.CardRegistrationURL);
    const preflight = await withHost(tokenizer.href, FOREIGN(), {
      method: 'OPTIONS',
      headers: { Origin: 'https://entraide.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    const tokenized = await withHost(tokenizer.href, FOREIGN(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: cardFields(reg),
    });
    expect(tokenized).toMatchObject({ status: 200, body: expect.stringMatching(/^data=[\w-]+$/) });
    const kit = await withHost(`${sandbox.url}/v2.01/${sandbox.clientId}/CardRegistrations/${reg.Id}`, FOREIGN(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ Id: reg.Id, RegistrationData: tokenized.body }).toString(),
    });
    expect(kit.status).toBe(200);
    expect(JSON.parse(kit.body)).toMatchObject({ Id: reg.Id, Status: 'VALIDATED' });
  });

  it('the 3-D Secure and mandate pages answer any Host', async () => {
    const wallet = (await api.call('POST', '/wallets', { Owners: [payerId], Currency: 'EUR', Description: 'Séquestre' })).body.Id;
    const payIn = (
      await api.call('POST', '/payins/card/direct', {
        AuthorId: payerId,
        CreditedWalletId: wallet,
        DebitedFunds: { Currency: 'EUR', Amount: 123456 },
        Fees: { Currency: 'EUR', Amount: 0 },
        CardId: await card(),
        SecureModeReturnURL: 'https://entraide.example/retour',
        IpAddress: '2001:db8::1',
        BrowserInfo: BROWSER,
      })
    ).body;
    expect(payIn.SecureModeRedirectURL, JSON.stringify(payIn)).toMatch(/\/3ds\//);
    const page = await withHost(payIn.SecureModeRedirectURL, FOREIGN());
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    const account = await api.call('POST', `/users/${payerId}/bankaccounts/iban`, {
      OwnerName: 'Léa Durand',
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
    const confirmation = await withHost(mandate.RedirectURL, FOREIGN());
    expect(confirmation.status).toBe(200);
    expect(confirmation.body).toContain('<html lang="fr">');
  });
});

describe('the API key', () => {
  it('is random at each start: the key once published in the package opens nothing', async () => {
    const other = await startSandbox({ clock: systemClock });
    try {
      expect(other.apiKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(other.apiKey).not.toBe(sandbox.apiKey);
      expect((await requestToken(other.url, 'any-client', 'sandbox-key')).status).toBe(401);
      expect((await requestToken(other.url, 'any-client', other.apiKey)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  const freePort = () =>
    new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });

  /** `npx mangopay-sandbox` (src/main.ts) with `env`: its output once it listens, or its exit. */
  async function runMain(env: Record<string, string>): Promise<{ output: string; code: number | null; port: number; stop(): void }> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-main-'));
    const root = path.resolve(import.meta.dirname, '..', '..', '..');
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, SANDBOX_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 60_000;
    let code: number | null = null;
    while (!/Control routes/.test(output) && Date.now() < deadline) {
      const done = await Promise.race([exited, new Promise<'wait'>((resolve) => setTimeout(() => resolve('wait'), 100))]);
      if (done !== 'wait') {
        code = done;
        break;
      }
    }
    return {
      output,
      code,
      port,
      stop() {
        child.kill('SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  it('is printed by `npx mangopay-sandbox`, or taken from SANDBOX_API_KEY (then not printed); a short one is refused', async () => {
    const printed = await runMain({ SANDBOX_API_KEY: '' });
    try {
      const key = /\(API key: ([A-Za-z0-9_-]{32})\)/.exec(printed.output)?.[1];
      expect(key, printed.output).toBeDefined();
      const url = `http://127.0.0.1:${printed.port}`;
      expect((await requestToken(url, 'demo', key as string)).status).toBe(200);
      expect((await requestToken(url, 'demo', 'sandbox-key')).status).toBe(401);
    } finally {
      printed.stop();
    }
    const given = await runMain({ SANDBOX_API_KEY: 'cle-api-donnee-par-la-ci' });
    try {
      expect(given.output).toContain('(API key: from SANDBOX_API_KEY)');
      expect((await requestToken(`http://127.0.0.1:${given.port}`, 'demo', 'cle-api-donnee-par-la-ci')).status).toBe(200);
    } finally {
      given.stop();
    }
    const short = await runMain({ SANDBOX_API_KEY: 'court' });
    short.stop();
    expect(short.code).toBe(1);
    expect(short.output).toContain('SANDBOX_API_KEY must be at least 16 characters long');
  }, 120_000);
});
