// The installable app's parts of the shell, mounted once by RootLayout: the connection indicator
// (with the writes waiting in the outbox), the install invitation, and the gate that replaces pages
// needing the network by a French explanation while offline.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@/lib/navigation';
import { useBrowserOnline } from './connection';
import { ConnectionBar } from './ConnectionBar';
import { countVisit, markPotCreated } from './install-invitation';
import { InstallInvitation } from './InstallInvitation';
import { isPotCreated, onlineOnlyKind } from './network-gate';
import { OnlineOnlyPage } from './OnlineOnlyPage';
import './pwa.css';

export function PwaShell() {
  const { pathname } = useLocation();
  const [visits] = useState(countVisit);
  const previous = useRef<string | null>(null);
  const [, setCreated] = useState(false);

  // Once: the service worker's word on the server (a page it answered from its cache asks at start).
  // Loaded after the first render, out of the pot page's script budget (docs/performance.md).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@/lib/reachability-messages').then(({ listenForReachability }) => {
      if (!gone) stop = listenForReachability();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (isPotCreated(previous.current, pathname)) {
      markPotCreated();
      setCreated(true);
    }
    previous.current = pathname;
  }, [pathname]);

  return (
    <>
      <ConnectionBar />
      <InstallInvitation pathname={pathname} visits={visits} />
    </>
  );
}

/** The page, or while offline the explanation of a page that needs the network. */
export function OnlineGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const online = useBrowserOnline();
  const kind = onlineOnlyKind(pathname);
  if (online || !kind) return children;
  return <OnlineOnlyPage kind={kind} pathname={pathname} />;
}
