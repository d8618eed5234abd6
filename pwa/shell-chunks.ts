/**
 * React Query's client in one file (issue 10: LCP under simulated slow 4G). main.tsx creates the client
 * before any page renders, but Rolldown's automatic splitting cut it and its provider into four files
 * (queryClient, query, mutation, removable), by which lazy routes share each module: over HTTP/1.1's six
 * connections every file more costs a round trip. The client and its provider are captured here, with
 * everything they import; the hooks (useQuery, useMutation...) stay with the pages that use them.
 * Measured: the home page's LCP 1.96–2.16 s → 1.96–1.97 s, and 2.8 kB gzip less on every page
 * (docs/performance.md). Merging React Router and Preact's React layer in too was measured and left out:
 * one larger file evaluated in one task raised the home page's TBT from 0 to 90–208 ms.
 */
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

const QUERY_CLIENT_MODULES = [
  /[\\/]node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]queryClient\.js$/,
  /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$/,
];

export const shellChunks: CodeSplitting = {
  groups: [{ name: 'query-client', test: (id: string) => QUERY_CLIENT_MODULES.some((pattern) => pattern.test(id)) }],
};
