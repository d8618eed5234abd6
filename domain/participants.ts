/**
 * The participants list of a pot page (`GET /cagnottes/{id}/donations?offset&limit`, offset from 1,
 * 50 per page): succeeded donations, newest first. The API never sends the name of an anonymous donor
 * nor the amount of a hidden one. Lines read 'X a donné' + amount, 'X a fait un don' (amount hidden),
 * 'Un Do Gooder anonyme a donné'; companies are named by their company name, people by their first
 * name and the initial of their last name.
 */
import { z } from 'zod';
import { PARTICIPANT_TEXTS } from './notices';

export const participantSchema = z.object({
  id: z.number().int().positive(),
  /** Null for anonymous donors. */
  donor_name: z.string().nullable(),
  is_anonymous: z.boolean(),
  is_visible: z.boolean(),
  /** Cents; null when the donor hid the amount. */
  amount: z.number().int().nullable(),
  /** When the payment succeeded (ISO UTC). */
  date: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;

/** 'Camille D.': first name and the initial of the last name. */
export function personDisplayName(firstname: string, name: string): string {
  const first = firstname.trim();
  const initial = Array.from(name.trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The line of one participant (without the amount, which follows when `amount` is not null). */
export function participantText(entry: Pick<Participant, 'donor_name' | 'is_anonymous' | 'is_visible'>): string {
  if (entry.is_anonymous || entry.donor_name === null) return PARTICIPANT_TEXTS.anonymousDonor;
  return entry.is_visible ? PARTICIPANT_TEXTS.gave(entry.donor_name) : PARTICIPANT_TEXTS.madeADonation(entry.donor_name);
}

/** Whether 'Afficher les 50 suivants' is shown: fewer loaded than the pot's donations_count. */
export function hasMoreParticipants(loaded: number, donationsCount: number): boolean {
  return loaded < donationsCount;
}

/** The offset of the next page (offsets start at 1). */
export function nextParticipantsOffset(loaded: number): number {
  return loaded + 1;
}
