/**
 * Tax receipts wired into the product: a logged-in donor's card donation that succeeds gets its receipt
 * attached to the confirmation e-mail (a quick donor's does not), `GET /user/donations/{id}/cerfa`
 * serves it to the donor alone (404 for anyone else, a quick donation, a charity that sends its own
 * receipts, a monthly debit), and `GET /user/receipts/annual` groups a finished year's monthly debits.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardDonation } from '../../domain/dashboard-types';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import {
  donateByCard,
  openPot,
  postQuickDonation,
  QUICK_DONOR,
  quickRegisterCard,
  signedInDonor,
  type PotSetup,
} from '../payments/donations/testing/donation-flows';
import { insertPot, referenceIds } from '../pots/testing/pot-factories';
import { readPdf } from '../receipts/testing/pdf-text';
import { insertSubscription, succeededDonation } from '../receipts/testing/receipt-factories';
import { demoReceiptProfile } from '../../migrations/seeds/receipt-profiles.seed';
import { insertDonationWithStatus } from './testing/dashboard-factories';

let t: TestContext;
let pot: PotSetup;
let donor: { id: number; email: string; token: string };
let stranger: { id: number; email: string; token: string };
let paidId: number;

async function useGeneratedCharity(assocId: number, cerfaType = 'GENERATED'): Promise<void> {
  const charity = await t.db.knex('assocs').where({ id: assocId }).first('id', 'name');
  await t.db.knex('assocs').where({ id: assocId }).update({ cerfa_type: cerfaType });
  await t.db.knex('assoc_receipt_profiles').insert(demoReceiptProfile(charity)).onConflict('assoc_id').ignore();
}

beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t, { name: 'Les 40 ans de Paul' });
  const { charity } = await referenceIds(t.db.knex);
  await useGeneratedCharity(charity);
  donor = await signedInDonor(t, { firstname: 'Inès', name: 'Roux' });
  stranger = await signedInDonor(t, { firstname: 'Hugo', name: 'Martin' });
  const paid = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 4500, tip: 200 });
  expect(paid.body.payment_status).toBe('SUCCEEDED');
  paidId = paid.body.id;
});
afterAll(() => t?.close());

/** The .eml files of the outbox sent to `to`, raw. */
async function emlTo(to: string): Promise<string[]> {
  const dir = t.deps.mail.outboxDir!;
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const found: string[] = [];
  for (const name of names) {
    const twin = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string };
    if (twin.to === to) found.push(await readFile(path.join(dir, name.replace(/\.json$/, '.eml')), 'utf8'));
  }
  return found;
}

/** The PDF parts of a MIME message (base64 bodies decoded), with their file names. */
function pdfParts(eml: string): Array<{ filename: string; content: Buffer }> {
  const parts = eml.split(/\n--[^\n]+\n/);
  return parts
    .filter((part) => /^Content-Type: application\/pdf/im.test(part))
    .map((part) => {
      const [head = '', body = ''] = part.split(/\n\n/, 2);
      const filename = /filename=("?)([^"\n;]+)\1/.exec(head)?.[2] ?? '';
      return { filename, content: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
    });
}

const get = (url: string, token?: string) => t.request(url, { headers: token ? bearer(token) : {} });

describe('the confirmation e-mail', () => {
  it("attaches the logged-in donor's tax receipt as a PDF", async () => {
    const mails = await emlTo(donor.email);
    expect(mails).toHaveLength(1);
    const [receipt] = pdfParts(mails[0]!);
    const issued = await t.db.knex('tax_receipts').where({ donation_id: paidId }).first('year', 'number');
    const number = `${issued.year}-${String(issued.number).padStart(6, '0')}`;
    expect(receipt?.filename).toBe(`recu-fiscal-${number}.pdf`);
    expect(receipt!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdf(receipt!.content)).text;
    expect(text).toContain(number);
    expect(text).toContain('quarante-cinq euros');
  });

  it('attaches nothing for a quick donor, who never gets a receipt', async () => {
    const card = await quickRegisterCard(t);
    const quick = await postQuickDonation(t, { potId: pot.potId, amount: 3000, cardId: card.cardId, quickToken: card.quickToken });
    expect(quick.body.payment_status).toBe('SUCCEEDED');
    const mails = await emlTo(QUICK_DONOR.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: /m);
    expect(pdfParts(mails[0]!)).toEqual([]);
    expect(await t.db.knex('tax_receipts').where({ donation_id: quick.body.id }).first()).toBeUndefined();
  });
});

describe('GET /user/donations/{id}/cerfa', () => {
  it('gives the donor the PDF of the receipt, with its number', async () => {
    const res = await get(`/api/v1/user/donations/${paidId}/cerfa`, donor.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    const issued = await t.db.knex('tax_receipts').where({ donation_id: paidId }).first('year', 'number');
    expect((await readPdf(pdf)).text).toContain(`${issued.year}-${String(issued.number).padStart(6, '0')}`);
    expect(res.headers.get('content-disposition')).toContain(`recu-fiscal-${issued.year}-`);
    const listed = (await (await get('/api/v1/user/donations', donor.token)).json()) as DashboardDonation[];
    expect(listed.find((d) => d.id === paidId)?.cerfa_pdf).toBe(`/api/v1/user/donations/${paidId}/cerfa`);
  });

  it('answers 404 to anyone else, and 401 without a session', async () => {
    const res = await get(`/api/v1/user/donations/${paidId}/cerfa`, stranger.token);
    expect(res.status).toBe(404);
    expect((await res.json()).errors[0]).toMatchObject({ code: 'donation_not_found', detail: 'Ce don est introuvable' });
    expect((await get(`/api/v1/user/donations/${paidId}/cerfa`)).status).toBe(401);
    expect((await get('/api/v1/user/donations/abc/cerfa', donor.token)).status).toBe(404);
  });

  it('answers 404 for a quick donation (nobody owns it)', async () => {
    const quick = await t.db.knex('donations').whereNull('user_id').where({ pot_id: pot.potId }).first('id');
    expect((await get(`/api/v1/user/donations/${quick.id}/cerfa`, donor.token)).status).toBe(404);
  });

  it("answers 404 'no receipt' for a charity that sends its own receipts, and for a pending donation", async () => {
    const { charity2, privateEvent } = await referenceIds(t.db.knex);
    await useGeneratedCharity(charity2, 'SENT_BY_ASSOC');
    const other = await insertPot(t.db.knex, { created_by_id: pot.organiser.id, event_type_id: privateEvent, assoc_id: charity2 });
    const sentByCharity = await insertDonationWithStatus(t.db.knex, {
      pot_id: other,
      user_id: donor.id,
      amount: 2000,
      status: 'SUCCEEDED',
      at: t.clock.now(),
    });
    const pending = await insertDonationWithStatus(t.db.knex, {
      pot_id: pot.potId,
      user_id: donor.id,
      amount: 2000,
      status: 'CREATED',
      at: t.clock.now(),
    });
    for (const id of [sentByCharity, pending]) {
      const res = await get(`/api/v1/user/donations/${id}/cerfa`, donor.token);
      expect(res.status).toBe(404);
      expect((await res.json()).errors[0]).toMatchObject({
        code: 'receipt_not_available',
        detail: "Aucun reçu fiscal n'est disponible pour ce don",
      });
    }
    expect(await t.db.knex('tax_receipts').whereIn('donation_id', [sentByCharity, pending]).first()).toBeUndefined();
  });
});

describe('monthly debits: the annual receipt', () => {
  let monthly: { id: number; token: string };
  let assocId: number;
  const debits: number[] = [];

  beforeAll(async () => {
    const user = await buildUser(t.db.knex, { firstname: 'Léon', name: 'Mensuel' });
    monthly = { id: user.id, token: await signInAs(t.db.knex, t.clock, user) };
    assocId = (await referenceIds(t.db.knex)).charity;
    const subscriptionId = await insertSubscription(t.db.knex, { userId: monthly.id, potId: pot.potId, amount: 1500, debitDay: 5 });
    for (const [period, at] of [
      ['2025-10', '2025-10-05T06:00:00Z'],
      ['2025-11', '2025-11-05T06:00:00Z'],
      ['2026-10', '2026-10-05T06:00:00Z'],
    ] as const) {
      debits.push(
        await succeededDonation(t.db.knex, {
          potId: pot.potId,
          userId: monthly.id,
          amount: 1500,
          at: new Date(at),
          method: 'DIRECT_DEBIT',
          subscriptionId,
          period,
        }),
      );
    }
  });

  it("has no receipt of its own: the list links last year's debits to the annual receipt, this year's to none", async () => {
    const listed = (await (await get('/api/v1/user/donations', monthly.token)).json()) as DashboardDonation[];
    const byId = new Map(listed.map((d) => [d.id, d]));
    const annual = `/api/v1/user/receipts/annual?assoc_id=${assocId}&year=2025`;
    expect([debits[0], debits[1], debits[2]].map((id) => byId.get(id!)?.cerfa_pdf)).toEqual([annual, annual, null]);
    expect((await get(`/api/v1/user/donations/${debits[0]}/cerfa`, monthly.token)).status).toBe(404);
  });

  it('serves the annual receipt of a finished year, grouping its debits', async () => {
    const res = await get(`/api/v1/user/receipts/annual?assoc_id=${assocId}&year=2025`, monthly.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const receipt = await t.db
      .knex('tax_receipts')
      .where({ kind: 'ANNUAL', user_id: monthly.id, assoc_id: assocId, year: 2025 })
      .first('number', 'amount');
    expect(Number(receipt.amount)).toBe(3000);
    const text = (await readPdf(Buffer.from(await res.arrayBuffer()))).text;
    expect(text).toContain(`2025-${String(receipt.number).padStart(6, '0')}`);
    expect(text).toContain('trente euros');
  });

  it('answers 422 while the year is open, 404 without debits, 422 for a malformed query', async () => {
    const open = await get(`/api/v1/user/receipts/annual?assoc_id=${assocId}&year=2026`, monthly.token);
    expect(open.status).toBe(422);
    expect((await open.json()).errors[0]).toMatchObject({
      code: 'annual_receipt_year_open',
      detail: 'Le reçu annuel 2026 sera disponible à partir du 1er janvier 2027.',
    });
    expect((await get(`/api/v1/user/receipts/annual?assoc_id=${assocId}&year=2025`, stranger.token)).status).toBe(404);
    const bad = await get('/api/v1/user/receipts/annual?assoc_id=x&year=2025', monthly.token);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors[0]).toMatchObject({ field: 'assoc_id' });
    expect((await get(`/api/v1/user/receipts/annual?assoc_id=${assocId}&year=2025`)).status).toBe(401);
  });
});
