import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventCategory } from '@domain/directory';
import { useSession } from '@/lib/store';
import { Modal } from '@/ui/Modal';
import { useEventTypes } from '@/lib/charities/reference-lists';
import { draftId, EMPTY_DRAFT } from '../draft/draft-schema';
import { patchDraft, readDraft } from '../draft/draft-store';
import { assocsPath, detailsPath } from '../paths';
import '@/ui/field.css';
import '../pot-wizard.css';

type Profile = 'private' | 'company';
const CATEGORY: Record<Profile, EventCategory> = { private: 'particulier', company: 'entreprise' };

/** The route type of a signed-in account, or null when the popup must ask. */
export function profileOfRole(role: string | undefined): Profile | null {
  if (role === 'private') return 'private';
  if (role === 'enterprise') return 'company';
  return null;
}

/**
 * Where 'Suivant' goes: the details step when the draft already has its charity (and the event type
 * did not change), else the charity step, with the event type in the query.
 */
export async function nextStep(profile: Profile, evt: number): Promise<string> {
  const id = draftId();
  const stored = await readDraft(id);
  const draft = await patchDraft(id, { evt }, EMPTY_DRAFT);
  return stored?.assoc && stored.evt === evt ? detailsPath(profile, { evt, assoc: draft.assoc }) : assocsPath(profile, evt);
}

/**
 * The create-cagnotte popup: the profile (particulier or entreprise, asked only when unknown) and the
 * event type; 'Suivant' stays disabled until both are chosen.
 */
export function CreatePotPopup({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const known = profileOfRole(user?.role.name);
  const [chosen, setChosen] = useState<Profile | null>(null);
  const [evt, setEvt] = useState('');
  const events = useEventTypes();
  const navigate = useNavigate();
  const selectId = useId();
  const profile = known ?? chosen;
  const choices = profile ? (events.data ?? []).filter((event) => event.category === CATEGORY[profile]) : [];
  const ready = profile !== null && Number(evt) > 0;

  async function handleNext() {
    if (!ready) return;
    const target = await nextStep(profile, Number(evt));
    onClose();
    void navigate(target);
  }

  return (
    <Modal
      title="Créer une cagnotte"
      onClose={onClose}
      actions={{ onClick: () => void handleNext(), disabled: !ready, children: 'Suivant' }}
    >
      <div className="create-popup">
        {known === null && (
          <fieldset className="field field--radios field--segmented">
            <legend className="field__label">Vous créez la cagnotte en tant que</legend>
            <div className="field__radios">
              {(['private', 'company'] as const).map((option) => (
                <label key={option} className="field__radio">
                  <input
                    type="radio"
                    name="create-profile"
                    checked={chosen === option}
                    onChange={() => {
                      setChosen(option);
                      setEvt('');
                    }}
                  />
                  <span>{option === 'private' ? 'Particulier' : 'Entreprise'}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            Votre événement
          </label>
          <select
            id={selectId}
            className="field__input field__select"
            value={evt}
            disabled={profile === null}
            onChange={(event) => setEvt(event.target.value)}
          >
            <option value="" disabled>
              Quel événement ?
            </option>
            {choices.map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
          </select>
          {profile === null && <p className="field__hint">Choisissez d’abord si vous êtes un particulier ou une entreprise.</p>}
        </div>
      </div>
    </Modal>
  );
}
