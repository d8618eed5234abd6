import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PublicPot } from '../../../../domain/public-pot';
import { potCreationError } from '../../../../domain/eligibility';
import { idSchema } from '../../../../domain/requests';
import { NotFoundError } from '../../../lib/api-client';
import { useSession } from '../../../lib/store';
import { LoadingOverlay } from '../../../ui/Spinner';
import { toastError } from '../../../ui/toast';
import { useQuery } from '@tanstack/react-query';
import { charityQuery } from '../../../lib/charities/charity';
import { useEventTypes } from '../../../lib/charities/reference-lists';
import { draftFromPot, usePotForEdit } from '../api/pot-for-edit';
import { useSavePot } from '../api/use-save-pot';
import { withValues, type DetailsValues } from '../details-form';
import { draftId, EMPTY_DRAFT, type PotDraft } from '../draft/draft-schema';
import { usePotDraft } from '../draft/use-pot-draft';
import { usePendingSave } from '../offline/use-pending-save';
import { assocsPath, authenticatePath, draftRoutePath, potTypeOfRoute, SAVE_AFTER_AUTH } from '../paths';
import { PendingSave } from './PendingSave';
import { PotDetailsForm } from './PotDetailsForm';
import { WizardSteps } from './WizardSteps';
import '../pot-wizard.css';

const positive = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

type ScreenProps = { type: string; potType: 0 | 1; pot?: PublicPot };

/** The form with its draft, the save, and the pending state of a save made offline. */
function DetailsScreen({ type, potType, pot }: ScreenProps) {
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { token, user } = useSession();
  const id = draftId(pot?.id);
  const queryIds = { evt: positive(search.get('evt')), assoc: positive(search.get('assoc')) };
  const seed = useCallback(
    (stored: PotDraft | null) => {
      const base = pot ? (stored?.id === pot.id ? stored : draftFromPot(pot)) : (stored ?? EMPTY_DRAFT);
      return { ...base, evt: queryIds.evt ?? base.evt, assoc: queryIds.assoc ?? base.assoc };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft is read once per screen; the query only seeds it
    [pot?.id],
  );
  const { draft, update, current, discard } = usePotDraft(id, draftRoutePath(pathname), seed);
  const charityAnswer = useQuery({ ...charityQuery(String(draft?.assoc ?? 0)), enabled: Boolean(draft?.assoc) });
  const charity = charityAnswer.data?.data;
  const eventTypes = useEventTypes();
  const { pending } = usePendingSave(id);
  const [saving, setSaving] = useState(false);
  const save = useSavePot();
  const handleChange = useCallback((values: Partial<DetailsValues>) => update(withValues(current() ?? EMPTY_DRAFT, values)), [update, current]);
  const autoSave = useRef(search.get(SAVE_AFTER_AUTH) === '1');

  /** Saves the draft for a signed-in person (the account type must match the pot's). */
  const saveNow = async (next: PotDraft) => {
    const refusal = pot ? null : user && potCreationError(user.role.name, potType);
    if (refusal) {
      toastError(refusal);
      void navigate('/');
      return;
    }
    setSaving(true);
    await save(id, next, potType, discard);
    setSaving(false);
  };

  // Back from the authenticate step (the accounts' page keeps the query): the draft is saved once.
  useEffect(() => {
    if (!autoSave.current || !draft || !token || pending) return;
    autoSave.current = false;
    setSearch((params) => {
      params.delete(SAVE_AFTER_AUTH);
      return params;
    }, { replace: true });
    void saveNow(draft);
  });

  if (!draft) return <LoadingOverlay label="Chargement de votre brouillon…" />;
  if (!pot && !draft.assoc) return <Navigate to={assocsPath(type, draft.evt)} replace />;
  if (pending) return <PendingSave />;

  const category = potType === 1 ? 'entreprise' : 'particulier';
  const choices = eventTypes.data?.filter((event) => event.category === category);
  const knownEvent = draft.evt !== null && (!choices || choices.some((event) => event.id === draft.evt));

  async function handleValid(values: DetailsValues) {
    const next = withValues(current() ?? draft!, values);
    update(next, true);
    if (token) await saveNow(next);
    else void navigate(authenticatePath(type, { evt: next.evt, assoc: next.assoc }));
  }

  return (
    <div className="wizard container">
      <title>{`${pot ? 'Modification de votre cagnotte' : 'Création de votre cagnotte de la générosité'} — Entraide`}</title>
      {!pot && <WizardSteps current={2} signedIn={Boolean(token)} />}
      <h1 className="wizard__title">{pot ? 'Modification de votre cagnotte' : 'Création de votre cagnotte de la générosité'}</h1>
      <p className="wizard__note">
        Les dons sont déductibles des impôts : jusqu’à 60 % pour les entreprises, de 66 à 75 % pour les particuliers. Les
        reçus fiscaux sont envoyés aux donateurs.
      </p>
      {charity && (
        <p className="wizard__charity">
          Au profit de <strong>{charity.name}</strong> {!pot && <Link to={assocsPath(type, draft.evt)}>Changer d’association</Link>}
        </p>
      )}
      <PotDetailsForm
        key={id}
        draft={draft}
        potType={potType}
        mode={pot ? 'edit' : 'create'}
        charity={charity}
        savedBannerUrl={pot?.banner.url ?? null}
        eventChoices={knownEvent ? undefined : (choices ?? [])}
        disabled={false}
        saving={saving}
        onChange={handleChange}
        onImages={(changes) => update(changes, true)}
        onValid={(values) => void handleValid(values)}
        onBack={() => navigate(pot ? `/participate/${pot.id}` : assocsPath(type, draft.evt))}
      />
    </div>
  );
}

/** A saved pot: only its creator edits it while it is open; anyone else goes to the pot page. */
function EditScreen({ type, potType, potId }: { type: string; potType: 0 | 1; potId: number }) {
  const { user } = useSession();
  const pot = usePotForEdit(potId, user?.id ?? null);
  if (pot.error instanceof NotFoundError) return <Navigate to="/" replace />;
  if (!pot.data) return <LoadingOverlay label="Chargement de la cagnotte…" />;
  if (!pot.data.can_edit) return <Navigate to={`/participate/${potId}`} replace />;
  return <DetailsScreen type={type} potType={pot.data.pot_type} pot={pot.data} key={potId} />;
}

/** Step 2 routes: create/{type}/details, create/{type}/details/{id} and edit/{type}/details/{id}. */
export function PotDetailsPage() {
  const { type = '', id } = useParams();
  const { token } = useSession();
  const potType = potTypeOfRoute(type);
  if (potType === null) return <Navigate to="/" replace />;
  if (id === undefined) return <DetailsScreen type={type} potType={potType} />;
  const potId = idSchema.safeParse(id);
  if (!potId.success) return <Navigate to="/" replace />;
  if (!token) return <Navigate to="/login" replace />;
  return <EditScreen type={type} potType={potType} potId={potId.data} />;
}
