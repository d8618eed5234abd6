// Values of the company details forms of the accounts area: the representative page
// (/login/representative) and the creation flow's company details (shown before signing in).
import { formDateToIso, isoDateToForm } from '@domain/dates';
import type { SessionUser } from '@/lib/store';

type Address = { address_line_1: string; post_code: string; city: string; country_iso: string };

export type CompanyDetailsValues = {
  user: { user_adress: Address };
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
      rep_address: Address;
    };
  };
};

const emptyAddress: Address = { address_line_1: '', post_code: '', city: '', country_iso: 'FR' };

/** Initial values, from the signed-in company when there is one. */
export function companyDetailsDefaults(user: SessionUser | null, companyName = ''): CompanyDetailsValues {
  const company = user?.entreprise;
  const rep = company?.representative;
  return {
    user: { user_adress: { ...emptyAddress, ...stripNulls(user?.user_adress) } },
    entreprise: {
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
        rep_address: { ...emptyAddress, ...stripNulls(rep?.rep_address) },
      },
    },
  };
}

function stripNulls(address: Partial<Record<keyof Address, string | null>> | undefined): Partial<Address> {
  const out: Partial<Address> = {};
  for (const [key, value] of Object.entries(address ?? {})) if (value) out[key as keyof Address] = value;
  return out;
}

/** The `PUT /user` body: dates as YYYY-MM-DD; the representative's nationality as chosen. */
export function toCompanyUpdate(values: CompanyDetailsValues): Record<string, unknown> {
  const rep = values.entreprise.representative;
  return {
    user: values.user,
    entreprise: { ...values.entreprise, representative: { ...rep, birth_date: formDateToIso(rep.birth_date) ?? rep.birth_date } },
  };
}
