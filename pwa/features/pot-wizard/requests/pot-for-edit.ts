// The saved pot an edit starts from (GET /cagnottes/{id} with the caller's token, for can_edit).
import { useQuery } from '@tanstack/react-query';
import { isoDateToForm } from '@domain/dates';
import { lockedToSharingOption, potColorForEdit } from '@domain/pot-fields';
import { closingIsoToDay } from '@domain/closing-date';
import { publicPotSchema, type PublicPot } from '@domain/public-pot';
import { api } from '@/lib/api-client';
import { EMPTY_DRAFT, type PotDraft } from '../draft/draft-schema';

export function usePotForEdit(id: number, userId: number | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['pot', id, userId],
    queryFn: async ({ signal }) => publicPotSchema.parse(await api.get<unknown>(`/cagnottes/${id}`, { signal })),
    staleTime: 0,
  });
}

/** A draft holding a saved pot's values (colour falls back to #e8589e, SHOW when locked). */
export function draftFromPot(pot: PublicPot): PotDraft {
  return {
    ...EMPTY_DRAFT,
    id: pot.id,
    evt: pot.event_type.id,
    assoc: pot.assoc.id,
    name: pot.name,
    desc: pot.description,
    end: isoDateToForm(closingIsoToDay(pot.closing_date)) ?? '',
    color: potColorForEdit(pot.color),
    locked: lockedToSharingOption(pot.is_locked),
  };
}
