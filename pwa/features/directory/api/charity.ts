// One charity by id (digits) or url slug: GET /assocs/{id} or /assocs/url/{url}, the kept copy offline.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { associationSchema } from '../../../../domain/directory';
import { onlineOrKept } from '../offline/online-or-kept';
import { requestWithHeaders } from './request';

export function charityQuery(key: string) {
  const path = /^\d+$/.test(key) ? `/assocs/${key}` : `/assocs/url/${encodeURIComponent(key)}`;
  return queryOptions({
    queryKey: ['directory', 'charity', key],
    queryFn: ({ signal }) =>
      onlineOrKept(
        async () => associationSchema.parse((await requestWithHeaders<unknown>(path, { signal })).data),
        (store) => store.readKeptCharity(key),
      ),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

export const useCharity = (key: string) => useQuery(charityQuery(key));
