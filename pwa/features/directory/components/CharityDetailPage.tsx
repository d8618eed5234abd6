import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LoadingOverlay } from '@/ui/Spinner';
import { useCharity } from '@/lib/charities/charity';
import { htmlToText } from '@/lib/safe-html';
import { useDirectorySync } from '@/lib/charities/offline/use-directory-sync';
import { useRefreshWhenOnline } from '@/lib/use-refresh-when-online';
import { usePageMeta } from '../use-page-meta';
import { CharityDetail } from './CharityDetail';
import { OfflineBadge } from './OfflineBadge';

/** /association/{id or url}: the charity's page, its title, description, keywords and image from the charity. */
export function CharityDetailPage() {
  const key = useParams().key ?? '';
  const charity = useCharity(key);
  useDirectorySync();
  useRefreshWhenOnline();

  useEffect(() => {
    // The spec: a charity that cannot be loaded is logged and the visitor goes home.
    if (charity.isError) console.warn(`Charity ${key} could not be loaded`, charity.error);
  }, [charity.isError, charity.error, key]);

  const data = charity.data?.data;
  const description = data ? htmlToText(data.about ?? '') || data.description || '' : null;
  usePageMeta({
    'name=description': description,
    'name=keywords': data?.assoc_types.map((t) => t.assoc_type).join(', '),
    'property=og:title': data?.name,
    'property=og:description': description,
    'property=og:image': data?.banner.url ? new URL(data.banner.url, window.location.origin).href : null,
  });

  if (charity.isError) return <Navigate to="/" replace />;
  if (!charity.data || !data) {
    return (
      <div className="charity-page charity-page--loading">
        <LoadingOverlay label="Chargement de l’association…" />
      </div>
    );
  }
  return (
    <div className="charity-page container">
      <title>{`${data.name} — Entraide`}</title>
      {charity.data.offline && <OfflineBadge savedAt={charity.data.savedAt} />}
      <CharityDetail charity={data} />
    </div>
  );
}
