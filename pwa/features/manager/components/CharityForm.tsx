// The charity form of creation and edit: identity (name, category, address of its page, country and
// region), texts of its page, receipt type and certification, tax rates, and the donation
// equivalences. Checked in the browser, then by the API, whose field errors come back on the inputs.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toastFormErrors } from '@/lib/form-feedback';
import { ApiError, firstErrorMessage } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { RadioGroup } from '@/ui/RadioGroup';
import { SelectField } from '@/ui/SelectField';
import { toastError } from '@/ui/toast';
import { useCategories, useCountries, useRegions } from '@/lib/charities/reference-lists';
import type { CharityBody } from '@domain/charity-input';
import type { ManagerCharity } from '@domain/manager-types';
import { charityBodyOf, charityFormDefaults, charityFormSchema, formFieldOf, type CharityFormValues } from '../charity-form';
import { CERFA_LABELS, CERTIFICATION_CODES, certificationName } from '../labels';
import { TextAreaField } from './TextAreaField';

type Props = {
  charity?: ManagerCharity;
  submitLabel: string;
  /** Sends the body; rejects with the API's error. */
  onSubmit: (body: CharityBody) => Promise<unknown>;
};

const CERFA_OPTIONS = Object.entries(CERFA_LABELS).map(([value, label]) => ({ value, label }));
const CERTIFICATION_OPTIONS = CERTIFICATION_CODES.map((code) => ({ value: code, label: certificationName(code) }));

export function CharityForm({ charity, submitLabel, onSubmit }: Props) {
  const categories = useCategories();
  const regions = useRegions();
  const countries = useCountries();
  const form = useForm<CharityFormValues>({
    resolver: zodResolver(charityFormSchema),
    mode: 'onTouched',
    defaultValues: charityFormDefaults(charity),
  });
  const { register, setError } = form;
  const { errors, isSubmitting } = form.formState;
  /** A field's registration with its error. */
  const field = (name: keyof CharityFormValues) => ({ error: errors[name]?.message, ...register(name) });

  if (categories.isPending || regions.isPending || countries.isPending) {
    return (
      <p className="mgr-loading" role="status">
        Chargement des listes…
      </p>
    );
  }

  const submit = async (values: CharityFormValues) => {
    const body = charityBodyOf(values);
    try {
      await onSubmit(body);
    } catch (err) {
      if (err instanceof ApiError) {
        for (const item of err.errors) {
          const name = formFieldOf(item.field, body);
          if (name) setError(name, { type: 'server', message: item.detail });
        }
      }
      toastError(firstErrorMessage(err));
    }
  };

  return (
    <form className="mgr-form" noValidate aria-label={submitLabel} onSubmit={form.handleSubmit(submit, toastFormErrors)}>
      <fieldset className="mgr-fieldset">
        <legend>Identité</legend>
        <Field label="Nom" required {...field('name')} />
        <SelectField
          label="Catégorie"
          required
          placeholder="Choisissez une catégorie"
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...field('category_id')}
        />
        <Field
          label="Adresse de la page"
          hint={charity ? 'La page publique est /association/{adresse}.' : 'Laissez vide : elle est tirée du nom.'}
          {...field('url')}
        />
        <div className="mgr-form__row">
          <SelectField
            label="Pays"
            options={(countries.data ?? [{ alpha2Code: 'FR', name: 'France' }]).map((c) => ({ value: c.alpha2Code, label: c.name }))}
            {...field('country_iso')}
          />
          <SelectField
            label="Région"
            placeholder="Aucune"
            options={(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            {...field('region_id')}
          />
        </div>
      </fieldset>

      <fieldset className="mgr-fieldset">
        <legend>Reçus fiscaux et certification</legend>
        <RadioGroup legend="Type de reçu fiscal" options={CERFA_OPTIONS} {...field('cerfa_type')} />
        <SelectField label="Certification" placeholder="Aucune" options={CERTIFICATION_OPTIONS} {...field('certification_code')} />
        <div className="mgr-form__row">
          <Field label="Réduction d’impôt des particuliers (%)" inputMode="numeric" {...field('tax_private')} />
          <Field label="Réduction d’impôt des entreprises (%)" inputMode="numeric" {...field('tax_enterprise')} />
        </div>
      </fieldset>

      <fieldset className="mgr-fieldset">
        <legend>Page de l’association</legend>
        <TextAreaField label="Description courte" {...field('description')} />
        <TextAreaField label="Objet de l’association" {...field('assoc_object')} />
        <TextAreaField
          label="Qui sommes-nous"
          hint="Texte mis en forme (HTML simple : paragraphes, gras, listes, liens)."
          rows={6}
          {...field('about')}
        />
        <TextAreaField label="Nos actions" hint="Texte mis en forme (HTML simple)." rows={6} {...field('actions')} />
        <Field label="Vidéo (lien YouTube ou Vimeo)" type="url" {...field('video_url')} />
        <div className="mgr-form__row">
          <TextAreaField label="Ce que permet un don de 30 €" rows={2} {...field('equivalence_30euro')} />
          <TextAreaField label="Ce que permet un don de 100 €" rows={2} {...field('equivalence_100euro')} />
        </div>
      </fieldset>

      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
