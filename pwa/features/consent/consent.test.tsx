import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/ui/Toaster';
import { CookieBanner } from './CookieBanner';
import { addMonths } from '@domain/consent-cookie';
import { CONSENT_STORAGE_KEY, COOKIE_SETTINGS_EVENT, consentStore, readConsent, writeConsent } from './consent-store';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

function renderBanner(at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <CookieBanner />
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  consentStore.reset();
  // react-hot-toast reads prefers-reduced-motion, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => consentStore.reset());

describe('cookie choice memory (13 months)', () => {
  it('keeps a choice 13 months, then forgets it', () => {
    writeConsent('refused', new Date('2025-10-22T10:00:00Z'));
    expect(readConsent(new Date('2026-11-22T09:59:59Z'))).toBe('refused');
    expect(readConsent(new Date('2026-11-22T10:00:00Z'))).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('counts calendar months, ending on the last day of a shorter month', () => {
    expect(addMonths(new Date(2026, 0, 31, 12), 13)).toEqual(new Date(2027, 1, 28, 12));
    expect(addMonths(new Date(2024, 0, 31, 12), 1)).toEqual(new Date(2024, 1, 29, 12));
    expect(addMonths(new Date(2025, 9, 22, 10), 13)).toEqual(new Date(2026, 10, 22, 10));
  });

  it('forgets an unreadable value', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"choice":"maybe"}');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'pas du json');
    expect(readConsent()).toBeNull();
  });
});

describe('CookieBanner', () => {
  it('asks when no choice is stored; refusing stores it and shows the spec toast', async () => {
    renderBanner();
    expect(screen.getByRole('heading', { name: 'Cookies et mesure d’audience' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Nous avons bien noté vos préférences')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refuser' })).toBeNull();
    expect(stored()).toMatchObject({ choice: 'refused' });
  });

  it('accepting replaces a refusal, and the banner can be reopened by the settings event', () => {
    writeConsent('refused');
    consentStore.reset();
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
    });
    expect(screen.getByText(/Votre choix actuel : mesure d’audience refusée/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(stored()).toMatchObject({ choice: 'accepted' });
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
  });

  it('is a form the server answers before the script runs; once it has, the app answers and nothing is posted', () => {
    renderBanner('/associations-partenaires-cagnotte-solidaire?page=2');
    const refuse = screen.getByRole<HTMLButtonElement>('button', { name: 'Refuser' });
    const form = refuse.form!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cookie-choice');
    expect(Object.fromEntries(new FormData(form, refuse))).toEqual({
      back: '/associations-partenaires-cagnotte-solidaire?page=2',
      choice: 'refused',
    });
    expect(fireEvent.click(screen.getByRole('button', { name: 'Accepter' }))).toBe(false); // default (the post) prevented
    expect(stored()).toMatchObject({ choice: 'accepted' });
  });
});
