import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Association } from '@domain/directory';
import { GENERIC_NOTICES } from '@domain/notices';
import { pendingThen } from '@/lib/after-paint';
import { NotFoundError } from '@/lib/api-client';
import { useSession } from '@/lib/store';
import { wizardFlowOf } from '@/lib/wizard-flow';
import { LoadingOverlay } from '@/ui/Spinner';
import { toastError } from '@/ui/toast';
import { usePotForEdit } from '../requests/pot-for-edit';
import { useDirectoryResults } from '@/lib/charities/charities';
import { useCategories } from '@/lib/charities/reference-lists';
import { DirectoryResults } from '@/ui/charities/DirectoryResults';
import { DirectoryFilters } from '@/ui/charities/DirectoryFilters';
import { useDirectorySync } from '@/lib/charities/offline/use-directory-sync';
import { directoryResultsProps, useDirectoryParams } from '@/lib/charities/use-directory-params';
import { draftId, EMPTY_DRAFT } from '../draft/draft-schema';
import { patchDraft, readDraft } from '../draft/draft-store';
import { preloadDetailsStep } from '../preload-details-step';
import { whenIdle } from '@/lib/when-idle';
import { detailsPathIn, potTypeOfRoute } from '../paths';
import { ChooseCharityModal } from './ChooseCharityModal';
import { WizardNotFound } from './WizardNotFound';
import { WizardSteps } from './WizardSteps';
import '@/ui/charities/directory.css';
import '../pot-wizard.css';

const positive = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/**
 * Step 1, {create|edit}/{type}/assocs?evt, and assocs/{id} for a saved pot, which loads the pot first
 * (spec): only its signed-in creator, while it is open, changes its charity here; anyone else goes to the
 * pot page, and an unknown pot is a not-found page. Whether the change is still allowed (no gift yet) is
 * the API's answer when the details form saves it.
 */
export function ChooseCharityPage() {
  const { type = '', id } = useParams();
  const { token, user } = useSession();
  const potId = positive(id ?? null);
  const pot = usePotForEdit(potId ?? 0, user?.id ?? null, potId !== null && Boolean(token));
  if (potTypeOfRoute(type) === null || (id !== undefined && potId === null)) return <WizardNotFound />;
  if (potId === null) return <ChooseCharityScreen type={type} potId={null} />;
  if (!token) return <Navigate to="/login" replace />;
  if (pot.error instanceof NotFoundError) return <WizardNotFound />;
  if (!pot.data) return <LoadingOverlay label="Chargement de la cagnotte…" />;
  if (!pot.data.can_edit) return <Navigate to={`/participate/${potId}`} replace />;
  return <ChooseCharityScreen type={type} potId={potId} />;
}

/**
 * The choice itself: the directory's own search, quick filters and results (kept offline after a
 * visit). The event type of the address goes into the draft at once, since the directory's filters
 * rewrite the query; the choice goes on to step 2 in the same flow (create or edit).
 */
function ChooseCharityScreen({ type, potId }: { type: string; potId: number | null }) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = useSession();
  const draftKey = draftId(potId);
  const [evt, setEvt] = useState<number | null>(positive(search.get('evt')));
  useDirectorySync();
  const categories = useCategories();
  const state = useDirectoryParams(categories.data);
  const results = useDirectoryResults(state.query);
  const [opened, setOpened] = useState<Association | null>(null);
  const [choosing, setChoosing] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const fromQuery = positive(search.get('evt'));
    if (fromQuery) void patchDraft(draftKey, { evt: fromQuery }, EMPTY_DRAFT);
    else void readDraft(draftKey).then((draft) => setEvt(draft?.evt ?? null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the address the step was opened with counts
  }, [draftKey]);
  useEffect(() => whenIdle(() => void preloadDetailsStep()), []);

  // Kept across renders: the results' cards (memoised) need not render again when a dialog opens.
  const choose = useCallback(
    (charity: Association): void => {
      // The button answers at once; the draft's write and step 2 (its module, its editor) come after that paint.
      // A draft that cannot be written (storage unavailable) is said, and the button can be pressed again.
      void pendingThen(setChoosing, async () => {
        await patchDraft(draftKey, { assoc: charity.id, ...(evt ? { evt } : {}) }, EMPTY_DRAFT);
        void navigate(detailsPathIn(wizardFlowOf(pathname), type, potId, { evt, assoc: charity.id }));
      }).catch(() => toastError(GENERIC_NOTICES.error));
    },
    [draftKey, evt, navigate, pathname, type, potId],
  );

  return (
    <div className="wizard wizard--wide container">
      <title>Choisissez la cause qui vous tient à cœur ! — Entraide</title>
      <WizardSteps current={1} signedIn={Boolean(token)} />
      <h1 className="wizard__title">Choisissez la cause qui vous tient à cœur !</h1>
      <DirectoryFilters categories={categories.data} state={state} resultsRef={resultsRef} />
      <DirectoryResults {...directoryResultsProps(state, results)} onMore={setOpened} onChoose={choose} sectionRef={resultsRef} />
      {opened && (
        <ChooseCharityModal charity={opened} choosing={choosing} onChoose={() => choose(opened)} onClose={() => setOpened(null)} />
      )}
    </div>
  );
}
