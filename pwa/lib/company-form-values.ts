// The company details as the forms edit them (the company profile, the representative page, the
// creation flow's company details): read from the signed-in user, an empty string for what is not
// known yet, France by default.
import { isoDateToForm } from '@domain/dates';
import type { SessionUser } from './store';

export type AddressValues = { address_line_1: string; post_code: string; city: string; country_iso: string };

const emptyAddress: AddressValues = { address_line_1: '', post_code: '', city: '', country_iso: 'FR' };

/** An address as saved (a part may be null) to the form's four fields. */
export function addressValues(address: Partial<Record<keyof AddressValues, string | null>> | null | undefined): AddressValues {
  const out = { ...emptyAddress };
  for (const [key, value] of Object.entries(address ?? {})) if (value) out[key as keyof AddressValues] = value;
  return out;
}

/** The company and its legal representative; `companyName` stands in for a company not saved yet. */
export function companyValues(user: SessionUser | null, companyName = '') {
  const company = user?.entreprise;
  const rep = company?.representative;
  return {
    enterprise_name: company?.enterprise_name ?? companyName,
    siren: company?.siren ?? '',
    legal_form: company?.legal_form ?? '',
    fix_phone: company?.fix_phone ?? '',
    representative: {
      firstname: rep?.firstname ?? '',
      name: rep?.name ?? '',
      birth_date: rep?.birth_date ? (isoDateToForm(rep.birth_date) ?? '') : '',
      email: rep?.email ?? user?.email ?? '',
      nationality_iso: rep?.nationality_iso ?? 'FR',
    },
  };
}
