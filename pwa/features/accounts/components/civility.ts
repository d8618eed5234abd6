// Options of the civility control (the legal form's: pwa/ui/CompanyFields.tsx) (the private profile's gender: features/profile).
import { CIVILITY_LABELS } from '@domain/identity';
import type { SelectOption } from '@/ui/SelectField';

/** Mme / M, as the registration forms show them. */
export const civilityOptions: SelectOption[] = [
  { value: 'female', label: CIVILITY_LABELS.female },
  { value: 'male', label: CIVILITY_LABELS.male },
];
