// Options of the civility, gender and legal-form controls.
import { CIVILITY_LABELS, GENDER_LABELS } from '../../../../domain/identity';
import { LEGAL_FORMS } from '../../../../domain/company';
import type { SelectOption } from '../../../ui/SelectField';

/** Mme / M, as the registration forms show them. */
export const civilityOptions: SelectOption[] = [
  { value: 'female', label: CIVILITY_LABELS.female },
  { value: 'male', label: CIVILITY_LABELS.male },
];

/** Femme / Homme, as the private profile shows them. */
export const genderOptions: SelectOption[] = [
  { value: 'female', label: GENDER_LABELS.female },
  { value: 'male', label: GENDER_LABELS.male },
];

export const legalFormOptions: SelectOption[] = LEGAL_FORMS.map((form) => ({ value: form, label: form }));
