// POST /user/cagnottes/{id}/close: the organiser ends the collection early.
import { useMutation } from '@tanstack/react-query';
import type { PublicPot } from '@domain/public-pot';
import { api } from '@/lib/api-client';

export function useClosePot() {
  return useMutation({
    mutationFn: async (id: number): Promise<PublicPot> => {
      const answer = await api.post<unknown>(`/user/cagnottes/${id}/close`);
      const { publicPotSchema } = await import('@domain/public-pot'); // zod off the page's first load
      return publicPotSchema.parse(answer);
    },
  });
}
