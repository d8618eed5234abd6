// The CSV exports, read as a French spreadsheet reads them: UTF-8 with a BOM, `;` between cells, decimal
// commas. The organiser's export never names an anonymous donor nor gives a hidden amount; the manager's
// export per charity and year names everyone (anonymous ones marked); the yearly totals count kept gifts
// and receipts not cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildCompany, buildUser, signInAs } from '../../test/factories';
import { applyDonationStatus } from '../ledger';
import { succeededDonation, potFor } from '../receipts/testing/receipt-factories';
import { issueReceiptForDonation } from '../receipts';
import { call, signedInManager } from '../manager/testing/manager-flows';
import { csvCell } from './csv';

let t: TestContext;
let potId: number;
let assocId: number;
let organiserToken: string;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  const knex = t.db.knex;
  const organiser = await buildUser(knex, { firstname: 'Olivia', name: 'Orga' });
  organiserToken = await signInAs(knex, t.clock, organiser);
  ({ potId, assocId } = await potFor(knex, organiser.id));
  const camille = await buildUser(knex, { firstname: 'Camille', name: 'Durand', email: 'camille.durand@exemple.fr' });
  const secret = await buildUser(knex, { firstname: 'Secrète', name: 'Anonyme-Réelle', email: 'secrete@exemple.fr' });
  const company = await buildCompany(knex, { email: 'contact@martin-conseil.fr' });
  ids = {
    camille: await succeededDonation(knex, { potId, userId: camille.id, amount: 2550, at: new Date('2026-03-10T10:00:00Z') }),
    secret: await succeededDonation(knex, { potId, userId: secret.id, amount: 10000, at: new Date('2026-04-02T10:00:00Z') }),
    hidden: await succeededDonation(knex, { potId, userId: null, quick: true, amount: 700, at: new Date('2026-05-01T10:00:00Z') }),
    company: await succeededDonation(knex, { potId, userId: company.id, amount: 123456, at: new Date('2026-06-01T10:00:00Z') }),
    refunded: await succeededDonation(knex, { potId, userId: camille.id, amount: 999, at: new Date('2026-06-02T10:00:00Z') }),
    lastYear: await succeededDonation(knex, { potId, userId: camille.id, amount: 5000, at: new Date('2025-12-31T23:30:00Z') }), // 00:30 on 1 Jan 2026 in Paris
  };
  await knex('donations').where({ id: ids.secret }).update({ is_anonymous: true });
  await knex('donations').where({ id: ids.hidden }).update({ is_visible: false });
  await knex.transaction((trx) => applyDonationStatus(trx, ids.refunded!, 'REFUNDED', new Date('2026-06-03T10:00:00Z')));
  for (const id of [ids.camille, ids.secret, ids.company, ids.lastYear]) await issueReceiptForDonation(t.deps, id!);
  await knex('tax_receipts').where({ donation_id: ids.company }).update({ cancelled_at: new Date() });
});
afterAll(() => t.close());

const rowsOf = (csv: string) =>
  csv
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

/** The CSV as bytes and as text with its BOM kept (fetch's text() would drop it). */
async function download(token: string, path: string) {
  const response = await t.request(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, body: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('the organiser export of a pot', () => {
  it('is a French spreadsheet CSV that never names an anonymous donor nor shows a hidden amount', async () => {
    const answer = await download(organiserToken, `/user/cagnottes/${potId}/donations.csv`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="cagnotte-${potId}-dons.csv"`);
    expect([...answer.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.body).not.toContain('Secrète');
    expect(answer.body).not.toContain('Anonyme-Réelle');
    expect(answer.body).not.toContain('@');
    expect(rowsOf(answer.body)).toEqual([
      ['Date', 'Donateur', 'Montant (€)'],
      ['01/01/2026', 'Camille D.', '50,00'],
      ['10/03/2026', 'Camille D.', '25,50'],
      ['02/04/2026', 'Anonyme', '100,00'],
      ['01/05/2026', 'Lou R.', 'Montant masqué'],
      ['01/06/2026', 'Martin Conseil', '1234,56'],
      ['Total', '5 dons', '1417,06'],
    ]);
  });
});

describe('the manager exports per charity and year', () => {
  it('lists the year’s paid and refunded donations with every donor, anonymous ones marked', async () => {
    const manager = await signedInManager(t);
    const answer = await download(manager.token, `/manager/exports/charities/${assocId}/donations.csv?year=2026`);
    expect(answer.status).toBe(200);
    expect(
      answer.body.startsWith(
        '\uFEFFDate;Cagnotte;Donateur;E-mail;Anonyme;Montant du don (€);Pourboire Entraide (€);Moyen de paiement;Statut;Reçu fiscal\r\n',
      ),
    ).toBe(true);
    const rows = rowsOf(answer.body).slice(1);
    expect(rows.map((r) => [r[0], r[2], r[3], r[4], r[5], r[8]])).toEqual([
      ['01/01/2026', 'Camille Durand', 'camille.durand@exemple.fr', 'non', '50,00', 'Payé'],
      ['10/03/2026', 'Camille Durand', 'camille.durand@exemple.fr', 'non', '25,50', 'Payé'],
      ['02/04/2026', 'Secrète Anonyme-Réelle', 'secrete@exemple.fr', 'oui', '100,00', 'Payé'],
      ['01/05/2026', 'Lou Rapide', 'lou.rapide@exemple.fr', 'non', '7,00', 'Payé'],
      ['01/06/2026', 'Martin Conseil (Paul Martin)', 'contact@martin-conseil.fr', 'non', '1234,56', 'Payé'],
      ['02/06/2026', 'Camille Durand', 'camille.durand@exemple.fr', 'non', '9,99', 'Remboursé'],
    ]);
    expect(rows[4]![9]).toMatch(/\(annulé\)$/);
    expect(rows[0]![9]).not.toBe('');
    expect(rows[3]![9]).toBe(''); // quick donation: no receipt
    expect((await call(t, manager.token, `/manager/exports/charities/${assocId}/donations.csv?year=20x6`)).status).toBe(422);
  });

  it('totals the kept gifts and the receipts issued and not cancelled', async () => {
    const manager = await signedInManager(t);
    const totals = await call(t, manager.token, '/manager/yearly_totals?year=2026');
    const mine = totals.body.find((row: { assoc_id: number }) => row.assoc_id === assocId);
    expect(mine).toMatchObject({
      year: 2026,
      donations_total_amount: 5000 + 2550 + 10000 + 700 + 123456,
      donations_count: 5,
      tax_receipts_count: 3,
    });
    const csv = await download(manager.token, '/manager/exports/yearly_totals.csv?year=2026');
    const line = rowsOf(csv.body).find((r) => r[0] === mine.name);
    expect(line).toEqual([mine.name, '2026', '1417,06', '5', '3']);
  });
});

describe('csv cells', () => {
  it('quotes separators and quotes, and defuses formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell('=SOMME(A1)')).toBe("'=SOMME(A1)");
    expect(csvCell(-5)).toBe('-5');
  });
});
