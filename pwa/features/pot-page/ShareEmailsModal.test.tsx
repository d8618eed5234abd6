// The share-by-e-mail modal sends the checked list to POST /share/emails, says in the success toast how
// many invitations are left today, and shows the API's refusal of a list longer than that under the
// field (the message says how many are left), leaving the modal open to shorten the list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/ui/Toaster';
import { ShareEmailsModal } from './components/ShareEmailsModal';

// react-hot-toast asks for reduced motion, which jsdom does not answer.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

afterEach(() => vi.unstubAllGlobals());

/** The API answers every request with this status and body; returns the fetch mock. */
function answerWith(status: number, body: object) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function invite(emails: string) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster />
      <ShareEmailsModal potId={7} title="Partage par e-mail (max 500 invités)" onClose={onClose} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Adresses e-mail de vos invités'), { target: { value: emails } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer les invitations' }));
  return onClose;
}

describe('ShareEmailsModal', () => {
  it('sends the list and says in the success toast how many invitations are left today', async () => {
    const fetch = answerWith(200, { message: 'Un e-mail a été envoyé à vos amis', invited: 2, skipped: 0, remaining_today: 18 });
    const onClose = invite('marie@exemple.fr, paul@exemple.fr');
    expect(
      await screen.findByText('Un e-mail a été envoyé à vos amis. Il vous reste 18 invitations aujourd’hui.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/share/emails');
    expect(JSON.parse(String(init.body))).toEqual({ pot_id: 7, emails: ['marie@exemple.fr', 'paul@exemple.fr'] });
  });

  it('shows the refusal of a list longer than what is left today under the field, and stays open', async () => {
    const detail = 'Il vous reste 1 invitation aujourd’hui : retirez des adresses de la liste ou réessayez demain.';
    answerWith(429, { errors: [{ code: 'share_daily_limit', detail }] });
    const onClose = invite('marie@exemple.fr, paul@exemple.fr');
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByLabelText('Adresses e-mail de vos invités').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer les invitations' })).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });
});
