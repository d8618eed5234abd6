import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, shellChunks } from './shell-chunks';

/** The group a module id goes to: the matching group of highest priority, as Rolldown picks. */
function groupOf(id: string): string | null {
  const matching = (shellChunks.groups ?? []).filter((group) => typeof group.test === 'function' && group.test(id));
  matching.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return typeof matching[0]?.name === 'string' ? matching[0].name : null;
}

describe('the first screens’ chunk groups', () => {
  it('puts what every page starts with in the query-client file', () => {
    expect(groupOf('/app/node_modules/@tanstack/query-core/build/modern/queryClient.js')).toBe('query-client');
    expect(groupOf('/app/node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js')).toBe('query-client');
    expect(groupOf('/app/pwa/lib/api-client.ts')).toBe('query-client');
    expect(groupOf('C:\\app\\pwa\\lib\\when-idle.ts')).toBe('query-client');
  });

  it('groups what the pot page and the directory share, the public site’s footer data and the directory’s hooks', () => {
    expect(groupOf('/app/node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBe('charity-common');
    expect(groupOf('/app/pwa/ui/charities/CharityLogo.tsx')).toBe('charity-common');
    expect(groupOf('/app/pwa/features/marketing/requests/site-links.ts')).toBe('public-site');
    expect(groupOf('/app/pwa/lib/charities/reference-lists.ts')).toBe('directory-common');
  });

  it('matches whole path segments and leaves everything else to automatic splitting', () => {
    expect(groupOf('/app/pwa/ui/charities/MyCharityLogo.tsx')).toBeNull();
    expect(groupOf('/app/pwa/app/query-client.ts')).toBeNull();
    expect(groupOf('/app/node_modules/@tanstack/react-query/build/modern/useMutation.js')).toBeNull();
    expect(groupOf('/app/pwa/features/directory/components/DirectoryPage.tsx')).toBeNull();
  });

  it('gives every group a distinct priority, the first listed the highest', () => {
    const priorities = (shellChunks.groups ?? []).map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(new Set(priorities).size).toBe(Object.keys(CHUNK_GROUPS).length);
  });
});
