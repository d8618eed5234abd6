import { describe, expect, it } from 'vitest';
import { invitationFor, isIos, type InvitationContext } from './install-invitation';

const base: InvitationContext = {
  pathname: '/',
  visits: 2,
  potJustCreated: false,
  donationPath: false,
  paymentPage: false,
  standalone: false,
  dismissedAt: null,
  hasPrompt: true,
  ios: false,
  now: Date.UTC(2026, 10, 22),
};
const DAY = 24 * 60 * 60 * 1000;

describe('the install invitation', () => {
  it('waits for the second visit', () => {
    expect(invitationFor({ ...base, visits: 1 })).toBeNull();
    expect(invitationFor(base)).toBe('prompt');
  });

  it('comes right after a pot is created, even on its pot page and on a first visit', () => {
    expect(invitationFor({ ...base, visits: 1, potJustCreated: true, donationPath: true })).toBe('prompt');
  });

  it('is never shown on the donation path otherwise', () => {
    expect(invitationFor({ ...base, visits: 5, donationPath: true })).toBeNull();
    expect(invitationFor({ ...base, potJustCreated: true, donationPath: true, paymentPage: true })).toBeNull();
  });

  it('is not shown once installed, nor for 30 days after "Plus tard"', () => {
    expect(invitationFor({ ...base, standalone: true })).toBeNull();
    expect(invitationFor({ ...base, dismissedAt: base.now - 29 * DAY })).toBeNull();
    expect(invitationFor({ ...base, dismissedAt: base.now - 31 * DAY })).toBe('prompt');
  });

  it('shows the iOS steps where the browser has no install event, and nothing elsewhere', () => {
    expect(invitationFor({ ...base, hasPrompt: false, ios: true })).toBe('ios');
    expect(invitationFor({ ...base, hasPrompt: false, ios: false })).toBeNull();
  });

  it('recognises iPhones and iPads (whatever the browser), not Macs', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    const chromeIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1';
    expect(isIos(iphone, 5)).toBe(true);
    expect(isIos(ipad, 5)).toBe(true);
    expect(isIos(ipad, 0)).toBe(false); // a Mac
    expect(isIos(chromeIos, 5)).toBe(true);
  });
});
