// The event choice pages (spec: select/particular and select/company redirect to these).
export const PARTICULAR_EVENTS_PATH = '/evenement-particulier-creation-cagnotte-solidaire-don-association';
export const COMPANY_EVENTS_PATH = '/evenements-entreprises-creation-cagnotte-solidaire-don-association';

export type EventKind = 'particular' | 'company';

/** Step 1 of the pot wizard (choose a charity) for the chosen event. */
export function wizardStartPath(kind: EventKind, eventId: number): string {
  return `/create/${kind}/assocs?evt=${eventId}`;
}
