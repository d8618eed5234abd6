import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PublicPot } from '@domain/public-pot';
import { potCreationError } from '@domain/eligibility';
import { idSchema } from '@domain/requests';
import { ApiError, firstErrorMessage, NotFoundError } from '@/lib/api-client';
import { wizardFlowOf } from '@/lib/wizard-flow';
import { useSession } from '@/lib/store';
import { LoadingOverlay } from '@/ui/Spinner';
import { toastError } from '@/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { charityQuery } from '@/lib/charities/charity';
import { useEventTypes } from '@/lib/charities/reference-lists';
import { draftFromPot, usePotForEdit } from '../requests/pot-for-edit';
import { useSavePot } from '../requests/use-save-pot';
import { withValues, type DetailsValues } from '../details-form';
import { draftId, EMPTY_DRAFT, type PotDraft } from '../draft/draft-schema';
import { usePotDraft } from '../draft/use-pot-draft';
import { usePendingSave } from '../offline/use-pending-save';
import { assocsPath, authenticatePath, draftRoutePath, potTypeOfRoute, SAVE_AFTER_AUTH } from '../paths';
import { WizardNotFound } from './WizardNotFound';
import { PendingSave } from './PendingSave';
import { PotDetailsForm } from './PotDetailsForm';
import { WizardSteps } from './WizardSteps';
import '@/ui/info-note.css';
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
  // The API's refusal of a charity change (a gift was already made), shown beside the charity.
  const [charityRefusal, setCharityRefusal] = useState<string | null>(null);
  const save = useSavePot();
  const flow = wizardFlowOf(pathname);
  // The later-step variant (spec §2): where the flow goes on to the company's own gift, i.e. a company
  // creating its pot, or editing it from the payment step ('Modifier' carries the amount).
  const queryAmount = search.get('amount');
  const laterStep = potType === 1 && (!pot || queryAmount !== null);
  const handleChange = useCallback(
    (values: Partial<DetailsValues>) => update(withValues(current() ?? EMPTY_DRAFT, values)),
    [update, current],
  );
  const autoSave = useRef(search.get(SAVE_AFTER_AUTH) === '1');

  /** The payment step of this flow for the pot once saved (amount in euros as typed; gift and hide kept from the query; `id` set by pathWithPot). */
  const paymentPath = (amount: string, evt: number | null) =>
    `/${flow}/${type}/payment?${new URLSearchParams({ amount, gift: search.get('gift') ?? '0', ...(evt ? { evt: String(evt) } : {}), id: '', hide: search.get('hide') ?? 'false' })}`;

  /** Saves the draft for a signed-in person (the account type must match the pot's); with an amount, then pays. */
  const saveNow = async (next: PotDraft, amount?: string | null) => {
    const refusal = pot ? null : user && potCreationError(user.role.name, potType);
    if (refusal) {
      toastError(refusal);
      void navigate('/');
      return;
    }
    setSaving(true);
    setCharityRefusal(null);
    await save(id, next, potType, {
      onSaved: discard,
      next: amount ? paymentPath(amount, next.evt) : undefined,
      onRefused: (err) => {
        if (!pot || !(err instanceof ApiError) || !err.errors.some((e) => e.code === 'charity_locked')) return;
        // The pot keeps its charity: the form shows it again, with the reason.
        setCharityRefusal(firstErrorMessage(err));
        update({ ...next, assoc: pot.assoc.id }, true);
        setSearch(
          (params) => {
            params.set('assoc', String(pot.assoc.id));
            return params;
          },
          { replace: true },
        );
      },
    });
    setSaving(false);
  };

  // Back from the authenticate step (the accounts' page keeps the query): the draft is saved once.
  useEffect(() => {
    if (!autoSave.current || !draft || !token || pending) return;
    autoSave.current = false;
    setSearch(
      (params) => {
        params.delete(SAVE_AFTER_AUTH);
        return params;
      },
      { replace: true },
    );
    void saveNow(draft, laterStep ? queryAmount : null);
  });

  if (!draft) return <LoadingOverlay label="Chargement de votre brouillon…" />;
  if (!pot && !draft.assoc) return <Navigate to={assocsPath(type, draft.evt)} replace />;
  if (pending) return <PendingSave thenPayment={laterStep} />;

  const category = potType === 1 ? 'entreprise' : 'particulier';
  const choices = eventTypes.data?.filter((event) => event.category === category);
  const knownEvent = draft.evt !== null && (!choices || choices.some((event) => event.id === draft.evt));

  async function handleValid(values: DetailsValues) {
    const next = withValues(current() ?? draft!, values);
    update(next, true);
    if (token) await saveNow(next, laterStep ? values.amount : null);
    else {
      // The gift's amount goes through the authenticate step in the query, as evt and assoc do.
      const auth = authenticatePath(type, { evt: next.evt, assoc: next.assoc });
      void navigate(laterStep ? `${auth}&${new URLSearchParams({ amount: values.amount })}` : auth);
    }
  }

  return (
    <div className="wizard container">
      <title>{`${pot ? 'Modification de votre cagnotte' : 'Création de votre cagnotte de la générosité'} — Entraide`}</title>
      {!pot && <WizardSteps current={2} signedIn={Boolean(token)} />}
      <h1 className="wizard__title">{pot ? 'Modification de votre cagnotte' : 'Création de votre cagnotte de la générosité'}</h1>
      <p className="info-note">
        Les dons sont déductibles des impôts : jusqu’à 60 % pour les entreprises, de 66 à 75 % pour les particuliers. Les reçus fiscaux sont
        envoyés aux donateurs.
      </p>
      {charity && (
        <p className="wizard__charity">
          Au profit de <strong>{charity.name}</strong>{' '}
          <Link to={pot ? `/${flow}/${type}/assocs/${pot.id}${draft.evt ? `?evt=${draft.evt}` : ''}` : assocsPath(type, draft.evt)}>
            Changer d’association
          </Link>
        </p>
      )}
      {charityRefusal && (
        <p className="wizard__refusal" role="alert">
          {charityRefusal}
        </p>
      )}
      <PotDetailsForm
        key={id}
        draft={draft}
        potType={potType}
        mode={pot ? 'edit' : 'create'}
        laterStep={laterStep}
        initialAmount={queryAmount ?? ''}
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
function EditScreen({ type, potId }: { type: string; potType: 0 | 1; potId: number }) {
  const { user } = useSession();
  const pot = usePotForEdit(potId, user?.id ?? null);
  if (pot.error instanceof NotFoundError) return <WizardNotFound />;
  if (!pot.data) return <LoadingOverlay label="Chargement de la cagnotte…" />;
  if (!pot.data.can_edit) return <Navigate to={`/participate/${potId}`} replace />;
  return <DetailsScreen type={type} potType={pot.data.pot_type} pot={pot.data} key={potId} />;
}

/** Step 2 routes: {create|edit}/{type}/details and {create|edit}/{type}/details/{id}; an unknown type, id or pot is not found. */
export function PotDetailsPage() {
  const { type = '', id } = useParams();
  const { token } = useSession();
  const potType = potTypeOfRoute(type);
  if (potType === null) return <WizardNotFound />;
  if (id === undefined) return <DetailsScreen type={type} potType={potType} />;
  const potId = idSchema.safeParse(id);
  if (!potId.success) return <WizardNotFound />;
  if (!token) return <Navigate to="/login" replace />;
  return <EditScreen type={type} potType={potType} potId={potId.data} />;
}
