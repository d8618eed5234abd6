import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Association, EventType } from '@domain/directory';
import { POT_MESSAGES } from '@domain/messages';
import { donorTypeOfRole, reductionPercentFor, reductionPercentRange, type DonorType } from '@domain/tax';
import { useSession } from '@/lib/store';
import { Button } from '@/ui/Button';
import { toastError } from '@/ui/toast';
import { useEventTypes } from '@/lib/charities/reference-lists';
import { createPotPath, wizardKind } from '@/lib/charities/paths';
import '@/ui/field.css';

const CATEGORY_OF: Record<DonorType, EventType['category']> = { PRIVATE: 'particulier', ENTERPRISE: 'entreprise' };
const TYPE_OF = (category: EventType['category']): DonorType => (category === 'entreprise' ? 'ENTERPRISE' : 'PRIVATE');
const percent = (n: number) => `${n}\u00a0%`;

/**
 * The tax-reduction rate and the event choice that opens the pot wizard. A signed-in visitor's role
 * gives the type (private: individuals; any other: companies); an anonymous one picks it with the
 * radio buttons, which switch the event list and the rate. Without a type, the rate is the range.
 */
export function CreatePotForm({ charity }: { charity: Association }) {
  const { user } = useSession();
  const roleType = donorTypeOfRole(user?.role?.name);
  const [chosenType, setChosenType] = useState<DonorType | null>(null);
  const [eventId, setEventId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const eventTypes = useEventTypes();
  const navigate = useNavigate();
  const ids = { select: useId(), error: useId(), hint: useId() };

  const type = roleType ?? chosenType;
  const all = eventTypes.data ?? [];
  const events = type ? all.filter((e) => e.category === CATEGORY_OF[type]) : all;
  const selected = events.find((e) => String(e.id) === eventId);
  const rateType = type ?? (selected ? TYPE_OF(selected.category) : null);
  const range = reductionPercentRange(charity.assoc_types);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!selected) {
      setError(POT_MESSAGES.eventTypeRequired);
      toastError(POT_MESSAGES.eventTypeRequired, 'Attention');
      return;
    }
    void navigate(createPotPath(wizardKind(selected.category), selected.id, charity.id));
  }

  function chooseType(next: DonorType) {
    setChosenType(next);
    if (selected && selected.category !== CATEGORY_OF[next]) setEventId('');
  }

  const group = (category: EventType['category']) =>
    all
      .filter((e) => e.category === category)
      .map((e) => (
        <option key={e.id} value={e.id}>
          {e.name}
        </option>
      ));

  return (
    <form className="create-pot" onSubmit={handleSubmit} noValidate>
      {roleType === null && (
        <fieldset className="create-pot__types">
          <legend>Vous créez la cagnotte en tant que</legend>
          {(['PRIVATE', 'ENTERPRISE'] as const).map((option) => (
            <label key={option} className="create-pot__type">
              <input type="radio" name="donor-type" checked={chosenType === option} onChange={() => chooseType(option)} />
              {option === 'PRIVATE' ? 'Particulier' : 'Entreprise'}
            </label>
          ))}
        </fieldset>
      )}
      <p className="create-pot__rate">
        Réduction d’impôt :{' '}
        <strong>
          {rateType
            ? percent(reductionPercentFor(charity.assoc_types, rateType))
            : range && range.min !== range.max
              ? `de ${percent(range.min)} à ${percent(range.max)}`
              : percent(range?.min ?? reductionPercentFor(null, 'PRIVATE'))}
        </strong>
      </p>
      {!rateType && (
        <p id={ids.hint} className="create-pot__hint">
          Pourcentage en fonction du type d'événement sélectionné
        </p>
      )}
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={ids.select}>
          Type d’événement
        </label>
        <select
          id={ids.select}
          className="field__input"
          value={eventId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setEventId(event.target.value);
            setError(null);
          }}
        >
          <option value="" disabled>
            Quel événement ?
          </option>
          {type ? (
            events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))
          ) : (
            <>
              <optgroup label="Particulier">{group('particulier')}</optgroup>
              <optgroup label="Entreprise">{group('entreprise')}</optgroup>
            </>
          )}
        </select>
        {error && (
          <p id={ids.error} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" block>
        Créer une cagnotte
      </Button>
    </form>
  );
}
