// Loading, error (with 'Réessayer') or the data of one read of the charity area (pwa/ui/QueryState.tsx).
import { queryStateWith } from '@/ui/QueryState';

export const QueryState = queryStateWith({ error: 'charity-notice charity-notice--bad', loading: 'charity-loading' });
