/**
 * Fewer, larger files for what the first screens load (largest paint under a slow 4G connection, docs/performance.md). Rolldown's
 * automatic splitting gives every set of lazy routes sharing a module its own file, down to 38 bytes; over
 * HTTP/1.1's six connections each file before the first paint costs a round trip (150 ms in Lighthouse's
 * simulation, which queues the directory's 35 style sheets and scripts six at a time). Each group below
 * holds modules the same first screens need together, with everything they import that no higher group
 * took; the rest stays with automatic splitting.
 *
 * - query-client: React Query's client and provider, the API client, the buttons, the toasts and the idle
 *   helper: every page, at start-up (the helper is main.tsx's, kept out of the directory's group below);
 *   with the server's reachability and the online hook, which the shell's connection bar reads.
 * - charity-common: what the pot page and the directory share (React Query's `useQuery`, the charity's
 *   logo and certification, the domain's constants and text helpers).
 * - public-site: the footer's data and calls (and its row of partners' logos, which the home page's press
 *   logos share), on every public page; with the header's user menu button, which the dashboard's tables
 *   share (a file of its own before the first paint otherwise).
 * - directory-common: the directory's requests, its kept copy's hooks, the filter's rules and the
 *   certification badge, which the list, a charity's page and the wizard's choice of charity share.
 *
 * Measured: the directory 27 → 16 files before interactive, its LCP 2.11 → 1.8–1.9 s (docs/performance.md).
 * Merging React Router and the UI library's runtime with React Query's client was measured and left out: one
 * larger file evaluated in one task raised the home page's TBT from 0 to 90–208 ms. Rolldown's
 * `experimentalInlineCommonChunks` was measured too: fewer files, but it turns on strict execution order
 * and copies modules into every reader, which doubled the JavaScript and the style sheets precached.
 */
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/** Matches a module id ending with one of these paths (from the repository's or node_modules' root). */
function endingWith(...paths: string[]): (id: string) => boolean {
  const suffixes = paths.map((p) => p.split('/'));
  return (id) => {
    const parts = id.split(/[\\/]/);
    return suffixes.some((suffix) => suffix.every((part, i) => parts[parts.length - suffix.length + i] === part));
  };
}

const QUERY = '@tanstack/react-query/build/modern';

export const CHUNK_GROUPS = {
  'query-client': endingWith(
    '@tanstack/query-core/build/modern/queryClient.js',
    `${QUERY}/QueryClientProvider.js`,
    'pwa/lib/api-client.ts',
    'pwa/lib/reachability.ts',
    'pwa/lib/use-online-status.ts',
    'pwa/lib/when-idle.ts',
    'pwa/ui/Button.tsx',
    'pwa/ui/Deferred.tsx',
    'pwa/ui/useNearViewport.ts',
    'pwa/ui/toast.tsx',
  ),
  'charity-common': endingWith(
    `${QUERY}/useQuery.js`,
    `${QUERY}/queryOptions.js`,
    'domain/constants.ts',
    'domain/text.ts',
    'pwa/lib/charities/certification.ts',
    'pwa/ui/charities/CharityLogo.tsx',
  ),
  'public-site': endingWith(
    'pwa/lib/company.ts',
    'pwa/features/marketing/requests/newsletter.ts',
    'pwa/features/marketing/requests/site-links.ts',
    'pwa/ui/DisclosureButton.tsx',
    'pwa/ui/LogoRow.tsx',
  ),
  'directory-common': endingWith(
    'domain/directory-filter.ts',
    'pwa/lib/charities/reference-lists.ts',
    'pwa/lib/charities/offline/use-directory-sync.ts',
    'pwa/lib/use-refresh-when-online.ts',
    'pwa/features/directory/use-page-meta.ts',
    'pwa/ui/charities/CertificationBadge.tsx',
  ),
};

const names = Object.keys(CHUNK_GROUPS) as Array<keyof typeof CHUNK_GROUPS>;

export const shellChunks: CodeSplitting = {
  // The first group has the highest priority: a module two groups would take goes to the earlier one.
  groups: names.map((name, index) => ({ name, test: CHUNK_GROUPS[name], priority: names.length - index })),
};
