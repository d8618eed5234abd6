import { describe, expect, it } from 'vitest';
import { shellChunks } from './shell-chunks';

describe('React Query’s client in one file', () => {
  const group = (shellChunks.groups ?? [])[0]!;
  const captured = (id: string) => (typeof group.test === 'function' ? group.test(id) : false);

  it('captures the client and its provider, whose imports come with them', () => {
    expect(captured('/app/node_modules/@tanstack/query-core/build/modern/queryClient.js')).toBe(true);
    expect(captured('/app/node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js')).toBe(true);
  });

  it('leaves the hooks to the pages that use them', () => {
    expect(captured('/app/node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBe(false);
    expect(captured('/app/node_modules/@tanstack/query-core/build/modern/queryObserver.js')).toBe(false);
    expect(captured('/app/pwa/app/query-client.ts')).toBe(false);
  });
});
