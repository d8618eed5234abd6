/**
 * Keeps the head in step with the page after client-side navigations (the server wrote it for the
 * first page, which keeps it when it is outside the SEO table, e.g. a pot's own tags). The SEO table
 * and the code that applies it (../document-meta.ts) load after the page has rendered: no page needs
 * them to be interactive (the first screens' script budget, docs/performance.md).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/navigation';

export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const navigated = useRef(false);
  const latest = useRef(pathname);
  useEffect(() => {
    latest.current = pathname;
    if (pathname !== firstPath.current) navigated.current = true;
    const afterNavigation = navigated.current;
    void import('../document-meta').then(({ applyDocumentMeta, seoForPath }) => {
      if (latest.current !== pathname) return; // a later page applies its own
      if (afterNavigation || seoForPath(pathname)) applyDocumentMeta(pathname, window.location.origin);
    });
  }, [pathname]);
}
