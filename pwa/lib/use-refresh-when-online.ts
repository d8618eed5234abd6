// When the connection returns, the directory's queries ask the server again (the offline badge goes).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

export function useRefreshWhenOnline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['directory'] });
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [queryClient]);
}
