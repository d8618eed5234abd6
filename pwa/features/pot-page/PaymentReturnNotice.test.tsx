// Back from the bank's 3-D Secure page: the notice shows the processing text, then what the API's re-read
// of the pay-in says: thanks, a refusal, or (provider code 101304) that the bank's page expired.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PaymentReturnNotice } from './components/PaymentReturnNotice';

afterEach(() => vi.unstubAllGlobals());

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

  it('says the bank refused the payment', async () => {
    answerWith({ donation_id: 1, pot_id: 7, payment_status: 'FAILED', result_code: '101301' });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Votre paiement a été refusé. Vérifiez les informations de votre carte ou essayez avec une autre carte.');
  });

  it('says the bank’s page expired, and that the card was not charged', async () => {
    answerWith({ donation_id: 1, pot_id: 7, payment_status: 'FAILED', result_code: '101304' });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe("La validation auprès de votre banque a expiré : votre carte n'a pas été débitée. Vous pouvez refaire votre don.");
  });
});
