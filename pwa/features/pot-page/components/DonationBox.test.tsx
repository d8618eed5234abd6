// The giving box as the server writes it (react-dom/server) and the browser hydrates it: a plain GET form
// to the tips step before the script, and the amount typed before hydration is the one 'Je donne' sends.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PublicPot } from '@domain/public-pot';
import { charity } from '@/features/directory/testing/fake-directory';
import { DonationBox } from './DonationBox';

const pot: PublicPot = {
  id: 12,
  name: 'Les 30 ans de Léa',
  description: '<p>Merci</p>',
  closing_date: '2026-12-31T22:59:59.000Z',
  event_type: { id: 1, name: 'Anniversaire', category: 'particulier' },
  assoc: charity(3, 'Les Ateliers du Cœur'),
  banner: { url: null, images: [] },
  color: null,
  is_locked: false,
  pot_type: 0,
  created_by: { display_name: 'Léa M.', entreprise: null },
  is_active: true,
  closed: false,
  donations_total_amount: 0,
  donators_count: 0,
  donations_count: 0,
  can_edit: false,
  created_at: '2026-11-01T10:00:00.000Z',
};

function Tips() {
  const { pathname, search } = useLocation();
  return <p>étape des pourboires : {pathname + search}</p>;
}

const router = () =>
  createMemoryRouter(
    [
      { path: '/participate/:id', element: <DonationBox pot={pot} signedIn={false} /> },
      { path: '/participate/:id/tips', element: <Tips /> },
    ],
    { initialEntries: ['/participate/12'] },
  );

describe('the giving box written by the server', () => {
  it('is a GET form to the tips step with the amount, as the app’s own address', () => {
    const html = renderToString(<RouterProvider router={router()} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/participate/12/tips');
    expect(form.getAttribute('method')).toBe('get');
    expect(container.querySelector('input[name="amount"]')).not.toBeNull();
    expect(container.querySelector('button[name="quick"][value="true"]')?.textContent).toBe('Don rapide');
  });

  it('sends the amount typed before hydration when “Je donne” is pressed after it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={router()} />);
    document.body.append(container);
    (container.querySelector('input[name="amount"]') as HTMLInputElement).value = '15';
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router()} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Je donne' }));
    expect(await screen.findByText('étape des pourboires : /participate/12/tips?amount=15')).toBeTruthy();
    container.remove();
  });
});
