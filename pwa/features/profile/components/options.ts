// Choices shown by the profile forms.
import { GENDER_LABELS } from '@domain/identity';
import type { SelectOption } from '@/ui/SelectField';

/** Femme / Homme (private profile). */
export const genderOptions: SelectOption[] = [
  { value: 'female', label: GENDER_LABELS.female },
  { value: 'male', label: GENDER_LABELS.male },
];

/** Madame / Monsieur (company account form). */
export const titleOptions: SelectOption[] = [
  { value: 'female', label: 'Madame' },
  { value: 'male', label: 'Monsieur' },
];
