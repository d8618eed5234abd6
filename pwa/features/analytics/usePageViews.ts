/**
 * After each navigation, records a page view with our own API (`POST /analytics/page_views {path}`):
 * the path only, never the query string (it may hold tokens or e-mail addresses). The view is sent
 * once the address has settled, so an alias that redirects counts as one view of its target.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/navigation';
import { API_BASE } from '@/lib/api-client';

/** Time an address must stay before its view is sent (redirects replace it sooner). */
export const PAGE_VIEW_SETTLE_MS = 300;

export function sendPageView(path: string): void {
  void fetch(`${API_BASE}/analytics/page_views`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path }),
    keepalive: true,
  }).catch(() => {
    // Audience measurement never disturbs the visit (offline, blocked...).
  });
}

/** Records a view per visited path while `enabled` (the visitor did not refuse in the cookie banner). */
export function usePageViews(enabled: boolean): void {
  const { pathname } = useLocation();
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || lastSent.current === pathname) return;
    const timer = window.setTimeout(() => {
      lastSent.current = pathname;
      sendPageView(pathname);
    }, PAGE_VIEW_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, enabled]);
}
