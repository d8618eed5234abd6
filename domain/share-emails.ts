/**
 * Share a pot by e-mail: addresses typed in a box and/or read from a .csv or .txt file.
 * Entries are separated by commas, semicolons, line breaks, tabs or spaces; surrounding quotes and
 * angle brackets are removed; empty entries and a header word (email, e-mail, mail, emails) are
 * ignored; duplicates (ignoring case) are kept once, first spelling wins.
 * Errors: none at all 'Merci d'ajouter au moins une adresse e-mail'; any malformed entry
 * 'Le format de l'e-mail est invalide : a, b' (the refused entries follow); more than 500 distinct
 * addresses 'Vous ne pouvez pas inviter plus de 500 personnes'.
 */
import { z } from 'zod';
import { MAX_INVITEES } from './constants';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './identity';
import { REQUEST_MESSAGES, SHARE_MESSAGES } from './messages';

/** Extensions of the address files. */
export const SHARE_FILE_EXTENSIONS = ['csv', 'txt'] as const;

const HEADER_WORDS = new Set(['email', 'e-mail', 'mail', 'emails', 'adresse', 'adresses']);

/** The entries of a list, in order, without duplicates (ignoring case) or blanks. */
export function splitEmailList(...sources: ReadonlyArray<string | null | undefined>): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const source of sources) {
    for (const raw of (source ?? '').split(/[,;\s]+/u)) {
      const entry = raw.replace(/^["'<]+|["'>]+$/g, '').trim();
      const key = entry.toLowerCase();
      if (entry === '' || HEADER_WORDS.has(key) || seen.has(key)) continue;
      seen.add(key);
      entries.push(entry);
    }
  }
  return entries;
}

/** Whether one entry is a well-formed e-mail address. */
export function isEmailAddress(entry: string): boolean {
  return entry.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(entry);
}

/** The parsed list: valid addresses and refused entries. */
export interface ParsedShareEmails {
  emails: string[];
  invalid: string[];
}

/** Parses the typed text and any file contents into valid and refused entries. */
export function parseShareEmails(text: string | null | undefined, ...fileContents: string[]): ParsedShareEmails {
  const entries = splitEmailList(text, ...fileContents);
  return { emails: entries.filter(isEmailAddress), invalid: entries.filter((entry) => !isEmailAddress(entry)) };
}

/** The invalid-format message followed by the refused entries. */
export function invalidEmailsMessage(invalid: readonly string[]): string {
  return `${SHARE_MESSAGES.invalidFormat} : ${invalid.join(', ')}`;
}

/** The message of the first failing rule for a parsed list, or null when it can be sent. */
export function shareEmailsError(parsed: ParsedShareEmails): string | null {
  if (parsed.invalid.length > 0) return invalidEmailsMessage(parsed.invalid);
  if (parsed.emails.length === 0) return SHARE_MESSAGES.noEmail;
  if (parsed.emails.length > MAX_INVITEES) return SHARE_MESSAGES.tooMany;
  return null;
}

/**
 * The `POST /share/emails` body: `pot_id` and `emails`, given as one text or as an array of entries;
 * the output `emails` is the array of distinct valid addresses. Errors are reported on `emails`.
 */
export const shareEmailsRequestSchema = z.object({
  pot_id: z.coerce
    .number({ error: REQUEST_MESSAGES.idInvalid })
    .int({ error: REQUEST_MESSAGES.idInvalid })
    .positive({ error: REQUEST_MESSAGES.idInvalid }),
  emails: z
    .union([z.string(), z.array(z.string())], { error: SHARE_MESSAGES.noEmail })
    .transform((value) => parseShareEmails(Array.isArray(value) ? value.join('\n') : value))
    .superRefine((parsed, ctx) => {
      const message = shareEmailsError(parsed);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    })
    .transform((parsed) => parsed.emails),
});

/** What is left of the day's invitations, in French: 'Il vous reste 18 invitations aujourd’hui'. */
export function invitationsLeftToday(remaining: number): string {
  if (remaining <= 0) return 'Il ne vous reste aucune invitation aujourd’hui';
  return `Il vous reste ${remaining} invitation${remaining > 1 ? 's' : ''} aujourd’hui`;
}

/** The refusal of a list longer than what is left of the day's invitations. */
export function dailyInvitationLimitMessage(remaining: number): string {
  const advice = remaining > 0 ? 'retirez des adresses de la liste ou réessayez demain' : 'réessayez demain';
  return `${invitationsLeftToday(remaining)} : ${advice}.`;
}
