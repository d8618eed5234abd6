// GET /cagnottes/{id}: the public pot, first from the JSON the server inlined in the page (fast first
// paint from a QR code), then from the API for the signed-in caller's `can_edit`, and for fresh totals
// once the inlined copy is older than the queries' staleTime. zod's schema is loaded with the first
// fetch, after the page is interactive (the first screens' script budget, docs/performance.md).
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SERVED_AT_META } from '@domain/pot-status';
import type { PublicPot } from '@domain/public-pot';
import { LoadingOverlay } from '@/ui/Spinner';
import { api } from './api-client';

/** Id of the element the server writes the pot's JSON into (api/pots/pot-page.renderer.ts). */
const INLINED_ID = 'pot-data';

let inlined: PublicPot | null | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The inlined copy is the server's own answer (the same presenter as the API's), checked here only for
 * the shape the page relies on; the API's answer, asked right after, is parsed with the full schema.
 */
function isInlinedPot(value: unknown): value is PublicPot {
  return (
    isObject(value) &&
    Number.isSafeInteger(value.id) &&
    (value.id as number) > 0 &&
    typeof value.name === 'string' &&
    typeof value.description === 'string' &&
    typeof value.is_active === 'boolean' &&
    typeof value.donations_total_amount === 'number' &&
    isObject(value.banner) &&
    Array.isArray(value.banner.images) &&
    isObject(value.assoc) &&
    isObject(value.event_type) &&
    isObject(value.created_by)
  );
}

/** The pot the server inlined in this page, once, when it is the one asked for. */
export function inlinedPot(id: number): PublicPot | undefined {
  if (inlined === undefined) {
    inlined = null;
    const element = typeof document === 'undefined' ? null : document.getElementById(INLINED_ID);
    if (element?.textContent) {
      try {
        const value: unknown = JSON.parse(element.textContent);
        if (isInlinedPot(value)) inlined = value;
      } catch {
        inlined = null;
      }
    }
  }
  return inlined?.id === id ? inlined : undefined;
}

export async function fetchPot(id: number, signal?: AbortSignal): Promise<PublicPot> {
  const answer = await api.get<unknown>(`/cagnottes/${id}`, { signal, cache: 'no-cache' });
  const { publicPotSchema } = await import('@domain/public-pot');
  return publicPotSchema.parse(answer);
}

/**
 * When the server wrote this page and its inlined pot (its `entraide-served-at` meta tag,
 * api/pots/pot-page.renderer.ts), never later than now; 0 (stale: asked for at once) when unknown, as for
 * a copy the service worker kept from an earlier visit, whose date is old anyway.
 */
export function servedAt(): number {
  if (typeof document === 'undefined') return 0;
  const content = document.querySelector(`meta[name="${SERVED_AT_META}"]`)?.getAttribute('content');
  const time = content ? Date.parse(content) : NaN;
  return Number.isFinite(time) ? Math.min(time, Date.now()) : 0;
}

/** Query key of a pot as one caller sees it (can_edit depends on who asks). */
export const potKey = (id: number, userId: number | null = null) => ['pot', id, userId] as const;

export function potQuery(id: number, userId: number | null) {
  const initial = userId === null ? inlinedPot(id) : undefined;
  return queryOptions({
    queryKey: potKey(id, userId),
    queryFn: ({ signal }) => fetchPot(id, signal),
    // The inlined copy is the server's answer to this page's request: as fresh as a fetch made when it was
    // written, so a visitor's page does not ask for it again (nor load zod to read it) while it loads
    // (blocking time on a slow phone, docs/performance.md), unless the copy is older than the queries' staleTime.
    initialData: initial,
    initialDataUpdatedAt: initial ? servedAt() : undefined,
  });
}

export function usePot(id: number, userId: number | null, enabled = true) {
  return useQuery({ ...potQuery(id, userId), enabled });
}

/** Puts a pot the API answered (after a save or a close) in every cache entry of that pot. */
export function useStorePot() {
  const client = useQueryClient();
  return (pot: PublicPot, userId: number | null) => {
    client.setQueryData(potKey(pot.id, userId), pot);
    void client.invalidateQueries({ queryKey: ['pot', pot.id], refetchType: 'none' });
  };
}

/**
 * Reads a pot again after a gift: its totals and participants changed. A read sent before the gift was
 * settled may still be on its way (a page's first read, once the session is known): it is cancelled, not
 * joined, or the page would show the total without the gift (React Query joins a refresh to a first read
 * in flight).
 */
export async function refreshPot(client: QueryClient, potId: number): Promise<void> {
  await client.cancelQueries({ queryKey: ['pot', potId] });
  await client.invalidateQueries({ queryKey: ['pot', potId] });
}

/**
 * What a page of the pot (the public page, the event's live screen) shows while usePot has no pot: the
 * error when it could not be read, else the loading overlay.
 */
export function PotUnavailable({ failed, className }: { failed: boolean; className: string }) {
  if (failed)
    return (
      <p className={className} role="alert">
        Cette cagnotte ne peut pas être affichée pour le moment. Vérifiez votre connexion puis réessayez.
      </p>
    );
  return <LoadingOverlay label="Chargement de la cagnotte…" fullScreen />;
}
