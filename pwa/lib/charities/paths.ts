// Addresses of the directory, the charity pages and the pot wizard they lead to.
import type { EventCategory } from '@domain/directory';

export { DIRECTORY_ALIAS_PATH, DIRECTORY_PATH } from '@domain/directory-paths';
/** The spec's old address, redirected to the directory. */
export const DIRECTORY_OLD_PATH = '/partenaires/assocs';

/** A charity's page: /association/{url slug}. */
export function charityPath(charity: { url: string }): string {
  return `/association/${encodeURIComponent(charity.url)}`;
}

/** The pot wizard's kind in its addresses: particular (individuals) or company. */
export type WizardKind = 'particular' | 'company';

export function wizardKind(category: EventCategory): WizardKind {
  return category === 'entreprise' ? 'company' : 'particular';
}

/** Step 2 of the pot wizard for this event and charity: /create/{kind}/details?evt&assoc. */
export function createPotPath(kind: WizardKind, eventId: number, charityId: number): string {
  return `/create/${kind}/details?evt=${eventId}&assoc=${charityId}`;
}
