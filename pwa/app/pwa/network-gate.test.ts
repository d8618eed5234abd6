import { describe, expect, it } from 'vitest';
import { isDonationPath, isPotCreated, onlineOnlyKind } from './network-gate';

describe('pages that need a connection', () => {
  it('names the payment pages of a pot and of the creation flow', () => {
    for (const path of [
      '/participate/12/tips',
      '/participate/12/payment',
      '/participate/12/quick-payment',
      '/create/private/payment',
      '/create/company/sepa',
      '/create/company/kyc/2',
    ]) {
      expect(onlineOnlyKind(path), path).toBe('payment');
    }
  });

  it('names the personal areas', () => {
    expect(onlineOnlyKind('/particular/dashboard')).toBe('personal');
    expect(onlineOnlyKind('/company/profile')).toBe('personal');
    expect(onlineOnlyKind('/manager')).toBe('personal');
  });

  it('leaves the pages that open offline alone', () => {
    for (const path of [
      '/',
      '/participate/12',
      '/create/private/details',
      '/create/private/assocs',
      '/nos-associations',
      '/particularly',
    ]) {
      expect(onlineOnlyKind(path), path).toBeNull();
    }
  });

  it('knows the donation path and the page after a creation', () => {
    expect(isDonationPath('/participate/12')).toBe(true);
    expect(isDonationPath('/create/private/payment')).toBe(true);
    expect(isDonationPath('/create/private/details')).toBe(false);
    expect(isPotCreated('/create/private/details', '/participate/40')).toBe(true);
    expect(isPotCreated('/create/private/details/40', '/participate/40')).toBe(true);
    expect(isPotCreated('/', '/participate/40')).toBe(false);
    expect(isPotCreated(null, '/participate/40')).toBe(false);
  });
});
