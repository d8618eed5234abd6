import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { appStore, tokenAtom, useSessionBootstrap } from '@/lib/store';
import { dismissNoticeOnPageChange, useToasterWanted } from '@/ui/toast';
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

/** Dismisses the notice of the page left at each change of page (issue 47: notices followed the visitor). */
function useNoticeDismissalOnPageChange(router: AppRouter | null) {
  useEffect(() => {
    if (!router) return;
    let pathname = router.state.location.pathname;
    return router.subscribe((state) => {
      if (state.location.pathname === pathname) return;
      pathname = state.location.pathname;
      dismissNoticeOnPageChange();
    });
  }, [router]);
}

/** The toast outlet, loaded with the first toast (pwa/ui/toast.tsx): no page needs it to be interactive. */
const Toaster = lazy(() => import('@/ui/Toaster').then((module) => ({ default: module.Toaster })));

type AppProps = {
  router?: AppRouter;
  /** The server's render (pwa/ssr/entry-server.tsx) gives its own, holding the page's data. */
  queryClient?: QueryClient;
  /** The server's render gives React Router's static provider in place of the browser's. */
  staticRouter?: ReactNode;
};

/** The whole app: state, data and toasts around the router (main.tsx creates it before the first render). */
export function App({ router: given, queryClient: givenClient, staticRouter }: AppProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => (staticRouter ? null : (given ?? createAppRouter())));
  const toasterWanted = useToasterWanted();
  useNoticeDismissalOnPageChange(router);
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        {router ? <RouterProvider router={router} /> : staticRouter}
        {toasterWanted && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </JotaiProvider>
  );
}
