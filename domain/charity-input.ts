/**
 * The `charity` body of the manager's create and edit calls. Every field is optional on edit; on
 * create `name` and `category_id` are required and `url` (the slug of /association/{url}) is derived
 * from the name when absent. Rich text (about, actions) is sanitized like a pot description (by the API).
 * The API parses the body with these schemas; the manager pages send it typed by them.
 */
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, `${max} caractères au plus`);
const optionalText = (max: number) => text(max).nullable().optional();

export const TAX_RATE_TYPES = ['PRIVATE', 'ENTERPRISE'] as const;
export const CERFA_TYPES = ['GENERATED', 'SENT_BY_ASSOC'] as const;

/** Slugs no charity page may take: /association/espace is the charity area (issue 30). */
export const RESERVED_CHARITY_URLS: readonly string[] = ['espace'];
export const RESERVED_URL_MESSAGE = 'Cette adresse est réservée par Entraide : choisissez-en une autre';

export const charityEditSchema = z.object({
  name: text(200).min(2, 'Le nom est obligatoire').optional(),
  url: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Adresse invalide : lettres minuscules, chiffres et tirets')
    .max(200)
    .refine((url) => !RESERVED_CHARITY_URLS.includes(url), { error: RESERVED_URL_MESSAGE, params: { code: 'url_reserved' } })
    .optional(),
  description: optionalText(5000),
  assoc_object: optionalText(5000),
  about: optionalText(50000),
  actions: optionalText(50000),
  video_url: z.string().url('Lien de vidéo invalide').max(500).nullable().optional(),
  category_id: z.number().int().positive().optional(),
  region_id: z.number().int().positive().nullable().optional(),
  country_iso: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Pays invalide')
    .optional(),
  certification_code: z.string().max(32).nullable().optional(),
  cerfa_type: z.enum(CERFA_TYPES, { error: 'Type de reçu invalide : GENERATED ou SENT_BY_ASSOC' }).optional(),
  equivalence_30euro: optionalText(1000),
  equivalence_100euro: optionalText(1000),
  tax_rates: z
    .array(z.object({ assoc_type: z.enum(TAX_RATE_TYPES), value: z.number().int().min(0, 'Entre 0 et 100').max(100, 'Entre 0 et 100') }))
    .max(2)
    .optional(),
});

export const charityCreateSchema = charityEditSchema.extend({
  name: text(200).min(2, 'Le nom est obligatoire'),
  category_id: z.number({ error: 'La catégorie est obligatoire' }).int().positive(),
});

export type CharityEdit = z.infer<typeof charityEditSchema>;
/** The `charity` body the manager pages send to create a charity. */
export type CharityBody = z.input<typeof charityCreateSchema>;
/** The `charity` body of an edit: any of the fields. */
export type CharityEditBody = z.input<typeof charityEditSchema>;
