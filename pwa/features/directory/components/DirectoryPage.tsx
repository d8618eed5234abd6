import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Association } from '@domain/directory';
import { useDirectoryResults } from '@/lib/charities/charities';
import { useCategories } from '@/lib/charities/reference-lists';
import { useDirectorySync } from '@/lib/charities/offline/use-directory-sync';
import { isUnreachable } from '@/lib/charities/offline/online-or-kept';
import { useRefreshWhenOnline } from '@/lib/use-refresh-when-online';
import { useOnlineStatus } from '@/lib/use-online-status';
import { directoryResultsProps, useDirectoryParams } from '@/lib/charities/use-directory-params';
import { usePageMeta } from '../use-page-meta';
import { DirectoryResults } from '@/ui/charities/DirectoryResults';
import { DirectoryFilters } from '@/ui/charities/DirectoryFilters';
import { MascotButton } from './Mascot';
import '@/ui/charities/directory.css';

// Loaded when shown (the directory's script before its first paint, docs/performance.md): the modals on a click,
// the offline badge when the list comes from the kept copy or the server does not answer.
const CharityDetailModal = lazy(async () => ({ default: (await import('./CharityDetailModal')).CharityDetailModal }));
const GoalsModal = lazy(async () => ({ default: (await import('./GoalsModal')).GoalsModal }));
const OfflineBadge = lazy(async () => ({ default: (await import('./OfflineBadge')).OfflineBadge }));

/** The partner charities: quick filters, filter panel, results with pages, goals modal and detail modal. */
export function DirectoryPage() {
  useRefreshWhenOnline();
  const online = useOnlineStatus();
  const categories = useCategories();
  // Without the categories (offline, nothing kept) a quick filter in the address is left out.
  const state = useDirectoryParams(categories.isError ? [] : categories.data);
  const results = useDirectoryResults(state.query);
  const arrived = results.data && !results.data.offline ? results.data.data.items : null;
  useDirectorySync(useMemo(() => arrived && { charities: arrived, categories: categories.data }, [arrived, categories.data]));
  const [opened, setOpened] = useState<Association | null>(null);
  const [goalsOpen, setGoalsOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const sourced = results.data;
  usePageMeta({
    'name=description': 'Découvrez les associations partenaires d’Entraide et choisissez la cause que votre cagnotte solidaire soutiendra.',
  });

  return (
    <div className="directory container">
      <title>Nos associations partenaires — Entraide</title>
      <div className="directory__head">
        <h1 className="directory__title">Nos associations partenaires</h1>
        <p className="directory__intro">
          Des associations d’intérêt général sélectionnées sur six critères : gestion, gouvernance, transparence, ressources humaines,
          impact et efficacité.
        </p>
        {/* Also when the list shown came from the service worker's copy while the server does not answer. */}
        {sourced && (sourced.offline || !online) && (
          <Suspense fallback={null}>
            <OfflineBadge savedAt={sourced.offline ? sourced.savedAt : null} />
          </Suspense>
        )}
      </div>

      <DirectoryFilters categories={categories.data} loading={categories.isPending} state={state} resultsRef={resultsRef} />

      {results.isError && !sourced ? (
        <p className="results__error" role="alert">
          {isUnreachable(results.error)
            ? 'Vous êtes hors ligne et la liste des associations n’a pas encore été gardée sur cet appareil. Elle s’affichera dès le retour de la connexion.'
            : 'Les associations ne peuvent pas être chargées pour le moment. Vérifiez votre connexion puis réessayez.'}
        </p>
      ) : (
        <DirectoryResults {...directoryResultsProps(state, results)} onMore={setOpened} sectionRef={resultsRef} />
      )}

      <MascotButton onClick={() => setGoalsOpen(true)} />
      <Suspense fallback={null}>
        {goalsOpen && <GoalsModal onClose={() => setGoalsOpen(false)} />}
        {opened && <CharityDetailModal charity={opened} onClose={() => setOpened(null)} />}
      </Suspense>
    </div>
  );
}
