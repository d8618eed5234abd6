/**
 * What the SEPA screen shows of a bank-wire answer (pots spec "Payment page content"): the account to
 * wire to, its owner's address, IBAN (in groups of four), bank name, BIC and the reference the transfer
 * must carry, plus the EPC QR code's text (the server's, or built here from the same facts).
 */
import { buildEpcQrPayload } from '@domain/epc-qr';
import type { BankWireAnswer } from '../requests/bank';

export type WireRow = { label: string; value: string; copy?: boolean };

/** 'FR7630056009271234567890182' -> 'FR76 3005 6009 2712 3456 7890 182'. */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** The owner's address on one line ('1 rue ..., 75001 Paris, FR'). */
export function ownerAddress(answer: BankWireAnswer): string {
  const address = answer.BankAccount.OwnerAddress;
  if (!address) return '';
  const town = [address.PostalCode, address.City].filter(Boolean).join(' ');
  return [address.AddressLine1, address.AddressLine2, town, address.Region, address.Country]
    .filter((part) => part && String(part).trim() !== '')
    .join(', ');
}

/** The read-only rows of the SEPA screen, in the spec's order (rows without a value are left out). */
export function wireRows(answer: BankWireAnswer): WireRow[] {
  const account = answer.BankAccount;
  const rows: WireRow[] = [
    { label: 'Titulaire du compte', value: account.OwnerName },
    { label: 'Adresse', value: ownerAddress(answer) },
    { label: 'IBAN', value: groupIban(account.IBAN), copy: true },
    { label: 'Banque', value: account.BankName ?? '' },
    { label: 'BIC', value: account.BIC, copy: true },
    { label: 'Référence à indiquer', value: answer.WireReference, copy: true },
  ];
  return rows.filter((row) => row.value.trim() !== '');
}

/** The EPC QR code's text: the server's, else built from the answer and the total to wire (cents). */
export function epcPayload(answer: BankWireAnswer, totalCents: number): string | null {
  if (answer.epc_qr_payload) return answer.epc_qr_payload;
  try {
    return buildEpcQrPayload({
      bic: answer.BankAccount.BIC,
      name: answer.BankAccount.OwnerName,
      iban: answer.BankAccount.IBAN,
      amountCents: totalCents,
      reference: answer.WireReference,
    });
  } catch {
    return null;
  }
}
