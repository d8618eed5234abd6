// Pages that cannot work without a connection, and what the app says there when offline (spec of
// the PWA): payment pages (the bank is on the other side) and the personal areas (their data is never
// kept on the device). Every other page opens offline from the service worker's copy of the app.

export type OnlineOnlyKind = 'payment' | 'personal';

const PAYMENT_PATHS = [/^\/participate\/[^/]+\/(tips|payment|quick-payment)(\/|$)/, /^\/create\/[^/]+\/(payment|sepa|kyc)(\/|$)/];
const PERSONAL_PATHS = [/^\/(particular|company|manager)(\/|$)/, /^\/user(\/|$)/];

/** The kind of page that needs the network, or null for a page that opens offline. */
export function onlineOnlyKind(pathname: string): OnlineOnlyKind | null {
  if (PAYMENT_PATHS.some((pattern) => pattern.test(pathname))) return 'payment';
  if (PERSONAL_PATHS.some((pattern) => pattern.test(pathname))) return 'personal';
  return null;
}

/** The donation path (a pot page and what follows it): no install invitation there. */
export function isDonationPath(pathname: string): boolean {
  return pathname.startsWith('/participate/') || onlineOnlyKind(pathname) === 'payment';
}

/** The pot page that follows a pot's creation: leaving the wizard's details step for /participate/{id}. */
export function isPotCreated(previous: string | null, pathname: string): boolean {
  return previous !== null && /^\/create\/[^/]+\/details(\/|$)/.test(previous) && /^\/participate\/\d+\/?$/.test(pathname);
}
