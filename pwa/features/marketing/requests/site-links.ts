/**
 * `GET /site/links`: the external sites of the configuration (corporate, label, partners, blog,
 * presentation video). Read once per page load, after the first paint, and shared by every component;
 * until it answers (or if it fails) every link is null and our own pages stand in.
 */
import { useSyncExternalStore } from 'react';
import type { SiteLinks } from '@domain/seo';
import { api } from '@/lib/api-client';

export type SiteLinksState = { links: SiteLinks; status: 'loading' | 'ready' };

export const NO_SITE_LINKS: SiteLinks = {
  corporate_site_url: null,
  label_site_url: null,
  partners_site_url: null,
  blog_url: null,
  presentation_video_url: null,
};

/** Before the answer: also what the server writes and hydration takes over (our own pages stand in). */
const LOADING: SiteLinksState = { links: NO_SITE_LINKS, status: 'loading' };
let state: SiteLinksState = LOADING;
let started = false;
const listeners = new Set<() => void>();

function set(next: SiteLinksState): void {
  state = next;
  for (const listener of listeners) listener();
}

function load(): void {
  if (started) return;
  started = true;
  api
    .get<SiteLinks>('/site/links')
    .then((links) => set({ links: { ...NO_SITE_LINKS, ...links }, status: 'ready' }))
    .catch(() => set({ links: NO_SITE_LINKS, status: 'ready' }));
}

/**
 * After the first screen is painted: a request sent while the page renders competes with the page's own
 * (the directory's largest paint waited for this one under Lighthouse's simulated slow 4G).
 */
function loadAfterPaint(): void {
  if (started) return;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(load, 0));
  else setTimeout(load, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadAfterPaint();
  return () => listeners.delete(listener);
}

const snapshot = () => state;
const serverSnapshot = () => LOADING;

export function useSiteLinks(): SiteLinksState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
