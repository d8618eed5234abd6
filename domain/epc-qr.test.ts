import { describe, expect, it } from 'vitest';
import { buildEpcQrPayload, epcAmount, isCreditorReference } from './epc-qr';

describe('EPC QR payload (EPC069-12, version 002)', () => {
  it('lays out the twelve lines of a SEPA credit transfer, the wire reference as the transfer text', () => {
    const payload = buildEpcQrPayload({
      bic: 'CCFRFRPPXXX',
      name: 'MANGOPAY SA',
      iban: 'FR76 3005 6009 2712 3456 7890 182',
      amountCents: 3550,
      purpose: 'CHAR',
      reference: 'Kp7xQ2mA9t',
    });
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'CCFRFRPPXXX',
      'MANGOPAY SA',
      'FR7630056009271234567890182',
      'EUR35.50',
      'CHAR',
      '',
      'Kp7xQ2mA9t',
    ]);
  });

  it('follows the guidelines’ own example (Red Cross of Belgium, 1 euro, CHAR, text and note)', () => {
    const payload = buildEpcQrPayload({
      bic: 'BPOTBEB1',
      name: 'Red Cross of Belgium',
      iban: 'BE72000000001616',
      amountCents: 100,
      purpose: 'CHAR',
      reference: 'Urgency fund',
      information: 'Sample EPC QR code',
    });
    expect(payload).toBe(
      'BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1.00\nCHAR\n\nUrgency fund\nSample EPC QR code',
    );
  });

  it('puts an ISO 11649 creditor reference in the structured line (10) and leaves the text line empty', () => {
    const lines = buildEpcQrPayload({
      name: 'Asso',
      iban: 'FR7630004000031234567890143',
      amountCents: 1,
      reference: 'RF18 5390 0754 7034',
    }).split('\n');
    expect(lines.slice(4)).toEqual(['', 'Asso', 'FR7630004000031234567890143', 'EUR0.01', '', 'RF18539007547034']);
  });

  it('drops trailing empty lines, keeps the BIC line empty when no BIC is given', () => {
    expect(buildEpcQrPayload({ name: 'Asso', iban: 'FR7630004000031234567890143', amountCents: 1234 })).toBe(
      'BCD\n002\n1\nSCT\n\nAsso\nFR7630004000031234567890143\nEUR12.34',
    );
  });

  it('cuts the name at 70 characters, the text at 140, and removes line breaks from fields', () => {
    const lines = buildEpcQrPayload({
      name: 'N'.repeat(90),
      iban: 'FR7630004000031234567890143',
      amountCents: 100,
      reference: 'a\nb' + 'x'.repeat(200),
    }).split('\n');
    expect(lines[5]).toHaveLength(70);
    expect(lines[10]).toHaveLength(140);
    expect(lines[10]?.startsWith('a b')).toBe(true);
  });

  it('refuses what a bank app could not use', () => {
    const base = { name: 'Asso', iban: 'FR7630004000031234567890143', amountCents: 100 };
    expect(() => buildEpcQrPayload({ ...base, amountCents: 0 })).toThrow(RangeError);
    expect(() => buildEpcQrPayload({ ...base, amountCents: 12.5 })).toThrow(RangeError);
    expect(() => buildEpcQrPayload({ ...base, iban: 'not an iban' })).toThrow(RangeError);
    expect(() => buildEpcQrPayload({ ...base, bic: 'BNP' })).toThrow(RangeError);
    expect(() => buildEpcQrPayload({ ...base, name: '  ' })).toThrow(RangeError);
    expect(() => buildEpcQrPayload({ ...base, purpose: 'CH1' })).toThrow(RangeError);
  });

  it('stays within 331 bytes with every field at its maximum (multi-byte characters included)', () => {
    const payload = buildEpcQrPayload({
      bic: 'CCFRFRPPXXX',
      name: 'é'.repeat(70),
      iban: 'FR7630056009271234567890182',
      amountCents: 99_999_999_999,
      purpose: 'CHAR',
      reference: 'r'.repeat(140),
      information: 'i'.repeat(70),
    });
    expect(new TextEncoder().encode(payload).length).toBe(331);
    const lines = payload.split('\n');
    expect(lines[5]).toBe('é'.repeat(70));
    expect(lines[10]).toMatch(/^r+$/);
    expect(lines).toHaveLength(11); // the note gave way first, then the text
  });
});

describe('epcAmount', () => {
  it.each([
    [1, 'EUR0.01'],
    [100, 'EUR1.00'],
    [1234, 'EUR12.34'],
    [250_000, 'EUR2500.00'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('%i cents -> %s', (cents, text) => {
    expect(epcAmount(cents)).toBe(text);
  });
  it('refuses 0 and more than 999 999 999,99 €', () => {
    expect(() => epcAmount(0)).toThrow(RangeError);
    expect(() => epcAmount(100_000_000_000)).toThrow(RangeError);
  });
});

describe('isCreditorReference (ISO 11649)', () => {
  it.each([
    ['RF18539007547034', true],
    ['rf18 5390 0754 7034', true],
    ['RF19539007547034', false],
    ['Kp7xQ2mA9t', false],
    ['RF18', false],
  ])('%s -> %s', (value, expected) => {
    expect(isCreditorReference(value)).toBe(expected);
  });
});
