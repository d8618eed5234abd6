import { describe, expect, it } from 'vitest';
import {
  paymentStatusLabel,
  previewRows,
  receiptCell,
  annualReceiptsOf,
  annualReceiptPath,
  recurrenceLabel,
  showsPreviewToggle,
  sortPotsByClosingDate,
  subscriptionAction,
  subscriptionStatusLabel,
} from './dashboard';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('payment status labels', () => {
  it.each([
    ['CREATED', 'En attente de paiement'],
    ['SUCCEEDED', 'Paiement effectué'],
    ['FAILED', 'Paiement refusé'],
    ['UNPAID', 'Pas de paiement'],
    ['UNKNOWN', 'N/A'],
    ['REFUNDED', 'N/A'],
    ['toString', 'N/A'],
    [null, 'N/A'],
  ])('%s -> %s', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });
});

describe('subscription status labels', () => {
  it.each([
    ['ACTIVE', 'Active'],
    ['CLOSED', 'Terminée'],
    ['CANCELED', 'Annulée'],
    ['MANDATE_REFUSED', 'Mandat refusé'],
    ['MANDATE_REACTIVATED', 'Mandat réactivé'],
    ['SUSPENDED', 'SUSPENDED'], // other values are shown raw
  ])('%s -> %s', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });
});

describe("'Arrêter' / 'Reprendre'", () => {
  it.each([
    ['ACTIVE', 'En cours', 'Arrêter'],
    ['ACTIVE', 'Terminée', 'Arrêter'],
    ['CANCELED', 'En cours', 'Reprendre'],
    ['CLOSED', 'En cours', 'Reprendre'],
    ['MANDATE_REACTIVATED', 'En cours', 'Reprendre'],
    ['CANCELED', 'Terminée', null],
    ['MANDATE_REFUSED', 'En cours', null],
  ])('%s on a pot %s -> %s', (status, potStatus, label) => {
    expect(subscriptionAction(status, potStatus)?.label ?? null).toBe(label);
  });

  it('stop and resume kinds', () => {
    expect(subscriptionAction('ACTIVE', 'En cours')?.kind).toBe('stop');
    expect(subscriptionAction('CANCELED', 'En cours')?.kind).toBe('resume');
  });
});

describe('recurrence and receipt cells', () => {
  it('recurrence', () => {
    expect(recurrenceLabel('MONTHLY')).toBe('Mensuel');
    expect(recurrenceLabel('WEEKLY')).toBe('N/A');
    expect(recurrenceLabel(undefined, 'company')).toBe('');
  });

  it.each([
    ['GENERATED', 'SUCCEEDED', '2026-05-02T10:00:00Z', { kind: 'pdf' }],
    ['SENT_BY_ASSOC', 'SUCCEEDED', '2026-05-02T10:00:00Z', { kind: 'text', label: "Envoyé par l'Association" }],
    [null, 'SUCCEEDED', '2026-05-02T10:00:00Z', { kind: 'text', label: "Envoyé par l'Association" }],
    ['GENERATED', 'SUCCEEDED', null, { kind: 'text', label: 'Indisponible' }],
    ['GENERATED', 'CREATED', '2026-05-02T10:00:00Z', { kind: 'text', label: 'Indisponible' }],
    ['OTHER', 'FAILED', null, { kind: 'text', label: 'Indisponible' }],
  ])('%s, %s, %s -> %j', (type, status, date, cell) => {
    expect(receiptCell({ assoc_cerfa_type: type, payment_status: status, payment_success_date: date }, NOW)).toEqual(cell);
  });

  it.each([
    // A monthly debit: the annual receipt of its (Paris) year once that year is over, else unavailable.
    ['GENERATED', 'SUCCEEDED', '2025-12-31T22:59:00Z', { kind: 'annual', year: 2025, label: 'Reçu annuel 2025' }],
    ['GENERATED', 'SUCCEEDED', '2025-12-31T23:30:00Z', { kind: 'text', label: 'Indisponible' }], // 1 January 2026 in Paris
    ['GENERATED', 'SUCCEEDED', '2026-05-02T10:00:00Z', { kind: 'text', label: 'Indisponible' }],
    ['SENT_BY_ASSOC', 'SUCCEEDED', '2025-05-02T10:00:00Z', { kind: 'text', label: "Envoyé par l'Association" }],
    ['GENERATED', 'FAILED', null, { kind: 'text', label: 'Indisponible' }],
  ])('debit: %s, %s, %s -> %j', (type, status, date, cell) => {
    expect(receiptCell({ assoc_cerfa_type: type, payment_status: status, payment_success_date: date, subscription_id: 7 }, NOW)).toEqual(
      cell,
    );
  });

  it('lists one annual receipt per charity and finished year, latest year first', () => {
    const debit = (assoc_id: number, assoc_name: string, date: string, extra: object = {}) => ({
      assoc_id,
      assoc_name,
      assoc_cerfa_type: 'GENERATED',
      payment_status: 'SUCCEEDED',
      payment_success_date: date,
      subscription_id: 3,
      ...extra,
    });
    expect(
      annualReceiptsOf(
        [
          debit(1, 'Les Amis du Verger', '2025-03-05T08:00:00Z'),
          debit(1, 'Les Amis du Verger', '2025-04-05T08:00:00Z'),
          debit(1, 'Les Amis du Verger', '2024-04-05T08:00:00Z'),
          debit(2, 'Atelier Solidaire', '2025-04-05T08:00:00Z'),
          debit(2, 'Atelier Solidaire', '2026-04-05T08:00:00Z'), // this year: not yet
          debit(3, 'Envoie ses reçus', '2025-04-05T08:00:00Z', { assoc_cerfa_type: 'SENT_BY_ASSOC' }),
          debit(4, 'Don ponctuel', '2025-04-05T08:00:00Z', { subscription_id: null }),
          debit(5, 'Prélèvement refusé', '2025-04-05T08:00:00Z', { payment_status: 'FAILED' }),
        ],
        NOW,
      ),
    ).toEqual([
      { assocId: 2, assocName: 'Atelier Solidaire', year: 2025, label: 'Reçu annuel 2025' },
      { assocId: 1, assocName: 'Les Amis du Verger', year: 2025, label: 'Reçu annuel 2025' },
      { assocId: 1, assocName: 'Les Amis du Verger', year: 2024, label: 'Reçu annuel 2024' },
    ]);
    expect(annualReceiptPath(1, 2025)).toBe('/user/receipts/annual?assoc_id=1&year=2025');
  });
});

describe('tables', () => {
  it.each([
    [9, false],
    [10, true],
    [11, true],
  ])('%i rows -> toggle %s', (rows, shown) => {
    expect(showsPreviewToggle(rows)).toBe(shown);
  });

  it('shows the first 10 rows until expanded', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(previewRows(rows, false)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(previewRows(rows, true)).toHaveLength(12);
  });

  it('sorts pots by closing date, latest first', () => {
    const pots = [
      { id: 1, closing_date: '2026-05-01T21:59:59.999Z' },
      { id: 2, closing_date: '2026-12-01T22:59:59.999Z' },
      { id: 3, closing_date: '2026-07-01T21:59:59.999Z' },
    ];
    expect(sortPotsByClosingDate(pots).map((pot) => pot.id)).toEqual([2, 3, 1]);
    expect(pots[0]?.id).toBe(1); // the input is not reordered
  });
});
