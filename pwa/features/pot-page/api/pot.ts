// GET /cagnottes/{id}: the public pot, first from the JSON the server inlined in the page (fast first
// paint from a QR code), then from the API for the signed-in caller's `can_edit` and fresh totals.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicPotSchema, type PublicPot } from '../../../../domain/public-pot';
import { api } from '../../../lib/api-client';

/** Id of the element the server writes the pot's JSON into (api/pots/pot-page.renderer.ts). */
const INLINED_ID = 'pot-data';

let inlined: PublicPot | null | undefined;

/** The pot the server inlined in this page, once, when it is the one asked for. */
export function inlinedPot(id: number): PublicPot | undefined {
  if (inlined === undefined) {
    inlined = null;
    const element = typeof document === 'undefined' ? null : document.getElementById(INLINED_ID);
    if (element?.textContent) {
      try {
        const parsed = publicPotSchema.safeParse(JSON.parse(element.textContent));
        if (parsed.success) inlined = parsed.data;
      } catch {
        inlined = null;
      }
    }
  }
  return inlined?.id === id ? inlined : undefined;
}

export async function fetchPot(id: number, signal?: AbortSignal): Promise<PublicPot> {
  return publicPotSchema.parse(await api.get<unknown>(`/cagnottes/${id}`, { signal }));
}

/** Query key of a pot as one caller sees it (can_edit depends on who asks). */
export const potKey = (id: number, userId: number | null = null) => ['pot', id, userId] as const;

export function potQuery(id: number, userId: number | null) {
  const initial = userId === null ? inlinedPot(id) : undefined;
  return queryOptions({
    queryKey: potKey(id, userId),
    queryFn: ({ signal }) => fetchPot(id, signal),
    // The inlined copy paints at once; the API is asked right after (it is marked stale).
    initialData: initial,
    initialDataUpdatedAt: 0,
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
