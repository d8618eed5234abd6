import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { appStore, tokenAtom, useSessionBootstrap } from '@/lib/store';
import { useToasterWanted } from '@/ui/toast';
import { createQueryClient } from './query-client';

/** Reads the current user at start, and forgets cached data when the session ends. */
function SessionSync() {
  useSessionBootstrap();
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const previousToken = useRef(token);
  useEffect(() => {
    if (previousToken.current && !token) queryClient.clear(); // a signed-out device keeps nobody's data
    previousToken.current = token;
  }, [token, queryClient]);
  return null;
}

/** The toast outlet, loaded with the first toast (pwa/ui/toast.tsx): no page needs it to be interactive. */
const Toaster = lazy(() => import('@/ui/Toaster').then((module) => ({ default: module.Toaster })));

type AppProps = {
  /** The server's render (pwa/ssr/entry-server.tsx) gives its own, holding the page's data. */
  queryClient?: QueryClient;
  /**
   * The router with its pages: React Router's data router (pwa/app/router.tsx), its static provider on the
   * server, or the pot page's own small start (pwa/app/pot-start.tsx).
   */
  children: ReactNode;
};

/** The whole app: state, data and toasts around the router (main.tsx creates it before the first render). */
export function App({ queryClient: givenClient, children }: AppProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const toasterWanted = useToasterWanted();
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        {children}
        {toasterWanted && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </JotaiProvider>
  );
}
