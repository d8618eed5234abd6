// GET /cagnottes/{id}/donations?offset&limit: the participants, 50 per page, offsets from 1.
import { useInfiniteQuery } from '@tanstack/react-query';
import { PARTICIPANTS_PAGE_SIZE } from '@domain/constants';
import { hasMoreParticipants, nextParticipantsOffset, participantSchema, type Participant } from '@domain/participants';
import { api } from '@/lib/api-client';

/** One page of participants, newest first (the live screen asks for its few last gifts with `limit`). */
export async function fetchParticipants(
  potId: number,
  offset: number,
  signal?: AbortSignal,
  limit = PARTICIPANTS_PAGE_SIZE,
): Promise<Participant[]> {
  const data = await api.get<unknown>(`/cagnottes/${potId}/donations`, {
    query: { offset, limit },
    signal,
    cache: 'no-cache',
  });
  return participantSchema.array().parse(data);
}

/** The pages loaded so far; the next one exists while fewer than `donationsCount` are loaded. */
export function useParticipants(potId: number, donationsCount: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['pot', potId, 'participants'],
    queryFn: ({ pageParam, signal }) => fetchParticipants(potId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.length, 0);
      return last.length === PARTICIPANTS_PAGE_SIZE && hasMoreParticipants(loaded, donationsCount)
        ? nextParticipantsOffset(loaded)
        : undefined;
    },
    enabled,
  });
}
