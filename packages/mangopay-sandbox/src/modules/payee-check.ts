/**
 * The emulator's Verification of Payee (VOP) on recipients (https://docs.mangopay.com/guides/vop/recipients-payouts):
 * for a EUR LocalBankTransfer recipient in a SEPA country, Mangopay asks the account's bank whether the
 * name given matches its holder, and answers `RecipientVerificationOfPayee` {RecipientVerificationId,
 * RecipientVerificationCheck MATCH|CLOSE_MATCH|NO_MATCH|MATCH_NOT_POSSIBLE, RecipientVerificationMessage}.
 *
 * The simulated bank, deterministic (emulator-only):
 * - by default the holder of an IBAN is whoever the platform names (MATCH);
 * - `POST /__sandbox/{clientId}/payee-names` {IBAN, Name} sets the bank's holder name for an IBAN; then the
 *   same name (spaces aside) is a MATCH, a name that differs only by case, accents, punctuation or at most
 *   two letters is a CLOSE_MATCH whose message carries the bank's name, anything else a NO_MATCH;
 *   with `"Suggests": false` the CLOSE_MATCH names nobody, as Mangopay's own answers do;
 * - the IBAN {@link VOP_NOT_POSSIBLE_IBAN} answers MATCH_NOT_POSSIBLE (the bank does not answer).
 * Mangopay's API has no field of its own for the name a close match suggests: the emulator writes it in
 * RecipientVerificationMessage, after "Suggested name: " ({@link CLOSE_MATCH_PREFIX}).
 */
import { randomUUID } from 'node:crypto';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { SandboxModule } from '../context';
import { paramError } from '../errors';
import type { ClientState, Resource } from '../state';
import { BodyCheck } from '../validation';

/** Emulator-only: a valid French IBAN whose bank never answers the check (MATCH_NOT_POSSIBLE). */
export const VOP_NOT_POSSIBLE_IBAN = 'FR7630004000009999999999942';
export const CLOSE_MATCH_PREFIX = 'Suggested name: ';

/** The bank's holder names set by the control route, one record per IBAN (Id = the IBAN). */
const PAYEE_NAMES = 'payeenames';

export type VerificationCheck = 'MATCH' | 'CLOSE_MATCH' | 'NO_MATCH' | 'MATCH_NOT_POSSIBLE';
export interface VerificationOfPayee {
  RecipientVerificationId: string;
  RecipientVerificationCheck: VerificationCheck;
  RecipientVerificationMessage: string;
}

/** EEA countries and the other SEPA members: where a EUR local transfer is SCT / SCT Inst. */
const SEPA = new Set(
  (
    'AT BE BG HR CY CZ DK EE FI FR DE GR HU IS IE IT LV LI LT LU MT NL NO PL PT RO SK SI ES SE ' +
    'CH GB MC SM VA AD GI GF GP MQ YT RE PM BL MF'
  ).split(' '),
);

/**
 * For payouts to a recipient (the payouts module's side): a payout whose recipient's check is NO_MATCH or
 * MATCH_NOT_POSSIBLE fails with this result unless the platform took the liability
 * (https://docs.mangopay.com/release-notes/api/2025-11-10).
 */
export const VOP_PAYOUT_FAILURE = {
  ResultCode: '121030',
  ResultMessage:
    'Verification of Payee failed: account name and IBAN do not match. Please provide matching details to proceed with the payout',
} as const;

export function vopBlocksPayout(verification: VerificationOfPayee | null | undefined): boolean {
  const check = verification?.RecipientVerificationCheck;
  return check === 'NO_MATCH' || check === 'MATCH_NOT_POSSIBLE';
}

export function vopApplies(currency: unknown, payoutMethodType: unknown, country: unknown): boolean {
  return currency === 'EUR' && payoutMethodType === 'LocalBankTransfer' && typeof country === 'string' && SEPA.has(country);
}

/** Lower case, no accents, letters and digits separated by single spaces. */
function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const collapse = (name: string) => name.trim().replace(/\s+/g, ' ');

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** The check of `name` against the bank's holder of `iban` (an electronic-format IBAN). */
export function verifyPayee(state: ClientState, iban: string, name: string): VerificationOfPayee {
  const result = (check: VerificationCheck, message: string): VerificationOfPayee => ({
    RecipientVerificationId: `vop_${randomUUID()}`,
    RecipientVerificationCheck: check,
    RecipientVerificationMessage: message,
  });
  if (iban === VOP_NOT_POSSIBLE_IBAN)
    return result('MATCH_NOT_POSSIBLE', 'The verification could not be performed: the account holder’s bank did not answer.');
  const stored = state.get(PAYEE_NAMES, iban)?.Name;
  const holder = typeof stored === 'string' ? stored : name;
  if (collapse(holder) === collapse(name)) return result('MATCH', 'The account name and IBAN match.');
  if (distance(normalise(holder), normalise(name)) <= 2) {
    const suggests = state.get(PAYEE_NAMES, iban)?.Suggests !== false;
    return result('CLOSE_MATCH', `The account name is a close match.${suggests ? ` ${CLOSE_MATCH_PREFIX}${holder}` : ''}`);
  }
  return result('NO_MATCH', 'The account name and IBAN do not match.');
}

export const payeeCheckModule: SandboxModule = {
  name: 'payee-check',
  routes({ control }, sandbox) {
    control.post('/:clientId/payee-names', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const check = BodyCheck.of(ctx.request.body)
        .string('IBAN', { required: true })
        .string('Name', { required: true, max: 255 })
        .boolean('Suggests');
      check.done();
      const iban = electronicFormatIBAN(String(check.value('IBAN'))) ?? '';
      if (!isValidIBAN(iban)) throw paramError({ IBAN: 'The value is not a valid IBAN' });
      const record: Resource = { Id: iban, IBAN: iban, Name: String(check.value('Name')), Suggests: check.value('Suggests') !== false };
      sandbox.state(clientId).put(PAYEE_NAMES, record);
      await sandbox.persist(clientId);
      ctx.body = { IBAN: record.IBAN, Name: record.Name, Suggests: record.Suggests };
    });
  },
};
