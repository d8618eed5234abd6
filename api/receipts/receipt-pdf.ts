/**
 * The receipt as a PDF (pdfkit), rendered from its facts snapshot: A4, DejaVu Sans embedded (subset;
 * it has U+202F, the narrow no-break space of fr-FR amounts), no form field, and the document
 * encrypted with a throw-away owner password that allows printing and copying text but not modifying
 * it, annotating it or filling it. The layout follows the mentions of cerfa 11580 / 16216.
 * The two fonts are read and parsed once a process and shared by every document (each embeds its own
 * subset): parsed per document they were three quarters of a receipt's CPU, and receipts most of the
 * worker's (docs/decisions/0458-receipt-fonts-parsed-once.md).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { amountInFrenchWords } from '../../domain/amount-in-words';
import { formatTableDate } from '../../domain/dates';
import { formatEuros } from '../../domain/money';
import type { PostalAddress, ReceiptFacts } from './receipt.types';
import { formWording, PAYMENT_METHOD_LABELS, RECEIPT_LABELS as L } from './receipt-wording';

const FONT = fileURLToPath(new URL('./fonts/DejaVuSans.ttf', import.meta.url));
const FONT_BOLD = fileURLToPath(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url));
let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

function parsed(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file}: a font collection, not a font`);
  return font;
}

function sharedFonts(): { regular: fontkit.Font; bold: fontkit.Font } {
  fonts ??= { regular: parsed(FONT), bold: parsed(FONT_BOLD) };
  return fonts;
}

/** pdfkit takes a font fontkit parsed (any object with `layout`), though its types say a path or bytes. */
function registerParsedFont(doc: Doc, name: string, font: fontkit.Font): void {
  doc.registerFont(name, font as unknown as string);
}

const ACCENT = '#b8236f';
const INK = '#2b1a24';
const MUTED = '#5c4a55';
const MARGIN = 50;

type Doc = InstanceType<typeof PDFDocument>;

const COUNTRY_NAMES: Record<string, string> = { FR: 'France', BE: 'Belgique', LU: 'Luxembourg', CH: 'Suisse', MC: 'Monaco' };

function addressText(address: PostalAddress | null): string {
  if (!address) return L.missingAddress;
  const country = address.country === 'FR' ? '' : `, ${COUNTRY_NAMES[address.country] ?? address.country}`;
  return `${address.line}, ${address.postCode} ${address.city}${country}`;
}

function field(doc: Doc, label: string, value: string): void {
  doc.font('bold').fontSize(10).fillColor(MUTED).text(`${label} : `, { continued: true }).font('regular').fillColor(INK).text(value);
  doc.moveDown(0.25);
}

function section(doc: Doc, title: string): void {
  doc.moveDown(0.6);
  const y = doc.y;
  doc.rect(MARGIN, y, doc.page.width - 2 * MARGIN, 18).fill('#f6e7ef');
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(ACCENT)
    .text(title.toUpperCase(), MARGIN + 6, y + 4);
  doc.fillColor(INK).moveDown(0.5);
  doc.x = MARGIN;
}

function header(doc: Doc, facts: ReceiptFacts): void {
  const wording = formWording(facts.donor);
  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(9).fillColor(MUTED).text(wording.cerfa, { align: 'right', width });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(15).fillColor(INK).text(wording.title, { width });
  doc.font('regular').fontSize(10).fillColor(MUTED).text(wording.legalBasis);
  if (facts.kind === 'ANNUAL') doc.font('bold').fontSize(11).fillColor(ACCENT).text(L.annualTitle(facts.year));
  doc.moveDown(0.6);
  const y = doc.y;
  doc.roundedRect(MARGIN, y, width, 26, 4).lineWidth(1).stroke(ACCENT);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(`${L.number} : ${facts.number}`, MARGIN + 10, y + 7);
  doc.x = MARGIN;
  doc.y = y + 30;
}

function beneficiary(doc: Doc, facts: ReceiptFacts): void {
  section(doc, L.beneficiary);
  field(doc, L.name, facts.charity.name);
  field(doc, L.address, addressText(facts.charity.address));
  field(doc, L.purpose, facts.charity.purpose);
  field(doc, L.status, facts.charity.status);
}

function donor(doc: Doc, facts: ReceiptFacts): void {
  const d = facts.donor;
  section(doc, formWording(d).donorHeading);
  if (d.type === 'COMPANY') {
    field(doc, L.companyName, d.companyName);
    field(doc, L.legalForm, d.legalForm);
    field(doc, L.siren, d.siren);
  } else {
    field(doc, L.donorName, `${d.name.toUpperCase()} ${d.firstname}`);
  }
  field(doc, L.address, addressText(d.address));
}

function gift(doc: Doc, facts: ReceiptFacts): void {
  section(doc, 'Versement');
  doc.font('regular').fontSize(10).fillColor(INK).text(L.acknowledgement);
  doc.moveDown(0.3);
  doc.font('bold').fontSize(16).fillColor(ACCENT).text(formatEuros(facts.amountCents));
  doc.moveDown(0.3);
  field(doc, L.amountInWords, amountInFrenchWords(facts.amountCents));
  const days = facts.payments.map((payment) => formatTableDate(payment.day));
  if (facts.kind === 'ANNUAL')
    field(doc, L.paymentDates, `du ${days[0]} au ${days[days.length - 1]} (${days.length} versement${days.length > 1 ? 's' : ''})`);
  else field(doc, L.paymentDate, days[0] ?? '');
  field(doc, L.form, L.formValue);
  field(doc, L.nature, L.natureValue);
  const methods = [...new Set(facts.payments.map((payment) => PAYMENT_METHOD_LABELS[payment.method]))];
  field(doc, L.method, methods.join(', '));
  if (facts.kind === 'ANNUAL') {
    doc.moveDown(0.2).font('bold').fontSize(10).fillColor(MUTED).text(`${L.annualDetail} :`);
    doc.font('regular').fillColor(INK);
    for (const payment of facts.payments) doc.text(`${formatTableDate(payment.day)} — ${formatEuros(payment.amountCents)}`, { indent: 12 });
  }
}

function certification(doc: Doc, facts: ReceiptFacts): void {
  doc.moveDown(0.8);
  doc.font('bold').fontSize(10).fillColor(INK).text(formWording(facts.donor).certification);
  doc.moveDown(1);
  const right = doc.page.width / 2;
  doc.font('bold').fontSize(10).fillColor(MUTED).text(L.signature, right, doc.y);
  doc
    .font('regular')
    .fillColor(INK)
    .text(`Le ${formatTableDate(facts.issuedAt)}`, right);
  doc.text(`${facts.charity.signatory.name}, ${facts.charity.signatory.title}`, right);
  doc.text(`pour ${facts.charity.name}`, right);
  const y = doc.y + 28;
  doc
    .moveTo(right, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.8)
    .stroke(MUTED);
  doc.x = MARGIN;
  doc.y = y + 14;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(L.issuedBy, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
}

/** The PDF of a receipt from its facts. */
export function receiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'fr-FR',
    pdfVersion: '1.7ext3',
    // No default font: pdfkit would parse Helvetica's metrics for each document, a font never used here.
    font: null as unknown as string,
    ownerPassword: randomBytes(24).toString('hex'),
    permissions: {
      printing: 'highResolution',
      modifying: false,
      copying: true,
      annotating: false,
      fillingForms: false,
      contentAccessibility: true,
      documentAssembly: false,
    },
    info: {
      Title: `Reçu fiscal n° ${facts.number}`,
      Author: facts.charity.name,
      Subject: formWording(facts.donor).title,
      Creator: 'Entraide',
      CreationDate: new Date(facts.issuedAt),
    },
  });
  const { regular, bold } = sharedFonts();
  registerParsedFont(doc, 'regular', regular);
  registerParsedFont(doc, 'bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, facts);
  beneficiary(doc, facts);
  donor(doc, facts);
  gift(doc, facts);
  certification(doc, facts);
  doc.end();
  return done;
}
