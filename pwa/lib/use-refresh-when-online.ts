// When the connection returns (the browser's, or the server answering again), the directory's queries
// ask the server again (the offline badge goes).
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnlineStatus } from './use-online-status';

export function useRefreshWhenOnline(): void {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.invalidateQueries({ queryKey: ['directory'] });
    wasOnline.current = online;
  }, [online, queryClient]);
}
