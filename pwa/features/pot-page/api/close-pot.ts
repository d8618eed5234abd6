// POST /user/cagnottes/{id}/close: the organiser ends the collection early.
import { useMutation } from '@tanstack/react-query';
import { publicPotSchema, type PublicPot } from '../../../../domain/public-pot';
import { api } from '../../../lib/api-client';

export function useClosePot() {
  return useMutation({
    mutationFn: async (id: number): Promise<PublicPot> => publicPotSchema.parse(await api.post<unknown>(`/user/cagnottes/${id}/close`)),
  });
}
