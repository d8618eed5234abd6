// Loading, error (with 'Réessayer') or the data of one read of the manager area (pwa/ui/QueryState.tsx).
import { queryStateWith } from '@/ui/QueryState';

export const QueryState = queryStateWith({ error: 'mgr-notice mgr-notice--error', loading: 'mgr-loading' });
