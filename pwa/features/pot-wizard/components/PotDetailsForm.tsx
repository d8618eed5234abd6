import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Association, EventType } from '@domain/directory';
import { GENERIC_NOTICES } from '@domain/notices';
import { errorMessages, toastMessages } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { RadioGroup } from '@/ui/RadioGroup';
import { detailsSchema, valuesOf, type DetailsValues } from '../details-form';
import type { PotDraft } from '../draft/draft-schema';
import { ColorPicker } from './ColorPicker';
import type { ImageKind } from '../draft/compress-image';
import { ImagePicker } from './ImagePicker';
import { RichTextEditor } from './RichTextEditor';

const SHARING = [
  { value: 'SHARE', label: 'Partage : chacun peut partager la cagnotte' },
  { value: 'SHOW', label: 'Invitation : seule votre entreprise partage la cagnotte' },
];

export type PotDetailsFormProps = {
  draft: PotDraft;
  potType: 0 | 1;
  mode: 'create' | 'edit';
  /** The later-step variant (the flow goes on to the company's payment): optional closing day, the gift's amount, 'Sauvegardez et continuez'. */
  laterStep?: boolean;
  /** The gift's amount the form starts with (euros as typed), in the later-step variant. */
  initialAmount?: string;
  charity: Association | undefined;
  /** The saved pot's own banner (edit mode), shown until it is replaced or reset. */
  savedBannerUrl: string | null;
  /** The event types to choose from when the flow brought none (else undefined). */
  eventChoices: EventType[] | undefined;
  disabled: boolean;
  saving: boolean;
  onChange: (values: Partial<DetailsValues>) => void;
  onImages: (changes: Partial<PotDraft>) => void;
  onValid: (values: DetailsValues) => void;
  onBack: () => void;
};

/** Step 2: name, closing day, message, banner (and for companies colour, logo and sharing). */
export function PotDetailsForm(props: PotDetailsFormProps) {
  const { draft, potType, mode, charity, disabled, saving, onChange, onImages, laterStep = false } = props;
  const today = useMemo(() => new Date(), []);
  const askEvent = props.eventChoices !== undefined;
  const form = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema(today, potType, askEvent, laterStep)) as never,
    mode: 'onTouched',
    defaultValues: { ...valuesOf(draft), amount: props.initialAmount ?? '' },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const ids = { desc: useId(), descError: useId() };
  useEffect(() => {
    const subscription = form.watch((values) => onChange(values as Partial<DetailsValues>));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const bannerFallback = draft.banner_reset ? (charity?.banner.url ?? null) : (props.savedBannerUrl ?? charity?.banner.url ?? null);
  const canReset = draft.banner !== null || (props.savedBannerUrl !== null && !draft.banner_reset);
  // The draft's image of that kind, and what a new one changes in the draft (a new banner is no reset).
  const picker = (kind: ImageKind) => ({
    kind,
    blob: draft[kind],
    disabled,
    onPicked: (blob: Blob, name: string) =>
      onImages(kind === 'banner' ? { banner: blob, banner_name: name, banner_reset: false } : { logo: blob, logo_name: name }),
  });

  return (
    <form
      className="pot-form"
      aria-label="Détails de la cagnotte"
      noValidate
      onSubmit={form.handleSubmit(props.onValid, (invalid) => toastMessages([...errorMessages(invalid), GENERIC_NOTICES.fillFields]))}
    >
      <fieldset className="pot-form__fields" disabled={disabled}>
        {askEvent && (
          <div className={errors.evt ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="pot-evt">
              Type d’événement <span aria-hidden="true">*</span>
            </label>
            <select id="pot-evt" className="field__input field__select" aria-invalid={errors.evt ? true : undefined} {...register('evt')}>
              <option value="" disabled>
                Quel événement ?
              </option>
              {props.eventChoices?.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </select>
            {errors.evt && <p className="field__error">{errors.evt.message}</p>}
          </div>
        )}
        <Field
          label="Nom de votre cagnotte"
          required
          maxLength={120}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label={laterStep ? 'Date de fin de collecte (facultative)' : 'Date de fin de collecte'}
          required={!laterStep}
          placeholder="JJ-MM-AAAA"
          inputMode="numeric"
          autoComplete="off"
          hint={
            laterStep
              ? 'Au plus tôt demain, au plus tard dans 365 jours ; sans date, la collecte se termine demain soir.'
              : 'Au plus tôt demain, au plus tard dans 365 jours.'
          }
          error={errors.end?.message}
          {...register('end')}
        />
        <div className={errors.desc ? 'field field--invalid' : 'field'}>
          <p id={ids.desc} className="field__label">
            {potType === 1 ? "Le mot de l'entreprise" : 'Votre message'} <span aria-hidden="true">*</span>
          </p>
          <Controller
            control={control}
            name="desc"
            render={({ field }) => (
              <RichTextEditor
                labelId={ids.desc}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(errors.desc)}
                describedBy={errors.desc ? ids.descError : undefined}
                disabled={disabled}
              />
            )}
          />
          {errors.desc && (
            <p id={ids.descError} className="field__error">
              {errors.desc.message}
            </p>
          )}
        </div>
        <ImagePicker
          label="Bannière de la cagnotte"
          fallbackUrl={bannerFallback}
          {...picker('banner')}
          onReset={canReset ? () => onImages({ banner: null, banner_name: null, banner_reset: mode === 'edit' }) : undefined}
          resetLabel="Revenir à la bannière de l’association"
        />
        {potType === 1 && (
          <>
            <Controller
              control={control}
              name="color"
              render={({ field }) => <ColorPicker value={field.value} onChange={field.onChange} error={errors.color?.message} />}
            />
            <ImagePicker label="Logo de votre entreprise" fallbackUrl={null} {...picker('logo')} />
            <RadioGroup legend="Option de partage" required options={SHARING} error={errors.locked?.message} {...register('locked')} />
          </>
        )}
        {laterStep && (
          <Field
            label="Montant du don de votre entreprise (en euros)"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="Le premier don de la cagnotte, payé à l’étape suivante par carte ou par virement SEPA."
            error={errors.amount?.message}
            {...register('amount')}
          />
        )}
      </fieldset>
      <div className="pot-form__actions">
        <Button variant="secondary" onClick={props.onBack}>
          Retour
        </Button>
        <Button type="submit" size="lg" loading={saving} disabled={disabled}>
          {laterStep ? 'Sauvegardez et continuez' : mode === 'edit' ? 'Enregistrer les modifications' : 'Valider ma cagnotte'}
        </Button>
      </div>
    </form>
  );
}
