// The donation and pot screens against a fake API: the search goes into the address and the request,
// 'Rembourser' asks for confirmation and sends the reason with an Idempotency-Key, then says what
// happened (refunded, or the API's refusal); 'Désactiver la cagnotte' shows each refund's result.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiError, fakeApi, renderManager } from './testing/manager-test-kit';
import { donationOf, potOf, refundOf } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());
// Several screens render and answer in each test: a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const T = { timeout: 5000 };
/** The table row whose text contains `text`. */
const rowWith = async (text: string) => (await screen.findAllByRole('row', {}, T)).find((r) => r.textContent?.includes(text)) ?? null;

describe('donations', () => {
  it('searches by e-mail and status, refunds a paid donation after confirmation and lists its refunds', async () => {
    let donation = donationOf();
    let refunds: ReturnType<typeof refundOf>[] = [];
    const calls = fakeApi({
      'GET /manager/donations': () => [
        donation,
        donationOf({
          id: 40,
          status: 'FAILED',
          amount: 500,
          gift_entraide: 0,
          donor_name: null,
          donor_email: 'quick@exemple.fr',
          is_anonymous: true,
        }),
      ],
      'POST /manager/donations/41/refund': (call) => {
        refunds = [refundOf({ reason: (call.body as { reason: string }).reason })];
        donation = { ...donation, status: 'REFUNDED' };
        return refunds[0];
      },
      'GET /manager/donations/41/refunds': () => refunds,
    });
    const router = renderManager('/manager/dons');
    const search = await screen.findByRole('search', { name: 'Rechercher des dons' }, T);
    fireEvent.change(within(search).getByLabelText('E-mail du donateur'), { target: { value: 'ines.roux@exemple.fr' } });
    fireEvent.change(within(search).getByLabelText('Statut'), { target: { value: 'SUCCEEDED' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Rechercher' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?email=ines.roux%40exemple.fr&status=SUCCEEDED'), T);
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('email')).toBe('ines.roux@exemple.fr'), T);
    expect(calls.at(-1)?.query.get('status')).toBe('SUCCEEDED');

    await screen.findByText('ines.roux@exemple.fr', {}, T);
    const paid = (await rowWith('Inès Roux'))!;
    expect(within(paid).getByText('Paiement effectué')).toBeTruthy();
    const failed = (await rowWith('quick@exemple.fr'))!;
    expect(within(failed).getByText('anonyme')).toBeTruthy();
    expect(within(failed).getByText('Paiement refusé')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: /^Rembourser/ })).toBeNull();

    fireEvent.click(within(paid).getByRole('button', { name: 'Rembourser le don n° 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Rembourser ce don' });
    expect(dialog.textContent).toContain('le pourboire de 1,50');
    fireEvent.change(within(dialog).getByLabelText(/^Motif/), { target: { value: 'Don en double' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Rembourser 21,50/ }));

    expect(await screen.findByText(/^Le don de 20,00\s€ de Inès Roux est remboursé\.$/, {}, T)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ reason: 'Don en double' });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Rembourser ce don' })).toBeNull();
    expect(await within(paid).findByText('Remboursé', {}, T)).toBeTruthy();

    fireEvent.click(within(paid).getByRole('button', { name: 'Remboursements du don n° 41' }));
    const list = screen.getByRole('dialog', { name: 'Remboursements du don n° 41' });
    const row = (await within(list).findByText('Don en double', {}, T)).closest('tr')!;
    expect(within(row).getByText('Remboursé')).toBeTruthy();
  });

  it('shows the API’s refusal and keeps the dialog open', async () => {
    fakeApi({
      'GET /manager/donations': () => [donationOf()],
      'POST /manager/donations/41/refund': () => apiError(422, 'Seul un don payé peut être remboursé', 'not_refundable'),
    });
    renderManager('/manager/dons');
    fireEvent.click(await screen.findByRole('button', { name: 'Rembourser le don n° 41' }, T));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Rembourser ce don' })).getByRole('button', { name: /^Rembourser 21,50/ }));
    expect(await screen.findByText('Seul un don payé peut être remboursé', {}, T)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rembourser ce don' })).toBeTruthy();
  });
});

describe('deactivating a pot', () => {
  it('confirms with a reason, then shows each refund’s result and the stopped monthly donations', async () => {
    let pot = potOf();
    const calls = fakeApi({
      'GET /manager/pots/12': () => pot,
      'GET /manager/pots/12/donations': () => [donationOf(), donationOf({ id: 42, amount: 3000, gift_entraide: 0 })],
      'POST /manager/pots/12/deactivate': () => {
        pot = { ...pot, is_active: false, deactivated_at: '2026-11-22T10:00:00Z', deactivation_reason: 'Cagnotte frauduleuse' };
        return {
          pot_id: 12,
          is_active: false,
          deactivated_at: '2026-11-22T10:00:00Z',
          deactivation_reason: 'Cagnotte frauduleuse',
          subscriptions_closed: 1,
          refunds: [
            { donation_id: 41, refund: refundOf(), error: null },
            { donation_id: 42, refund: null, error: 'Le prestataire de paiement ne répond pas, réessayez dans quelques instants' },
          ],
        };
      },
    });
    renderManager('/manager/cagnottes/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Les 40 ans de Hugo' }, T)).toBeTruthy();
    expect(screen.getByText(/^50,00\s€ \(2 dons, 2 participants\)$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver la cagnotte' }));
    const dialog = screen.getByRole('dialog', { name: 'Désactiver la cagnotte' });
    fireEvent.change(within(dialog).getByLabelText(/^Motif/), { target: { value: 'Cagnotte frauduleuse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver et rembourser' }));

    const report = await screen.findByRole('region', { name: 'Résultat de la désactivation' }, T);
    expect(report.textContent).toContain('1 don remboursé, 1 en échec, 1 don mensuel arrêté');
    expect(within(report).getByText('Le prestataire de paiement ne répond pas, réessayez dans quelques instants')).toBeTruthy();
    expect(await screen.findByText(/^Cagnotte désactivée, mais des remboursements ont échoué/, {}, T)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Cagnotte frauduleuse' });
    expect(await screen.findByRole('button', { name: 'Relancer les remboursements' }, T)).toBeTruthy();
    expect(screen.getAllByText('Désactivée').length).toBeGreaterThan(0);
  });
});
