/**
 * The identity threshold in the daily debits job (subscription-debits.ts): before recording a month's
 * debit, under the donor's advisory lock, the job counts the donor's year; a debit that would pass
 * 2 500 € is held back. After the claim, outside any transaction, the provider is asked whether each
 * held donor has an identity proof: with one, the debit is recorded by a second claim; without, the
 * month is skipped (no debit; the subscription stays ACTIVE, its next debit moves to the next month,
 * where it is checked again) and the donor is e-mailed to send an identity document. When the provider
 * cannot be read, nothing changes and the next daily run tries again.
 */
import type { Knex } from 'knex';
import { roleName } from '../../../domain/role-names';
import { skipHeldDebit } from '../../ledger';
import type { AppDeps } from '../../app-deps';
import type { PotsRow, SubscriptionsRow, UsersRow } from '../../db/tables.generated';
import { nextDebitAfter } from '../../../domain/debit-schedule';
import { needsIdentityDocuments } from '../../../domain/kyc';
import { formatEuros } from '../../../domain/money';
import type { MailMessage } from '../../mail/mailer';
import { accountHasIdentityProof, lockDonor, yearToDateContributions } from '../kyc/identity-threshold';

export const SKIPPED_DEBIT_MAIL_JOB = 'payments.debit-skipped-identity';

/** A month's debit held back by the threshold. */
export interface HeldDebit {
  subscriptionId: number;
  userId: number;
  debitOn: string;
  debitDay: number;
  period: string;
}

/** Whether this month's debit may be recorded now (the donor's lock is then held until the claim commits). */
export async function debitWithinThreshold(
  trx: Knex.Transaction,
  userId: number,
  cents: number,
  now: Date,
  proven: boolean,
): Promise<boolean> {
  await lockDonor(trx, { userId });
  if (proven) return true;
  return !needsIdentityDocuments(await yearToDateContributions(trx, { userId }, now), cents);
}

/**
 * Asks the provider about each held donor: answers the subscriptions whose donor holds a proof (to be
 * claimed again), skips the month of the others and queues their e-mail.
 */
export async function resolveHeldDebits(deps: AppDeps, held: HeldDebit[]): Promise<{ proven: Set<number>; skipped: number }> {
  const proofOf = new Map<number, boolean | null>();
  for (const userId of new Set(held.map((h) => h.userId))) {
    proofOf.set(userId, await accountHasIdentityProof(deps, userId).catch(() => null));
  }
  const proven = new Set<number>();
  let skipped = 0;
  for (const debit of held) {
    const proof = proofOf.get(debit.userId);
    if (proof === true) proven.add(debit.subscriptionId);
    if (proof !== false) continue;
    const moved = await skipHeldDebit(
      deps.db.knex,
      debit.subscriptionId,
      debit.debitOn,
      nextDebitAfter(debit.debitOn, debit.debitDay),
      deps.clock.now(),
    );
    if (moved === 0) continue;
    skipped++;
    await deps.jobs
      .send(SKIPPED_DEBIT_MAIL_JOB, { subscriptionId: debit.subscriptionId, period: debit.period })
      .catch((err: unknown) => deps.logger.error({ err, subscriptionId: debit.subscriptionId }, 'skipped debit mail not queued'));
  }
  return { proven, skipped };
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export function skippedDebitMail(facts: {
  to: string;
  firstname: string;
  potName: string;
  cents: number;
  period: string;
  kycUrl: string;
}): MailMessage {
  const month = `${MONTHS[Number(facts.period.slice(5, 7)) - 1]} ${facts.period.slice(0, 4)}`;
  const lines = [
    `Bonjour ${facts.firstname},`,
    `Votre don mensuel de ${formatEuros(facts.cents)} pour « ${facts.potName} » n’a pas été prélevé en ${month} : avec lui, vos dons de l’année dépasseraient 2 500 €, et la loi nous demande alors une pièce d’identité.`,
    `Envoyez-la ici : ${facts.kycUrl} : les prélèvements suivants reprendront normalement. Votre don mensuel reste actif.`,
    'L’équipe Entraide',
  ];
  return { to: facts.to, subject: 'Votre don mensuel n’a pas été prélevé ce mois-ci', text: lines.join('\n\n') };
}

type SkippedDebitRow = Pick<SubscriptionsRow, 'amount' | 'gift_entraide' | 'pot_id'> &
  Pick<UsersRow, 'email' | 'firstname' | 'role_id'> &
  Pick<PotsRow, 'name'>;

/** The job: tells the donor their month was skipped. */
export async function sendSkippedDebitMail(deps: AppDeps, subscriptionId: number, period: string): Promise<void> {
  const row = await deps.db
    .knex('subscriptions as s')
    .join('users as u', 'u.id', 's.user_id')
    .join('pots as p', 'p.id', 's.pot_id')
    .where('s.id', subscriptionId)
    .whereNull('u.deleted_at')
    .first<SkippedDebitRow | undefined>('s.amount', 's.gift_entraide', 's.pot_id', 'u.email', 'u.firstname', 'u.role_id', 'p.name');
  if (!row) return;
  await deps.mail.send(
    skippedDebitMail({
      to: row.email,
      firstname: row.firstname,
      potName: row.name,
      cents: Number(row.amount) + Number(row.gift_entraide),
      period,
      // The identity-documents page of the donation path, as the PWA opens it on 'kyc_required'.
      kycUrl: new URL(
        `/participate/${roleName(row.role_id) === 'enterprise' ? 'company' : 'particular'}/${row.pot_id}/kyc`,
        deps.config.PUBLIC_URL,
      ).toString(),
    }),
  );
}
