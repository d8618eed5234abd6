/**
 * Person fields: first and last names, gender, phone numbers, e-mail addresses with their per-screen
 * wordings. Names: required; the first character is a letter (so no leading hyphen or space); then
 * letters including French accents, spaces, hyphens and apostrophes (Jean-Pierre, N'Diaye: see
 * docs/decisions.md, "Shared rules (domain/)"); at least 2 and at most 100 characters.
 */
import { z } from 'zod';
import { COMPANY_MESSAGES, EMAIL_MESSAGES, PERSON_MESSAGES, newsletterEmailInvalid } from './messages';
import { IF_NO_ISSUE_YET, optionalText } from './schema-helpers';

const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿŒœŸ';
/** A name: a letter first, then letters (accents included), spaces, hyphens or apostrophes. */
export const NAME_PATTERN = new RegExp(`^[${LETTER}][${LETTER} '’-]*$`, 'u');
/** Name length bounds. */
export const NAME_LENGTH = { min: 2, max: 100 } as const;

/** A name field with its required and invalid messages; the value is kept as typed. */
export function nameSchema(required: string, invalid: string) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .regex(NAME_PATTERN, { error: invalid, ...IF_NO_ISSUE_YET })
    .min(NAME_LENGTH.min, { error: invalid, ...IF_NO_ISSUE_YET })
    .max(NAME_LENGTH.max, { error: invalid, ...IF_NO_ISSUE_YET });
}

/** Account holder's first name ('Votre prénom est obligatoire' / '... n'est pas valide'). */
export const firstnameSchema = nameSchema(PERSON_MESSAGES.firstnameRequired, PERSON_MESSAGES.firstnameInvalid);
/** Account holder's last name. */
export const lastnameSchema = nameSchema(PERSON_MESSAGES.nameRequired, PERSON_MESSAGES.nameInvalid);
/** Legal representative's first name. */
export const repFirstnameSchema = nameSchema(COMPANY_MESSAGES.repFirstnameRequired, COMPANY_MESSAGES.repFirstnameInvalid);
/** Legal representative's last name. */
export const repLastnameSchema = nameSchema(COMPANY_MESSAGES.repNameRequired, COMPANY_MESSAGES.repNameInvalid);
/** Quick payment's first name: one message for every failure. */
export const quickFirstnameSchema = nameSchema(PERSON_MESSAGES.firstnameInvalid, PERSON_MESSAGES.firstnameInvalid);
/** Quick payment's last name: one message for every failure. */
export const quickLastnameSchema = nameSchema(PERSON_MESSAGES.nameInvalid, PERSON_MESSAGES.nameInvalid);

/** Genders (civility Mme is female, M is male). */
export const GENDERS = ['male', 'female'] as const;
/** One gender. */
export type Gender = (typeof GENDERS)[number];
/** French labels of the genders, as the private profile shows them. */
export const GENDER_LABELS: Record<Gender, string> = { male: 'Homme', female: 'Femme' };
/** Civility labels of the registration forms. */
export const CIVILITY_LABELS: Record<Gender, string> = { male: 'M', female: 'Mme' };

/** A gender field; `message` is used for missing and unknown values. */
export function genderSchema(message: string = PERSON_MESSAGES.genderRequired) {
  return z.enum(GENDERS, { error: message });
}

/** The e-mail pattern (zod's: letters, digits and . _ ' + - before @; a dotted domain). */
export const EMAIL_PATTERN = z.regexes.email;
/** Longest accepted e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Screen families whose e-mail messages differ. */
export type EmailVariant = 'signIn' | 'creation' | 'representative' | 'quickPayment';

const EMAIL_TEXTS: Record<EmailVariant, { required: string; invalid: string }> = {
  signIn: { required: EMAIL_MESSAGES.signInRequired, invalid: EMAIL_MESSAGES.signInInvalid },
  creation: { required: EMAIL_MESSAGES.creationRequired, invalid: EMAIL_MESSAGES.creationInvalid },
  representative: { required: EMAIL_MESSAGES.representativeRequired, invalid: EMAIL_MESSAGES.representativeInvalid },
  quickPayment: { required: EMAIL_MESSAGES.creationInvalid, invalid: EMAIL_MESSAGES.creationInvalid },
};

/**
 * An e-mail field (trimmed). 'signIn': sign-in page and its registration form; 'creation': pot
 * creation flow and forgot password; 'representative': legal representative; 'quickPayment': one message.
 */
export function emailSchema(variant: EmailVariant = 'signIn') {
  const { required, invalid } = EMAIL_TEXTS[variant];
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(EMAIL_MAX_LENGTH, { error: invalid, ...IF_NO_ISSUE_YET })
    .regex(EMAIL_PATTERN, { error: invalid, ...IF_NO_ISSUE_YET });
}

/** Newsletter e-mail: 'Votre e-mail est obligatoire', else an error naming the refused address. */
export const newsletterEmailSchema = z
  .string({ error: EMAIL_MESSAGES.creationRequired })
  .trim()
  .min(1, { error: EMAIL_MESSAGES.creationRequired })
  .refine((value) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value), {
    error: (issue) => newsletterEmailInvalid(String(issue.input)),
    ...IF_NO_ISSUE_YET,
  });

/** The form of an address used to compare and store it: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A phone number: digits with an optional leading +, spaces, dots, hyphens, brackets; 6 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9 .()-]+$/;

/** A phone field; empty means absent unless `required` is given. */
export function phoneSchema(required?: string) {
  const text = z.string({ error: required ?? PERSON_MESSAGES.phoneInvalid }).trim();
  const present = required === undefined ? text : text.min(1, { error: required });
  const phone = present.refine((v) => PHONE_PATTERN.test(v) && /^\d{6,15}$/.test(v.replace(/\D/g, '')), {
    error: PERSON_MESSAGES.phoneInvalid,
    ...IF_NO_ISSUE_YET,
  });
  return required === undefined ? optionalText(phone) : phone;
}
