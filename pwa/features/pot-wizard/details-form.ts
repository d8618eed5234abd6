// The details step's form values and their rules (domain schemas with the form's DD-MM-YYYY date):
// name, closing day, description, and for company pots the colour and the sharing option; the event
// type is asked only when the flow did not bring one. The later-step variant (pots spec §2 and §5, where
// the flow goes on to the company's payment) makes the closing day optional and asks the amount of the
// company's own gift, with the donation's rules.
import { z } from 'zod';
import { POT_TYPES } from '@domain/constants';
import { POT_MESSAGES } from '@domain/messages';
import {
  DEFAULT_POT_COLOR,
  potColorSchema,
  potDescriptionSchema,
  potNameSchema,
  sharingOptionSchema,
  type SharingOption,
} from '@domain/pot-fields';
import { closingDateSchema } from '@domain/pot-save';
import { donationAmountError, parseEuroInput } from '@domain/money';
import type { PotDraft } from './draft/draft-schema';

export type DetailsValues = { name: string; end: string; desc: string; evt: string; color: string; locked: SharingOption; amount: string };

/** The amount box of the later-step variant: euros as typed; the donation's messages. */
const giftAmountSchema = z.string().superRefine((value, ctx) => {
  const message = donationAmountError(parseEuroInput(value));
  if (message !== null) ctx.addIssue({ code: 'custom', message });
});

export function detailsSchema(today: Date, potType: 0 | 1, askEvent: boolean, laterStep = false) {
  const company = potType === POT_TYPES.company;
  return z.object({
    name: potNameSchema,
    end: laterStep ? closingDateSchema({ today, format: 'form', closingDateOptional: true }) : closingDateSchema({ today, format: 'form' }),
    amount: laterStep ? giftAmountSchema : z.string(),
    desc: potDescriptionSchema,
    evt: askEvent ? z.string().regex(/^[1-9]\d*$/, { error: POT_MESSAGES.eventTypeRequired }) : z.string(),
    color: company ? potColorSchema : z.string(),
    locked: company ? sharingOptionSchema : z.string(),
  });
}

/** The form's values from a draft. */
export function valuesOf(draft: PotDraft): DetailsValues {
  return {
    name: draft.name,
    end: draft.end,
    desc: draft.desc,
    evt: draft.evt ? String(draft.evt) : '',
    color: draft.color ?? DEFAULT_POT_COLOR,
    locked: draft.locked,
    amount: '',
  };
}

/** The draft with the form's values written in. */
export function withValues(draft: PotDraft, values: Partial<DetailsValues>): PotDraft {
  const evt = values.evt !== undefined && /^[1-9]\d*$/.test(values.evt) ? Number(values.evt) : draft.evt;
  return {
    ...draft,
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.end !== undefined ? { end: values.end } : {}),
    ...(values.desc !== undefined ? { desc: values.desc } : {}),
    ...(values.color !== undefined ? { color: values.color } : {}),
    ...(values.locked !== undefined ? { locked: values.locked === 'SHOW' ? 'SHOW' : 'SHARE' } : {}),
    evt,
  };
}
