// Values of the company details forms of the accounts area: the representative page
// (/login/representative) and the creation flow's company details (shown before signing in).
import { formDateToIso } from '@domain/dates';
import { addressValues, companyValues, type AddressValues } from '@/lib/company-form-values';
import type { SessionUser } from '@/lib/store';

export type CompanyDetailsValues = {
  user: { user_adress: AddressValues };
  entreprise: {
    enterprise_name: string;
    siren?: string;
    legal_form?: string;
    fix_phone?: string;
    representative: {
      firstname: string;
      name: string;
      birth_date: string;
      email: string;
      nationality_iso: string;
      rep_address: AddressValues;
    };
  };
};

/** Initial values, from the signed-in company when there is one. */
export function companyDetailsDefaults(user: SessionUser | null, companyName = ''): CompanyDetailsValues {
  const company = companyValues(user, companyName);
  const repAddress = user?.entreprise?.representative?.rep_address;
  return {
    user: { user_adress: addressValues(user?.user_adress) },
    entreprise: { ...company, representative: { ...company.representative, rep_address: addressValues(repAddress) } },
  };
}

/** The `PUT /user` body: dates as YYYY-MM-DD; the representative's nationality as chosen. */
export function toCompanyUpdate(values: CompanyDetailsValues): Record<string, unknown> {
  const rep = values.entreprise.representative;
  return {
    user: values.user,
    entreprise: { ...values.entreprise, representative: { ...rep, birth_date: formDateToIso(rep.birth_date) ?? rep.birth_date } },
  };
}
