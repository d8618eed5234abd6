import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { appStore, tokenAtom, useSessionBootstrap } from '../lib/store';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

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

/** The toast outlet, loaded after the first render: no page needs it to be interactive. */
const Toaster = lazy(() => import('../ui/Toaster').then((module) => ({ default: module.Toaster })));

/** The whole app: state, data and toasts around the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
