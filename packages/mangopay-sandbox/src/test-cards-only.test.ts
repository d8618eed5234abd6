/**
 * The emulator keeps no card: its tokenizer takes only the documented test cards (any other number gets
 * Mangopay's bad-number code, 02625, with a French explanation), and nothing it keeps, in memory or in
 * its journal, holds a card number or a CVC, while every test card still behaves as documented and
 * keeps one Fingerprint. A journal written by an older version, which kept the numbers, is rewritten
 * without them at start-up.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './start';
import { BROWSER, tokenize } from './testing/browser';
import { naturalPayer, rawClient, type RawClient } from './testing/raw-client';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';

/** Every test card of the README, with a CVC unlikely to appear anywhere else. */
const CARDS = [
  { number: '4970107111111119', cvc: '918', secureMode: 'DEFAULT', expected: 'SUCCEEDED' },
  { number: '4970105181818183', cvc: '927', secureMode: 'DEFAULT', expected: 'CREATED' },
  { number: '5033951000000004', cvc: '936', secureMode: 'FORCE', expected: 'CREATED' },
  { number: '375989111111119', cvc: '1234', secureMode: 'FORCE', expected: 'CREATED' },
  { number: '4970100000000006', cvc: '945', secureMode: 'DEFAULT', expected: 'FAILED 101101' },
  { number: '4970100000000014', cvc: '954', secureMode: 'DEFAULT', expected: 'FAILED 101102' },
  { number: '4970100000000022', cvc: '963', secureMode: 'DEFAULT', expected: 'FAILED 101106' },
];
/** Luhn-valid, Visa, and no test card: a card someone might own. */
const REAL_LOOKING = '4539148803436467';

let dataDir: string;
let sandbox: TestSandbox;
let api: RawClient;
let payer: string;
let wallet: string;

const created = async (url: string, body: unknown) => (await api.call('POST', url, body)).body;

async function registerCard(number: string, cvc: string) {
  const registration = await created('/cardregistrations', { UserId: payer, Currency: 'EUR' });
  const tokenized = await tokenize(registration, { number, cvc }, sandbox.clock.now());
  const finished = (await api.call('PUT', `/cardregistrations/${registration.Id}`, { RegistrationData: tokenized.text })).body;
  return { registration, tokenized, finished };
}

async function pay(cardId: string, secureMode: string) {
  return created('/payins/card/direct', {
    AuthorId: payer,
    CreditedWalletId: wallet,
    DebitedFunds: { Currency: 'EUR', Amount: 2000 },
    Fees: { Currency: 'EUR', Amount: 0 },
    CardId: cardId,
    SecureMode: secureMode,
    SecureModeReturnURL: 'https://entraide.example/retour',
    IpAddress: '203.0.113.7',
    BrowserInfo: BROWSER,
  });
}

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function expectNoCardData(text: string, cards: Array<{ number: string; cvc: string }>): void {
  const values = strings(JSON.parse(text));
  for (const { number, cvc } of cards) {
    expect(text, number).not.toContain(number);
    expect(
      values.filter((v) => v === cvc),
      `CVC ${cvc}`,
    ).toEqual([]);
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-cards-'));
  sandbox = await startTestSandbox({ dataDir });
  api = await rawClient(sandbox.url, sandbox.clientId, sandbox.apiKey);
  payer = (await created('/sca/users/natural', naturalPayer())).Id;
  wallet = (await created('/wallets', { Owners: [payer], Currency: 'EUR', Description: 'Cagnotte' })).Id;
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('tokenizer: test cards only', () => {
  it('refuses a card number that is not a test card with 02625 and a French explanation, and keeps nothing of it', async () => {
    const { tokenized, finished } = await registerCard(REAL_LOOKING, '123');
    expect(tokenized.status).toBe(200);
    expect(tokenized.text).toMatch(/^errorCode=02625&errorMessage=/);
    const message = new URLSearchParams(tokenized.text).get('errorMessage');
    expect(message).toBe("Seules les cartes de test fonctionnent ici : ce paiement est simulé et aucune vraie carte n'est acceptée.");
    // The platform finishing the registration with that answer reads Mangopay's bad-number result.
    expect(finished).toMatchObject({ Status: 'ERROR', ResultCode: '105202', ResultMessage: 'Card number: invalid format', CardId: null });
    await sandbox.store.flush();
    const journal = readFileSync(path.join(dataDir, 'mangopay-sandbox', `${sandbox.clientId}.json`), 'utf8');
    expect(journal).not.toContain(REAL_LOOKING);
    expect(JSON.stringify(sandbox.store.get(sandbox.clientId))).not.toContain(REAL_LOOKING);
  });

  it('still tells a bad number (02625 alone), then a bad expiry and CVC, on test cards', async () => {
    expect((await registerCard('4970105181818184', '123')).tokenized.text).toBe('errorCode=02625');
    expect((await registerCard('375989111111119', '123')).tokenized.text).toBe('errorCode=02627');
  });

  it('takes every documented test card, pays as documented, and stores no number nor CVC', async () => {
    const outcomes: string[] = [];
    const cards: Array<Record<string, unknown>> = [];
    for (const card of CARDS) {
      const { tokenized, finished } = await registerCard(card.number, card.cvc);
      expect(tokenized.text, card.number).toMatch(/^data=/);
      expect(finished.Status, card.number).toBe('VALIDATED');
      const payIn = await pay(finished.CardId, card.secureMode);
      outcomes.push(payIn.Status === 'FAILED' ? `FAILED ${payIn.ResultCode}` : payIn.Status);
      cards.push((await api.call('GET', `/cards/${finished.CardId}`)).body);
    }
    expect(outcomes).toEqual(CARDS.map((c) => c.expected));
    // What Mangopay shows of a card: Alias (first 6, last 4), expiry, brand and a Fingerprint.
    expect(cards.map((c) => [c.Alias, c.CardProvider])).toEqual([
      ['497010XXXXXX1119', 'VISA'],
      ['497010XXXXXX8183', 'VISA'],
      ['503395XXXXXX0004', 'MAESTRO'],
      ['375989XXXXX1119', 'AMEX'],
      ['497010XXXXXX0006', 'VISA'],
      ['497010XXXXXX0014', 'VISA'],
      ['497010XXXXXX0022', 'VISA'],
    ]);
    expect(new Set(cards.map((c) => c.Fingerprint)).size).toBe(CARDS.length);
    // The same card registered again has the same Fingerprint (the product's card rules read it).
    const again = await registerCard('4970107111111119', '555');
    expect((await api.call('GET', `/cards/${again.finished.CardId}`)).body.Fingerprint).toBe(cards[0]?.Fingerprint);

    await sandbox.store.flush();
    const dir = path.join(dataDir, 'mangopay-sandbox');
    const files = readdirSync(dir);
    expect(files).toContain(`${sandbox.clientId}.json`);
    for (const file of files)
      expectNoCardData(readFileSync(path.join(dir, file), 'utf8'), [...CARDS, { number: REAL_LOOKING, cvc: '555' }]);
    expectNoCardData(JSON.stringify(sandbox.store.get(sandbox.clientId)), CARDS);
  });
});

describe('journal written by an older version', () => {
  it('is rewritten without the card numbers at start-up, and its cards keep their behaviour', async () => {
    const oldDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-old-journal-'));
    try {
      const old = await startTestSandbox({ dataDir: oldDir, clock: sandbox.clock });
      const oldApi = await rawClient(old.url, old.clientId, old.apiKey);
      const user = (await oldApi.call('POST', '/sca/users/natural', naturalPayer())).body.Id;
      const purse = (await oldApi.call('POST', '/wallets', { Owners: [user], Currency: 'EUR', Description: 'Cagnotte' })).body.Id;
      const registration = (await oldApi.call('POST', '/cardregistrations', { UserId: user, Currency: 'EUR' })).body;
      const { text } = await tokenize(registration, { number: '4970100000000006' }, old.clock.now());
      const cardId = (await oldApi.call('PUT', `/cardregistrations/${registration.Id}`, { RegistrationData: text })).body.CardId;
      await old.close();
      // What versions before this one wrote: the full number in the vault's records.
      const file = path.join(oldDir, 'mangopay-sandbox', `${old.clientId}.json`);
      const journal = JSON.parse(readFileSync(file, 'utf8'));
      const vault = journal.resources;
      for (const token of Object.values<Record<string, unknown>>(vault['_vault-tokens'])) {
        for (const key of ['TestCard', 'Alias', 'Brand', 'Fingerprint']) delete token[key];
        token.Number = '4970100000000006';
      }
      vault['_vault-cards'][cardId] = { Id: cardId, Number: '4970100000000006' };
      writeFileSync(file, JSON.stringify(journal));
      expect(readFileSync(file, 'utf8')).toContain('4970100000000006');

      const restarted = await startSandbox({ clock: old.clock, dataDir: oldDir, apiKey: old.apiKey });
      try {
        await restarted.store.flush();
        const rewritten = readFileSync(file, 'utf8');
        expect(rewritten).not.toContain('4970100000000006');
        expect(JSON.parse(rewritten).resources['_vault-cards'][cardId]).toEqual({ Id: cardId, TestCard: 'refused-101101' });
        const again = await rawClient(restarted.url, old.clientId, old.apiKey);
        const payIn = (
          await again.call('POST', '/payins/card/direct', {
            AuthorId: user,
            CreditedWalletId: purse,
            DebitedFunds: { Currency: 'EUR', Amount: 1000 },
            Fees: { Currency: 'EUR', Amount: 0 },
            CardId: cardId,
            SecureModeReturnURL: 'https://entraide.example/retour',
            IpAddress: '203.0.113.7',
            BrowserInfo: BROWSER,
          })
        ).body;
        expect([payIn.Status, payIn.ResultCode]).toEqual(['FAILED', '101101']);
      } finally {
        await restarted.close();
      }
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
    }
  });
});
