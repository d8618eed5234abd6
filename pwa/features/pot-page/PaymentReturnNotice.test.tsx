// Back from the bank's 3-D Secure page: the notice shows the processing text, then what the API's re-read
// of the pay-in says: thanks, a refusal, or (provider code 101304) that the bank's page expired.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { rememberQuickToken } from '@/lib/quick-return-token';
import { PaymentReturnNotice } from './components/PaymentReturnNotice';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function answerWith(body: object) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PaymentReturnNotice potId={7} transactionId="payin_42" />
    </QueryClientProvider>,
  );
}

describe('PaymentReturnNotice', () => {
  it('says the payment is being processed, then thanks the donor once it succeeded', async () => {
    const fetch = answerWith({ donation_id: 1, pot_id: 7, payment_status: 'SUCCEEDED' });
    show();
    expect(screen.getByRole('status').textContent).toContain('Votre paiement est en cours de traitement.');
    expect((await screen.findByText(/Merci de votre générosité/)).getAttribute('role')).toBe('status');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/payments/return');
    expect(JSON.parse(String(init.body))).toEqual({ transactionId: 'payin_42' });
  });

  it("sends the quick donation's secret kept by this tab, so the API tells the quick donor why it failed", async () => {
    rememberQuickToken('secret-du-don-rapide');
    const fetch = answerWith({ donation_id: 1, pot_id: 7, payment_status: 'FAILED', result_code: '101304' });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('La validation auprès de votre banque a expiré');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ transactionId: 'payin_42', quick_token: 'secret-du-don-rapide' });
  });

  it('says the bank refused the payment', async () => {
    answerWith({ donation_id: 1, pot_id: 7, payment_status: 'FAILED', result_code: '101301' });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre paiement a été refusé. Vérifiez les informations de votre carte ou essayez avec une autre carte.',
    );
  });

  it('says the bank’s page expired, and that the card was not charged', async () => {
    answerWith({ donation_id: 1, pot_id: 7, payment_status: 'FAILED', result_code: '101304' });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "La validation auprès de votre banque a expiré : votre carte n'a pas été débitée. Vous pouvez refaire votre don.",
    );
  });

  it('shows the total read after the settlement, even when a read sent before it was still on its way', async () => {
    // The page's first read of the pot leaves before the return is settled and answers after it.
    let answerFirstRead: (total: number) => void = () => undefined;
    let reads = 0;
    const readPot = () => {
      reads += 1;
      return reads === 1 ? new Promise<number>((resolve) => (answerFirstRead = resolve)) : Promise.resolve(6000);
    };
    function Total() {
      const { data } = useQuery({ queryKey: ['pot', 7, 12], queryFn: readPot });
      return <p>Collecté : {data ?? '…'}</p>;
    }
    answerWith({ donation_id: 1, pot_id: 7, payment_status: 'SUCCEEDED' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Total />
        <PaymentReturnNotice potId={7} transactionId="payin_42" />
      </QueryClientProvider>,
    );
    await screen.findByText(/Merci de votre générosité/);
    answerFirstRead(0);
    expect(await screen.findByText('Collecté : 6000')).toBeTruthy();
    expect(reads).toBe(2);
  });
});
