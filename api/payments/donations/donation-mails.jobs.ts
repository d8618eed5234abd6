/**
 * The donation e-mails, sent by retried jobs (one per recipient, so a retry of one never resends the
 * other): a mail failure never touches the payment, which is settled before the jobs are queued.
 * The donor's confirmation carries the donation's tax receipt when one is due (`donorMailAttachments`).
 */
import type { AppDeps } from '../../app-deps';
import type { AssocsRow, DonationsRow, EnterprisesRow, PotsRow, UsersRow } from '../../db/tables.generated';
import type { JobDefinition } from '../../jobs/jobs';
import type { MailAttachment, MailMessage } from '../../mail/mailer';
import { issueReceiptForDonation, ReceiptProfileMissingError, renderReceiptPdf } from '../../receipts';
import { donorConfirmationMail, organiserNoticeMail, type DonationMailFacts } from './donation-mails';

export const DONOR_MAIL_JOB = 'payments.donation-mail.donor';
export const ORGANISER_MAIL_JOB = 'payments.donation-mail.organiser';

/**
 * Files attached to the donor's confirmation: the tax receipt of the donation when one is due (a
 * logged-in donor, a GENERATED charity, not a monthly debit: api/receipts), issued now if the success
 * has not issued it yet. The payment is settled before this job runs, so a receipt failure never touches
 * it: a charity without its receipt profile is logged and the mail goes without the receipt (the donor
 * can download it later from the dashboard); any other failure throws and the job is retried.
 */
export async function donorMailAttachments(deps: AppDeps, donationId: number): Promise<MailAttachment[]> {
  let receipt;
  try {
    receipt = await issueReceiptForDonation(deps, donationId);
  } catch (err) {
    if (!(err instanceof ReceiptProfileMissingError)) throw err;
    deps.logger.error({ err, donationId, assocId: err.assocId }, 'tax receipt not issued: the charity has no receipt profile');
    return [];
  }
  if (!receipt) return [];
  const content = await renderReceiptPdf(deps, receipt.id);
  return [{ filename: `recu-fiscal-${receipt.number}.pdf`, content, contentType: 'application/pdf' }];
}

type Deps = Pick<AppDeps, 'jobs' | 'logger'>;

/** Queues both e-mails of a newly succeeded donation; a queueing failure is logged, never thrown. */
export async function queueDonationMails(deps: Deps, donationId: number): Promise<void> {
  for (const name of [DONOR_MAIL_JOB, ORGANISER_MAIL_JOB]) {
    await deps.jobs
      .send(name, { donationId })
      .catch((err: unknown) => deps.logger.error({ err, donationId, job: name }, 'donation e-mail not queued'));
  }
}

/** The joined row the e-mails are written from (the donor's user and company may be missing). */
type MailFactsRow = Pick<
  DonationsRow,
  'amount' | 'gift_entraide' | 'is_visible' | 'is_anonymous' | 'user_id' | 'quick_email' | 'quick_firstname' | 'quick_name'
> & {
  pot_id: PotsRow['id'];
  pot_name: PotsRow['name'];
  donations_total_amount: PotsRow['donations_total_amount'];
  charity_name: AssocsRow['name'];
  organiser_email: UsersRow['email'];
  organiser_firstname: UsersRow['firstname'];
  user_email: UsersRow['email'] | null;
  user_firstname: UsersRow['firstname'] | null;
  user_name: UsersRow['name'] | null;
  enterprise_name: EnterprisesRow['enterprise_name'] | null;
};

/** What the e-mails say, read from the database; undefined unless the donation succeeded. */
export async function donationMailFacts(deps: Pick<AppDeps, 'db' | 'config'>, donationId: number): Promise<DonationMailFacts | undefined> {
  const row = await deps.db
    .knex('donations as d')
    .join('pots as p', 'p.id', 'd.pot_id')
    .join('assocs as a', 'a.id', 'd.assoc_id')
    .join('users as o', 'o.id', 'p.created_by_id')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('enterprises as e', 'e.user_id', 'd.user_id')
    .where('d.id', donationId)
    .where('d.status', 'SUCCEEDED')
    .first<MailFactsRow | undefined>(
      'd.amount',
      'd.gift_entraide',
      'd.is_visible',
      'd.is_anonymous',
      'd.user_id',
      'd.quick_email',
      'd.quick_firstname',
      'd.quick_name',
      'p.id as pot_id',
      'p.name as pot_name',
      'p.donations_total_amount',
      'a.name as charity_name',
      'o.email as organiser_email',
      'o.firstname as organiser_firstname',
      'u.email as user_email',
      'u.firstname as user_firstname',
      'u.name as user_name',
      'e.enterprise_name',
    );
  if (!row) return undefined;
  const isQuick = row.user_id === null;
  const firstname = (isQuick ? row.quick_firstname : row.user_firstname) ?? '';
  const lastname = (isQuick ? row.quick_name : row.user_name) ?? '';
  return {
    donorEmail: (isQuick ? row.quick_email : row.user_email) ?? '',
    donorFirstname: firstname,
    donorDisplayName: row.enterprise_name ?? `${firstname} ${lastname}`.trim(),
    isQuick,
    isAnonymous: row.is_anonymous,
    isVisible: row.is_visible,
    amount: Number(row.amount),
    tip: Number(row.gift_entraide),
    potName: row.pot_name,
    potUrl: new URL(`/participate/${row.pot_id}`, deps.config.PUBLIC_URL).toString(),
    charityName: row.charity_name,
    organiserEmail: row.organiser_email,
    organiserFirstname: row.organiser_firstname,
    potTotal: Number(row.donations_total_amount),
  };
}

export function donationMailJobs(deps: AppDeps): JobDefinition<never>[] {
  const donor: JobDefinition<{ donationId: number }> = {
    name: DONOR_MAIL_JOB,
    retryLimit: 8,
    retryDelaySeconds: 60,
    async run({ donationId }) {
      const facts = await donationMailFacts(deps, donationId);
      if (!facts?.donorEmail) return;
      const attachments = await donorMailAttachments(deps, donationId);
      const message: MailMessage = donorConfirmationMail(facts);
      if (attachments.length > 0) message.attachments = attachments;
      await deps.mail.send(message);
    },
  };
  const organiser: JobDefinition<{ donationId: number }> = {
    name: ORGANISER_MAIL_JOB,
    retryLimit: 8,
    retryDelaySeconds: 60,
    async run({ donationId }) {
      const facts = await donationMailFacts(deps, donationId);
      if (!facts) return;
      await deps.mail.send(organiserNoticeMail(facts));
    },
  };
  return [donor, organiser] as JobDefinition<never>[];
}
