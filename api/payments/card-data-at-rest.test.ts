/**
 * The demo keeps no card (issue 41, item 2): card donations through the API and the real SDK against
 * the emulator journaling into a data directory (with the embedded database there too, as `npm start`
 * runs on PGlite), paid frictionless, through 3-D Secure and refused by the bank, plus a real-looking
 * card the emulator refuses; then no file under that directory holds a card number typed nor a CVC.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tokenize } from '@entraide/mangopay-sandbox/testing';
import { ManualClock } from '../clock';
import { createKnex, type Database } from '../db/database';
import { startEmbeddedDatabase } from '../db/embedded';
import { startTestApp, startTestSandbox, type TestContext, type TestSandbox } from '../../test/app';
import { bearer } from '../../test/factories';
import { openTestDatabase } from '../../test/db';
import {
  CHALLENGE_CARD,
  DECLINED_CARD,
  FRICTIONLESS_CARD,
  openPot,
  passSecureMode,
  paymentReturn,
  postCardDonation,
  signedInDonor,
} from './donations/testing/donation-flows';

/** The cards typed, each with a CVC that nothing else in the directory should spell. */
const TYPED = [
  { number: FRICTIONLESS_CARD, cvc: '918' },
  { number: CHALLENGE_CARD, cvc: '927' },
  { number: DECLINED_CARD, cvc: '945' },
  { number: '4539148803436467', cvc: '954' },
];

let dataDir: string;
let sandbox: TestSandbox;
let t: TestContext;

/** This file's database: PGlite files under the data directory, or its own PostgreSQL copy. */
async function databaseIn(dir: string): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind !== 'pglite') return openTestDatabase();
  const embedded = await startEmbeddedDatabase({ dataDir: dir, loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
  const knex = createKnex(embedded.connectionString);
  return {
    knex,
    connectionString: embedded.connectionString,
    embedded: true,
    async close() {
      await knex.destroy();
      await embedded.stop();
    },
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-card-at-rest-'));
  const clock = new ManualClock('2026-11-22T10:00:00Z');
  sandbox = await startTestSandbox({ clock, dataDir });
  t = await startTestApp({ clock, db: await databaseIn(path.join(dataDir, 'pglite')), payments: sandbox.createGateway() });
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The donor's card registration through the API, the card typed into the tokenizer: its answer and the card id. */
async function registerCard(token: string, card: { number: string; cvc: string }) {
  const started = await t.request('/api/v1/user/register_card', { method: 'POST', headers: bearer(token) });
  const registration = await started.json();
  const { text } = await tokenize(registration, card, t.clock.now());
  if (!text.startsWith('data=')) return { text, cardId: null };
  const finished = await t.request(`/api/v1/user/register_card/${registration.Id}`, {
    method: 'PUT',
    headers: bearer(token),
    json: { registration_data: text },
  });
  return { text, cardId: String((await finished.json()).card_id) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

describe('card data at rest in the demo', () => {
  it('pays frictionless, by 3-D Secure and refused, and keeps no card number nor CVC in any file', async () => {
    const { potId } = await openPot(t);
    const donor = await signedInDonor(t);
    const outcomes: string[] = [];
    for (const card of TYPED.slice(0, 3)) {
      const { cardId } = await registerCard(donor.token, card);
      const answer = await postCardDonation(t, { token: donor.token, potId, amount: 2000, cardId: cardId! });
      if (answer.body.secureModeRedirectURL) {
        const { transactionId } = await passSecureMode(answer.body.secureModeRedirectURL, 'authenticate');
        const back = await paymentReturn(t, transactionId!, { token: donor.token });
        outcomes.push(`${answer.status} 3DS ${back.body.payment_status ?? back.status}`);
      } else outcomes.push(`${answer.status} ${answer.body.payment_status ?? answer.body.errors?.[0]?.code}`);
    }
    expect(outcomes).toEqual(['201 SUCCEEDED', '201 3DS SUCCEEDED', '422 payment_refused']);
    // A real-looking card: refused by the emulator's tokenizer with Mangopay's bad-number code.
    expect((await registerCard(donor.token, TYPED[3]!)).text).toMatch(/^errorCode=02625&/);

    await sandbox.store.flush();
    const files = filesUnder(dataDir);
    expect(files.some((f) => f.includes(`mangopay-sandbox${path.sep}${sandbox.clientId}.json`))).toBe(true);
    if (inject('dbTemplate').kind === 'pglite') expect(files.some((f) => f.includes(`${path.sep}pglite${path.sep}`))).toBe(true);
    const kept: string[] = [];
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const { number, cvc } of TYPED) {
        if (bytes.includes(number)) kept.push(`${path.relative(dataDir, file)}: ${number}`);
        // A CVC as a value of its own (a JSON string, a form field), not three digits inside an id.
        for (const spelled of [`"${cvc}"`, `cardCvx=${cvc}`])
          if (bytes.includes(spelled)) kept.push(`${path.relative(dataDir, file)}: ${spelled}`);
      }
    }
    expect(kept).toEqual([]);
  });
});
