/**
 * Renders a sample receipt (fictional facts) to a PDF file, for looking at the layout:
 * `npx tsx api/receipts/testing/render-sample.ts out.pdf [company]`, then e.g.
 * `pdftoppm -png -r 110 -singlefile out.pdf docs/screens/dashboard/receipt`.
 */
import { writeFileSync } from 'node:fs';
import type { ReceiptFacts } from '../receipt.types';
import { receiptPdf } from '../receipt-pdf';

const company = process.argv[3] === 'company';
const facts: ReceiptFacts = {
  kind: 'DONATION',
  number: '2026-000042',
  year: 2026,
  issuedAt: '2026-11-22T10:00:00Z',
  charity: {
    id: 1,
    name: 'Les Ateliers du Cœur',
    address: { line: '12 rue des Exemples', postCode: '75011', city: 'Paris', country: 'FR' },
    purpose: 'Accompagner vers l’emploi les personnes éloignées du travail par des ateliers de réparation solidaires.',
    status: 'Association loi 1901 reconnue d’intérêt général',
    signatory: { name: 'Claire Exemple', title: 'Présidente' },
  },
  donor: company
    ? {
        type: 'COMPANY',
        companyName: 'Martin Conseil',
        legalForm: 'SAS',
        siren: '542051180',
        address: { line: '3 avenue de la République', postCode: '69002', city: 'Lyon', country: 'FR' },
      }
    : {
        type: 'PERSON',
        firstname: 'Camille',
        name: 'Durand',
        address: { line: '12 rue de la Paix', postCode: '75002', city: 'Paris', country: 'FR' },
      },
  amountCents: 123_456_78,
  payments: [{ day: '2026-11-20', amountCents: 123_456_78, method: 'CARD' }],
};

writeFileSync(process.argv[2] ?? 'receipt.pdf', await receiptPdf(facts));
