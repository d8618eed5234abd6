/**
 * The receipt PDFs read back with a text extractor (pdf.js through unpdf): every mandatory mention of cerfa
 * 11580 (individuals) and 16216 (companies), the number, and the amount in figures (fr-FR, with its
 * narrow no-break spaces) and in French words for a table of amounts; A4, an embedded font, no form
 * field, not modifiable.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/db';
import { buildCompany, buildUser } from '../../test/factories';
import { ManualClock } from '../clock';
import type { Database } from '../db/database';
import { issueAnnualReceipt, issueReceiptForDonation, renderReceiptPdf } from './index';
import { readPdf } from './testing/pdf-text';
import { insertSubscription, potFor, succeededDonation } from './testing/receipt-factories';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** Amount in cents, as printed in figures, and in words. */
const AMOUNTS: Array<[number, string, string]> = [
  [1, `0,01${NBSP}€`, 'un centime'],
  [2100, `21,00${NBSP}€`, 'vingt et un euros'],
  [7100, `71,00${NBSP}€`, 'soixante et onze euros'],
  [8000, `80,00${NBSP}€`, 'quatre-vingts euros'],
  [8100, `81,00${NBSP}€`, 'quatre-vingt-un euros'],
  [20000, `200,00${NBSP}€`, 'deux cents euros'],
  [20100, `201,00${NBSP}€`, 'deux cent un euros'],
  [12345, `123,45${NBSP}€`, 'cent vingt-trois euros et quarante-cinq centimes'],
  [100000000, `1${NNBSP}000${NNBSP}000,00${NBSP}€`, "un million d'euros"],
];

/** Mentions every receipt carries (cerfa 11580 and 16216 alike). */
const COMMON_MENTIONS = [
  'Numéro d’ordre du reçu',
  'Bénéficiaire des versements'.toUpperCase(),
  'Nom ou dénomination :',
  'Objet :',
  'Qualité de l’organisme :',
  'Le bénéficiaire reconnaît avoir reçu, au titre des dons et versements ouvrant droit à réduction d’impôt, la somme de :',
  'Somme en toutes lettres :',
  'Date du versement : 20/11/2026',
  'Forme du don : Déclaration de don manuel',
  'Nature du don : Numéraire',
  'Mode de versement : Carte bancaire',
  'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt prévue à l’article',
  'Date et signature',
  'Le 22/11/2026',
];

const PERSON_MENTIONS = [
  'Modèle cerfa n° 11580 (2041-RD)',
  'Reçu au titre des dons à certains organismes d’intérêt général',
  'Article 200 du code général des impôts (CGI)',
  'prévue à l’article 200 du CGI.',
  'DONATEUR',
  'Nom et prénoms : DURAND Camille',
  'Adresse : 12 rue de la Paix, 75002 Paris',
];

const COMPANY_MENTIONS = [
  'Modèle cerfa n° 16216 (2041-MEC)',
  'Reçu des dons et versements effectués par les entreprises au titre de l’article 238 bis du code général des impôts',
  'prévue à l’article 238 bis du CGI.',
  'ENTREPRISE DONATRICE',
  'Dénomination sociale : Martin Conseil',
  'Forme juridique : SAS',
  'Numéro SIREN : 542051180',
  'Adresse : 3 avenue de la République, 69002 Lyon',
];

let db: Database;
let knex: Knex;
const clock = new ManualClock('2026-11-22T10:00:00Z');
let charity: {
  id: number;
  name: string;
  assoc_object: string;
  address_line: string;
  post_code: string;
  city: string;
  legal_status: string;
  signatory_name: string;
  signatory_title: string;
};

beforeAll(async () => {
  db = await openTestDatabase();
  knex = db.knex;
  charity = await knex('assocs as a')
    .join('assoc_receipt_profiles as r', 'r.assoc_id', 'a.id')
    .where({ 'a.cerfa_type': 'GENERATED', 'a.active': true })
    .whereNotNull('a.assoc_object')
    .orderBy('a.id')
    .first(
      'a.id',
      'a.name',
      'a.assoc_object',
      'r.address_line',
      'r.post_code',
      'r.city',
      'r.legal_status',
      'r.signatory_name',
      'r.signatory_title',
    );
});
afterAll(() => db.close());

async function receiptText(userId: number, amount: number) {
  const { potId } = await potFor(knex, userId, charity.id);
  const donationId = await succeededDonation(knex, { potId, userId, amount, at: new Date('2026-11-20T09:00:00Z') });
  const receipt = await issueReceiptForDonation({ db, clock }, donationId);
  const read = await readPdf(await renderReceiptPdf({ db }, receipt!.id));
  return { receipt: receipt!, read };
}

const charityMentions = () => [
  `Nom ou dénomination : ${charity.name}`,
  `Adresse : ${charity.address_line}, ${charity.post_code} ${charity.city}`,
  `Objet : ${charity.assoc_object.trim().replace(/\s+/g, ' ')}`,
  `Qualité de l’organisme : ${charity.legal_status}`,
  `${charity.signatory_name}, ${charity.signatory_title}`,
];

describe.each([
  ['an individual', () => buildUser(knex, { firstname: 'Camille', name: 'Durand' }), PERSON_MENTIONS, COMPANY_MENTIONS],
  ['a company', () => buildCompany(knex), COMPANY_MENTIONS, PERSON_MENTIONS],
])('the receipt of %s', (_label, makeDonor, mentions, otherFormMentions) => {
  it.each(AMOUNTS)(
    'carries every mandatory mention, the number and the amount of %i cents in figures and in words',
    async (cents, figures, words) => {
      const donor = await makeDonor();
      const { receipt, read } = await receiptText(donor.id, cents);
      for (const mention of [...COMMON_MENTIONS, ...mentions, ...charityMentions()]) expect(read.text, mention).toContain(mention);
      for (const mention of otherFormMentions.slice(0, 2)) expect(read.text).not.toContain(mention);
      expect(read.text).toContain(`Numéro d’ordre du reçu : ${receipt.number}`);
      expect(receipt.number).toMatch(/^2026-\d{6}$/);
      // The figures exactly as drawn (narrow no-break spaces included), then in their place in the text.
      expect(read.drawn).toContain(figures);
      expect(read.text).toContain(
        `la somme de : ${figures.replace(/[\u202f\u00a0]/g, ' ')} Somme en toutes lettres : ${words} Date du versement`,
      );
    },
  );
});

describe('the PDF file', () => {
  it('is A4, has no form field, cannot be modified, and draws U+202F with the embedded font', async () => {
    const { receipt, read } = await receiptText((await buildUser(knex)).id, 100000000);
    expect(read.pages).toEqual([{ width: 595.28, height: 841.89 }]);
    expect(read.hasFormFields).toBe(false);
    expect(read.permissions).toEqual(expect.arrayContaining(['PRINT', 'COPY']));
    expect(read.permissions).not.toContain('MODIFY_CONTENTS');
    expect(read.permissions).not.toContain('MODIFY_ANNOTATIONS');
    expect(read.permissions).not.toContain('FILL_INTERACTIVE_FORMS');
    expect(read.drawn).toContain(`1${NNBSP}000${NNBSP}000,00${NBSP}€`);
    // DejaVu Sans embedded (a TrueType subset), and U+202F drawn with a glyph of its own: narrower than a
    // space, not a missing one.
    const raw = (await renderReceiptPdf({ db }, receipt.id)).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toContain('/FontFile2');
    expect(read.glyphWidths[NNBSP]).toBeGreaterThan(0);
    expect(read.glyphWidths[NNBSP]).toBeLessThan(read.glyphWidths[' ']!);
  });

  it('draws each donor’s own name when receipts are rendered at the same time (one parsed font, a subset per PDF)', async () => {
    const first = await buildUser(knex, { firstname: 'Zoë', name: 'Ångström' });
    const second = await buildUser(knex, { firstname: 'Œlya', name: 'Çelik' });
    const [a, b] = await Promise.all([receiptText(first.id, 1500), receiptText(second.id, 2500)]);
    expect(a.read.drawn).toContain('ÅNGSTRÖM Zoë');
    expect(b.read.drawn).toContain('ÇELIK Œlya');
    expect(a.read.drawn).not.toContain('ÇELIK');
    for (const [read, letters] of [
      [a.read, 'ÅÖë'],
      [b.read, 'ÇŒ'],
    ] as const) {
      for (const letter of letters) expect(read.glyphWidths[letter], letter).toBeGreaterThan(0);
    }
  });

  it('is rendered again from the facts stored at issue: editing the donor afterwards changes nothing', async () => {
    const donor = await buildUser(knex, { firstname: 'Camille', name: 'Durand' });
    const { receipt } = await receiptText(donor.id, 4200);
    await knex('users').where({ id: donor.id }).update({ name: 'Nouveau-Nom', address_line_1: '1 rue Ailleurs' });
    const read = await readPdf(await renderReceiptPdf({ db }, receipt.id));
    expect(read.text).toContain('Nom et prénoms : DURAND Camille');
    expect(read.text).toContain('12 rue de la Paix, 75002 Paris');
  });

  it('answers 404 for an unknown receipt', async () => {
    await expect(renderReceiptPdf({ db }, 987654321)).rejects.toMatchObject({
      status: 404,
      errors: [{ code: 'receipt_not_found', detail: 'Ce reçu fiscal est introuvable' }],
    });
  });

  it('lists the debits of an annual receipt with their dates and total', async () => {
    const donor = await buildUser(knex, { firstname: 'Inès', name: 'Mensuel' });
    const { potId } = await potFor(knex, donor.id, charity.id);
    const subscriptionId = await insertSubscription(knex, { userId: donor.id, potId, amount: 2000, debitDay: 5 });
    for (const [period, iso] of [
      ['2025-02', '2025-02-05T09:00:00Z'],
      ['2025-03', '2025-03-05T09:00:00Z'],
    ] as const) {
      await succeededDonation(knex, {
        potId,
        userId: donor.id,
        amount: 2000,
        at: new Date(iso),
        method: 'DIRECT_DEBIT',
        subscriptionId,
        period,
      });
    }
    const annual = await issueAnnualReceipt({ db, clock }, { userId: donor.id, assocId: charity.id, year: 2025 });
    const read = await readPdf(await renderReceiptPdf({ db }, annual!.id));
    for (const mention of [
      'Reçu récapitulatif des versements de l’année 2025',
      `Numéro d’ordre du reçu : ${annual!.number}`,
      'la somme de : 40,00 € Somme en toutes lettres : quarante euros',
      'Dates des versements : du 05/02/2025 au 05/03/2025 (2 versements)',
      'Mode de versement : Prélèvement',
      '05/02/2025 — 20,00 €',
      '05/03/2025 — 20,00 €',
      'Nom et prénoms : MENSUEL Inès',
    ]) {
      expect(read.text, mention).toContain(mention);
    }
    expect(read.drawn).toContain(`40,00${NBSP}€`);
  });
});
