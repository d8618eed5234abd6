// Addresses of the pot wizard: create/{type} and edit/{type}, where type is private (also written
// particular) or company (docs/api-contract.md: both spellings are accepted).
import { POT_TYPES } from '@domain/constants';

/** The pot type of a route's type, or null for anything else. */
export function potTypeOfRoute(type: string | undefined): 0 | 1 | null {
  if (type === 'private' || type === 'particular') return POT_TYPES.private;
  if (type === 'company') return POT_TYPES.company;
  return null;
}

type Ids = { evt?: number | null; assoc?: number | null };

function query({ evt, assoc }: Ids): string {
  const params = new URLSearchParams();
  if (evt) params.set('evt', String(evt));
  if (assoc) params.set('assoc', String(assoc));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Step 1: choose the charity. */
export const assocsPath = (type: string, evt?: number | null) => `/create/${type}/assocs${query({ evt })}`;
/** Step 2: the pot's details (create mode). */
export const detailsPath = (type: string, ids: Ids = {}) => `/create/${type}/details${query(ids)}`;
/** Asks the details step to save the draft once the person is signed in. */
export const SAVE_AFTER_AUTH = 'save';

/**
 * The sign-in and registration step of the creation flow (the accounts feature's page), which comes
 * back to the details step with the same query: `save=1` makes it save the draft.
 */
export function authenticatePath(type: string, ids: Ids = {}): string {
  const search = new URLSearchParams(query(ids).slice(1));
  search.set(SAVE_AFTER_AUTH, '1');
  return `/create/${type}/authenticate?${search}`;
}

/**
 * Where a save goes on to, kept as text so a save waiting offline keeps it: a path whose `id` query
 * parameter is set to the saved pot's id (in place, so the query keeps its order).
 */
export function pathWithPot(path: string, potId: number): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set('id', String(potId));
  return `${url.pathname}${url.search}`;
}

/** Step 2 in the flow step 1 was opened in: create/{type}/details[/{id}] or edit/{type}/details[/{id}]. */
export function detailsPathIn(flow: 'create' | 'edit', type: string, id: number | null, ids: Ids): string {
  return `/${flow}/${type}/details${id ? `/${id}` : ''}${query(ids)}`;
}

/**
 * A details route written the same way whatever the spelling of the type, for the draft's
 * `routePath` (an image draft is kept only while the route is the same).
 */
export function draftRoutePath(pathname: string): string {
  return pathname.replace(/^\/(create|edit)\/particular\//, '/$1/private/').replace(/\/+$/, '');
}
