/**
 * The European Payments Council's QR code for a SEPA credit transfer (EPC069-12 "Quick Response Code:
 * guidelines to enable data capture for the initiation of a SEPA credit transfer", version 002): the
 * text a banking app reads to fill in a transfer. Pure; the PWA draws it as a QR code (error correction
 * level M, as the guidelines ask).
 *
 * Lines, separated by LF, trailing empty lines left out:
 *  1 BCD  2 002  3 1 (UTF-8)  4 SCT  5 BIC (optional in 002)  6 beneficiary name (<= 70)
 *  7 IBAN  8 EUR amount (EUR0.01 to EUR999999999.99)  9 purpose code (4 letters, optional)
 * 10 structured creditor reference (ISO 11649 "RF..", <= 35) OR 11 unstructured text (<= 140)
 * 12 beneficiary-to-originator information (<= 70, optional). At most 331 bytes in all: past that the
 * note, then the text, are shortened.
 * A Mangopay WireReference is not an ISO 11649 reference, so it goes in line 11 (the transfer's
 * "libellé"), which is where the provider matches it.
 */

export interface EpcTransfer {
  bic?: string;
  name: string;
  iban: string;
  amountCents: number;
  /** ISO 20022 purpose code, e.g. CHAR (charity payment). */
  purpose?: string;
  /** The payment reference: an ISO 11649 RF reference goes to line 10, anything else to line 11. */
  reference?: string;
  /** A note shown to the payer (line 12). */
  information?: string;
}

export const EPC_MAX_BYTES = 331;
const MAX_AMOUNT_CENTS = 99_999_999_999;

/** True for a valid ISO 11649 creditor reference (RF, two check digits, up to 21 characters, mod 97 = 1). */
export function isCreditorReference(value: string): boolean {
  const ref = value.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(ref)) return false;
  const rearranged = ref.slice(4) + ref.slice(0, 4);
  const digits = [...rearranged].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** EUR with a dot and two decimals, from integer cents: 1234 -> "EUR12.34". */
export function epcAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 1 || cents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`EPC QR amount out of range: ${cents}`);
  }
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function clean(value: string | undefined, max: number): string {
  // No line breaks inside a field; characters beyond the limit are cut.
  return [...(value ?? '').replace(/[\r\n]+/g, ' ').trim()].slice(0, max).join('');
}

/** The payload text of an EPC QR code for a SEPA credit transfer. */
export function buildEpcQrPayload(transfer: EpcTransfer): string {
  const iban = transfer.iban.replace(/\s+/g, '').toUpperCase();
  const bic = (transfer.bic ?? '').replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) throw new RangeError('EPC QR: invalid IBAN');
  if (bic !== '' && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) throw new RangeError('EPC QR: invalid BIC');
  const name = clean(transfer.name, 70);
  if (name === '') throw new RangeError('EPC QR: the beneficiary name is required');
  const purpose = clean(transfer.purpose, 4).toUpperCase();
  if (purpose !== '' && !/^[A-Z]{4}$/.test(purpose)) throw new RangeError('EPC QR: invalid purpose code');
  const reference = clean(transfer.reference, 140);
  const structured = reference !== '' && isCreditorReference(reference) ? reference.replace(/\s+/g, '').toUpperCase() : '';
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    epcAmount(transfer.amountCents),
    purpose,
    structured,
    structured === '' ? reference : '',
    clean(transfer.information, 70),
  ];
  // Over 331 bytes (long multi-byte names and texts): shorten the note (12), then the text (11).
  for (const line of [11, 10]) {
    while (byteLength(lines) > EPC_MAX_BYTES && (lines[line] ?? '') !== '')
      lines[line] = [...(lines[line] ?? '')].slice(0, -1).join('').trimEnd();
  }
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  if (byteLength(lines) > EPC_MAX_BYTES) throw new RangeError('EPC QR: payload longer than 331 bytes');
  return payload;
}

function byteLength(lines: string[]): number {
  return new TextEncoder().encode(lines.join('\n').replace(/\n+$/, '')).length;
}
