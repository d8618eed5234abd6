// Options of the civility and legal-form controls (the private profile's gender: features/profile).
import { CIVILITY_LABELS } from '@domain/identity';
import { LEGAL_FORMS } from '@domain/company';
import type { SelectOption } from '@/ui/SelectField';

/** Mme / M, as the registration forms show them. */
export const civilityOptions: SelectOption[] = [
  { value: 'female', label: CIVILITY_LABELS.female },
  { value: 'male', label: CIVILITY_LABELS.male },
];

export const legalFormOptions: SelectOption[] = LEGAL_FORMS.map((form) => ({ value: form, label: form }));
