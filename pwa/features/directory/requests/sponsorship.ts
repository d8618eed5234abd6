// POST sponsorship/show: the address of the page explaining the sponsorship (goals modal).
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Used when the server cannot be asked (offline). */
export const DEFAULT_SPONSORSHIP_URL = '/charte-qualité-cagnotte-solidaire#parrainage';

export function useSponsorshipUrl(enabled: boolean) {
  return useQuery({
    queryKey: ['directory', 'sponsorship'],
    queryFn: async () => {
      const answer = await api.post<{ url?: unknown }>('/sponsorship/show', { description: 'odd' });
      return typeof answer?.url === 'string' ? answer.url : DEFAULT_SPONSORSHIP_URL;
    },
    enabled: enabled && navigator.onLine,
    staleTime: Infinity,
    retry: false,
  });
}
