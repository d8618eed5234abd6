// The money reconciliation's page against a fake API: each difference with what it concerns (linked),
// our records, what was found and the signed difference; the text when there is none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, renderManager } from './testing/manager-test-kit';
import type { MoneyFinding } from '@domain/manager-types';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 40_000 });
const T = { timeout: 15_000 };

const finding = (over: Partial<MoneyFinding>): MoneyFinding => ({
  id: 1,
  run_at: '2026-11-27T04:50:00.000Z',
  kind: 'wallet_balance',
  field: 'wallet_balance',
  charity_id: 8,
  charity_name: 'Les Jardins Partagés',
  pot_id: null,
  pot_name: null,
  expected: 125_000,
  actual: 126_500,
  ...over,
});

describe('money findings', () => {
  it('lists each difference, linked to its charity or pot, with the signed gap', async () => {
    const calls = fakeApi({
      'GET /manager/money_findings': () => [
        finding({}),
        finding({
          id: 2,
          kind: 'pot_totals',
          field: 'donations_total_amount',
          charity_id: 8,
          pot_id: 31,
          pot_name: 'Les 40 ans de Paul',
          expected: 2500,
          actual: 3200,
        }),
        finding({
          id: 3,
          kind: 'pot_totals',
          field: 'donations_count',
          pot_id: 31,
          pot_name: 'Les 40 ans de Paul',
          expected: 4,
          actual: 3,
        }),
      ],
    });
    renderManager('/manager/ecarts');
    expect(await screen.findByRole('heading', { name: 'Écarts d’argent' }, T)).toBeTruthy();
    const wallet = await screen.findByRole('link', { name: 'Les Jardins Partagés' }, T);
    expect(wallet.getAttribute('href')).toBe('/manager/associations/8');
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows.find((r) => r.includes('Solde du portefeuille'))).toMatch(/1\s250,00\s€.*1\s265,00\s€.*\+15,00\s€/);
    expect(rows.find((r) => r.includes('Total des dons'))).toMatch(/25,00\s€.*32,00\s€.*\+7,00\s€/);
    expect(rows.find((r) => r.includes('Nombre de dons'))).toMatch(/43−1$/);
    expect(screen.getAllByRole('link', { name: 'Les 40 ans de Paul' })[0]!.getAttribute('href')).toBe('/manager/cagnottes/31');
    expect(calls[0]?.query.get('limit')).toBe('50');
  });

  it('says when nothing differs', async () => {
    fakeApi({ 'GET /manager/money_findings': () => [] });
    renderManager('/manager/ecarts');
    expect(await screen.findByText('Aucun écart : nos enregistrements et l’argent détenu concordent.', {}, T)).toBeTruthy();
  });
});
