import { afterAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { createSessionStore } from '@/lib/store';
import { Header } from './Header';

// The create button starts the offline outbox with a dynamic import; let it finish before the
// environment is torn down (on a slow machine it otherwise fails after the last test).
afterAll(async () => {
  await import('@/features/pot-wizard/offline/pot-outbox');
});

function renderHeader() {
  return render(
    <Provider store={createSessionStore()}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </Provider>,
  );
}

describe('Header', () => {
  it('shows the logo, the create button and a Menu button that opens the navigation', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entraide, accueil' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Créer une cagnotte' })).toBeTruthy();

    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');

    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(nav.className).toContain('is-open');
    expect(screen.getByRole('link', { name: 'Comment ça marche' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/authentification-cagnotte-solidaire-don-association',
    );

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
