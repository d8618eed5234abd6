/**
 * Saving a pot: the closing date window (from tomorrow to today + 365 days, `today` injected), the
 * `charity_pot` body of `POST /user/cagnottes` and `PUT /user/cagnottes/{id}`, and which account may
 * create which pot type (private accounts personal pots, enterprise accounts company pots).
 * The closing date is typed DD-MM-YYYY in the form, sent YYYY-MM-DD, stored with `closingDateToIso` (closing-date.ts).
 */
import { z } from 'zod';
import { CLOSING_DATE_DAYS, POT_TYPES } from './constants';
import { addToDay, parseDay, type DateInputFormat, type DayInput } from './dates';
import { ADDRESS_MESSAGES, PERSON_MESSAGES, POT_MESSAGES } from './messages';
import { potColorSchema, potDescriptionSchema, potNameSchema } from './pot-fields';
import { booleanInput, IF_NO_ISSUE_YET, integerInput, optionalText } from './schema-helpers';

/** Options of the closing-date and pot schemas. */
export interface PotSchemaOptions {
  /** Today's calendar day or an instant read in Europe/Paris. */
  today: DayInput;
  /** 'form' reads DD-MM-YYYY, 'api' YYYY-MM-DD (default). */
  format?: DateInputFormat;
  /** The later-step variant, where the closing date may be left out (it then defaults to tomorrow). */
  closingDateOptional?: boolean;
}

/** The first and last closing days allowed on `today` (YYYY-MM-DD). */
export function closingDateBounds(today: DayInput): { min: string; max: string } {
  return { min: addToDay(today, CLOSING_DATE_DAYS.min, 'day'), max: addToDay(today, CLOSING_DATE_DAYS.max, 'day') };
}

/** The closing day used when none is given: tomorrow (YYYY-MM-DD). */
export function defaultClosingDate(today: DayInput): string {
  return closingDateBounds(today).min;
}

/**
 * The closing-date field: 'La date de fin de collecte est obligatoire', 'Date invalide', and outside
 * the window 'La date de fin de collecte doit être au plus tôt demain' / '... au plus tard dans 365 jours'.
 * The output is the input as typed (trimmed).
 */
export function closingDateSchema(options: PotSchemaOptions) {
  const { today, format = 'api' } = options;
  const { min, max } = closingDateBounds(today);
  const field = z
    .string({ error: POT_MESSAGES.closingDateRequired })
    .trim()
    .min(1, { error: POT_MESSAGES.closingDateRequired })
    .superRefine((value, ctx) => {
      const day = parseDay(value, format);
      if (day === null) ctx.addIssue({ code: 'custom', message: PERSON_MESSAGES.dateInvalid, params: { code: 'invalid_date' } });
      else if (day < min) ctx.addIssue({ code: 'custom', message: POT_MESSAGES.closingDateTooEarly });
      else if (day > max) ctx.addIssue({ code: 'custom', message: POT_MESSAGES.closingDateTooLate });
    }, IF_NO_ISSUE_YET);
  return options.closingDateOptional ? optionalText(field) : field;
}

/** Pot types: 0 personal, 1 company ('Le type de cagnotte n'est pas valide'). */
export const potTypeSchema = z.union([z.literal(POT_TYPES.private), z.literal(POT_TYPES.company)], {
  error: POT_MESSAGES.potTypeInvalid,
});

/**
 * The `charity_pot` body: name, description, closing_date, event_type_id_id, assoc_id_id, and
 * optionally color, is_locked, pot_type (0 when absent) and reset_banner.
 */
export function potSaveSchema(options: PotSchemaOptions) {
  const positiveId = (message: string) => integerInput(message, message).refine((id) => id > 0, { error: message });
  return z.object({
    name: potNameSchema,
    description: potDescriptionSchema,
    closing_date: closingDateSchema(options),
    event_type_id_id: positiveId(POT_MESSAGES.eventTypeRequired),
    assoc_id_id: positiveId(POT_MESSAGES.charityRequired),
    color: optionalText(potColorSchema),
    is_locked: booleanInput(POT_MESSAGES.sharingRequired).optional(),
    pot_type: potTypeSchema.default(POT_TYPES.private),
    reset_banner: booleanInput(ADDRESS_MESSAGES.fieldRequired).optional(),
  });
}

/** The pot type an account creates: private accounts 0, enterprise accounts 1, others none. */
export function potTypeForRole(role: string | null | undefined): 0 | 1 | null {
  if (role === 'private') return POT_TYPES.private;
  if (role === 'enterprise') return POT_TYPES.company;
  return null;
}

/**
 * Whether an account may create a pot of that type; when not, the API answers 403 with
 * 'Votre type de compte ne vous permet pas de créer ce type de cagnotte'.
 */
export function canCreatePotType(role: string | null | undefined, potType: number): boolean {
  return potTypeForRole(role) === potType;
}
