/** The requests the benchmark sends to Entraide, for its measured pot and user. */
import type { Target } from './load';
import type { BenchFixtures } from './seed-data';

export const PARTICIPANTS_PAGE = 50;
/** The directory's first page with no criterion: what the directory page asks first. */
export const DIRECTORY_FILTER = { query: 'page=1&per_page=12', body: { filter: {} } };

export function entraideTargets(base: string, fixtures: BenchFixtures, token: string) {
  const api = `${base}/api/v1`;
  const lastOffset = Math.max(1, fixtures.potDonations - PARTICIPANTS_PAGE + 1);
  const auth = { Authorization: `Bearer ${token}` };
  return {
    health: { label: 'GET /api/v1/health', url: `${api}/health` },
    pot: { label: 'GET /cagnottes/{id}', url: `${api}/cagnottes/${fixtures.potId}` },
    participantsFirst: {
      label: 'GET /cagnottes/{id}/donations, first page of 50',
      url: `${api}/cagnottes/${fixtures.potId}/donations?offset=1&limit=${PARTICIPANTS_PAGE}`,
    },
    participantsLast: {
      label: 'GET /cagnottes/{id}/donations, last page of 50',
      url: `${api}/cagnottes/${fixtures.potId}/donations?offset=${lastOffset}&limit=${PARTICIPANTS_PAGE}`,
    },
    filter: {
      label: 'POST /assocs/filter (10,000 charities)',
      url: `${api}/assocs/filter?${DIRECTORY_FILTER.query}`,
      method: 'POST',
      body: DIRECTORY_FILTER.body,
    },
    userDonations: { label: 'GET /user/donations (dashboard)', url: `${api}/user/donations`, headers: auth },
    myPots: { label: 'GET /cagnottes (my pots)', url: `${api}/cagnottes`, headers: auth },
  } satisfies Record<string, Target>;
}
export type EntraideTargets = ReturnType<typeof entraideTargets>;
