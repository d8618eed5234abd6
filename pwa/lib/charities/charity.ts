// One charity by id (digits) or url slug: GET /assocs/{id} or /assocs/url/{url}, the kept copy offline.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { onlineOrKept } from './offline/online-or-kept';
import { directorySchemas, requestWithHeaders } from './request';

export function charityQuery(key: string) {
  const path = /^\d+$/.test(key) ? `/assocs/${key}` : `/assocs/url/${encodeURIComponent(key)}`;
  return queryOptions({
    queryKey: ['directory', 'charity', key],
    queryFn: ({ signal }) =>
      onlineOrKept(
        async () => {
          const schemas = directorySchemas();
          const answer = await requestWithHeaders<unknown>(path, { signal });
          return (await schemas).associationSchema.parse(answer.data);
        },
        (store) => store.readKeptCharity(key),
      ),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

export const useCharity = (key: string) => useQuery(charityQuery(key));
