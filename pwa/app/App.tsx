import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { appStore, tokenAtom, useSessionBootstrap } from '../lib/store';
import { useToasterWanted } from '../ui/toast';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';

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
const Toaster = lazy(() => import('../ui/Toaster').then((module) => ({ default: module.Toaster })));

/** The whole app: state, data and toasts around the router (main.tsx creates it before the first render). */
export function App({ router: given }: { router?: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => given ?? createAppRouter());
  const toasterWanted = useToasterWanted();
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        <RouterProvider router={router} />
        {toasterWanted && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </JotaiProvider>
  );
}
