// The few newest lines of the participants list, read when the screen opens and again after the
// live stream was lost (gifts made meanwhile).
import { useQuery } from '@tanstack/react-query';
import { fetchParticipants } from '../requests/participants';
import { LIVE_GIFTS_SHOWN } from './live-gifts';

export function useLatestGifts(potId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['pot', potId, 'participants', 'latest'],
    queryFn: ({ signal }) => fetchParticipants(potId, 1, signal, LIVE_GIFTS_SHOWN),
    enabled,
  });
}
