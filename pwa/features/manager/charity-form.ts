// The charity form's values (strings, as the inputs give them) and the `charity` body they become:
// empty optional texts are sent as null, tax rates as whole percentages (an empty box sends none).
import { z } from 'zod';
import type { CharityBody } from '@domain/charity-input';
import type { ManagerCharity, TaxRate } from '@domain/manager-types';

const optional = (max: number) => z.string().trim().max(max, `${max} caractères au plus`);
const percent = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) <= 100), 'Un pourcentage entier entre 0 et 100');

export const charityFormSchema = z.object({
  name: z.string().trim().min(2, 'Le nom est obligatoire').max(200, '200 caractères au plus'),
  category_id: z.string().min(1, 'La catégorie est obligatoire'),
  url: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), 'Adresse invalide : lettres minuscules, chiffres et tirets'),
  description: optional(5000),
  assoc_object: optional(5000),
  about: optional(50000),
  actions: optional(50000),
  video_url: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'Lien de vidéo invalide'),
  region_id: z.string(),
  country_iso: z.string().regex(/^[A-Z]{2}$/, 'Pays invalide'),
  certification_code: z.string(),
  cerfa_type: z.enum(['GENERATED', 'SENT_BY_ASSOC']),
  equivalence_30euro: optional(1000),
  equivalence_100euro: optional(1000),
  tax_private: percent,
  tax_enterprise: percent,
});

export type CharityFormValues = z.infer<typeof charityFormSchema>;

const rateOf = (charity: ManagerCharity | undefined, type: TaxRate['assoc_type']) => {
  const rate = charity?.tax_rates.find((r) => r.assoc_type === type);
  return rate ? String(rate.value) : '';
};

export function charityFormDefaults(charity?: ManagerCharity): CharityFormValues {
  return {
    name: charity?.name ?? '',
    category_id: charity ? String(charity.category_id) : '',
    url: charity?.url ?? '',
    description: charity?.description ?? '',
    assoc_object: charity?.assoc_object ?? '',
    about: charity?.about ?? '',
    actions: charity?.actions ?? '',
    video_url: charity?.video_url ?? '',
    region_id: charity?.region_id ? String(charity.region_id) : '',
    country_iso: charity?.country_iso ?? 'FR',
    certification_code: charity?.certification_code ?? '',
    cerfa_type: charity?.cerfa_type ?? 'GENERATED',
    equivalence_30euro: charity?.equivalence_30euro ?? '',
    equivalence_100euro: charity?.equivalence_100euro ?? '',
    tax_private: rateOf(charity, 'PRIVATE'),
    tax_enterprise: rateOf(charity, 'ENTERPRISE'),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function charityBodyOf(values: CharityFormValues): CharityBody {
  const rates: TaxRate[] = [];
  if (values.tax_private.trim() !== '') rates.push({ assoc_type: 'PRIVATE', value: Number(values.tax_private) });
  if (values.tax_enterprise.trim() !== '') rates.push({ assoc_type: 'ENTERPRISE', value: Number(values.tax_enterprise) });
  return {
    name: values.name.trim(),
    category_id: Number(values.category_id),
    ...(values.url.trim() ? { url: values.url.trim() } : {}),
    description: orNull(values.description),
    assoc_object: orNull(values.assoc_object),
    about: orNull(values.about),
    actions: orNull(values.actions),
    video_url: orNull(values.video_url),
    region_id: values.region_id ? Number(values.region_id) : null,
    country_iso: values.country_iso,
    certification_code: values.certification_code || null,
    cerfa_type: values.cerfa_type,
    equivalence_30euro: orNull(values.equivalence_30euro),
    equivalence_100euro: orNull(values.equivalence_100euro),
    tax_rates: rates,
  };
}

/** A server field ('tax_rates.0.value', 'name') -> the form's input, or null when the form has none. */
export function formFieldOf(field: string | null | undefined, body: CharityBody): keyof CharityFormValues | null {
  if (!field) return null;
  const rate = /^tax_rates\.(\d+)/.exec(field);
  if (rate) return body.tax_rates?.[Number(rate[1])]?.assoc_type === 'ENTERPRISE' ? 'tax_enterprise' : 'tax_private';
  return field in charityFormDefaults() ? (field as keyof CharityFormValues) : null;
}
