/**
 * The bank-transfer instructions e-mail, sent by a retried job after a bank-wire donation is recorded:
 * beneficiary, IBAN, BIC, the reference to quote and the amount, re-read from the provider's pay-in
 * (only the donation is kept here).
 */
import type { AppDeps } from '../../app-deps';
import type { AssocsRow, DonationsRow, PotsRow, UsersRow } from '../../db/tables.generated';
import type { MailMessage } from '../../mail/mailer';
import { formatEuros } from '../../../domain/money';

export const BANKWIRE_INSTRUCTIONS_JOB = 'payments.bankwire-instructions';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const spaced = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

export interface WireInstructions {
  to: string;
  firstname: string;
  potName: string;
  charityName: string;
  ownerName: string;
  iban: string;
  bic: string;
  reference: string;
  totalCents: number;
}

export function bankWireInstructionsMail(w: WireInstructions): MailMessage {
  const hello = `Bonjour ${w.firstname},`;
  const intro = `Merci pour votre don à « ${w.potName} » au profit de ${w.charityName}. Pour le finaliser, faites un virement SEPA avec ces informations :`;
  const lines = [
    `Bénéficiaire : ${w.ownerName}`,
    `IBAN : ${spaced(w.iban)}`,
    `BIC : ${w.bic}`,
    `Référence à indiquer (obligatoire) : ${w.reference}`,
    `Montant : ${formatEuros(w.totalCents)}`,
  ];
  const note = 'Sans la référence, votre virement ne pourra pas être rattaché à votre don. Un e-mail vous confirmera sa réception.';
  return {
    to: w.to,
    subject: 'Vos informations de virement pour votre don',
    text: [hello, intro, lines.join('\n'), note, 'L’équipe Entraide'].join('\n\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(note)}</p>`,
      '<p>L’équipe Entraide</p>',
    ].join('\n'),
  };
}

type WireMailRow = Pick<DonationsRow, 'mangopay_payin_id' | 'status' | 'amount' | 'gift_entraide'> &
  Pick<UsersRow, 'email' | 'firstname'> & { pot_name: PotsRow['name']; charity_name: AssocsRow['name'] };

/** The job: the donation, its donor and pot, and the pay-in re-read from the provider. */
export async function sendBankWireInstructions(deps: Pick<AppDeps, 'db' | 'mail' | 'payments'>, donationId: number): Promise<void> {
  const row = await deps.db
    .knex('donations as d')
    .join('users as u', 'u.id', 'd.user_id')
    .join('pots as p', 'p.id', 'd.pot_id')
    .join('assocs as a', 'a.id', 'd.assoc_id')
    .where('d.id', donationId)
    .first<WireMailRow | undefined>(
      'd.mangopay_payin_id',
      'd.status',
      'd.amount',
      'd.gift_entraide',
      'u.email',
      'u.firstname',
      'p.name as pot_name',
      'a.name as charity_name',
    );
  if (!row?.mangopay_payin_id || row.status !== 'CREATED') return;
  const payin = await deps.payments.getPayIn(row.mangopay_payin_id);
  if (!('WireReference' in payin)) return;
  const account = payin.BankAccount as unknown as { OwnerName: string; IBAN: string; BIC?: string };
  await deps.mail.send(
    bankWireInstructionsMail({
      to: row.email,
      firstname: row.firstname,
      potName: row.pot_name,
      charityName: row.charity_name,
      ownerName: account.OwnerName,
      iban: account.IBAN,
      bic: account.BIC ?? '',
      reference: payin.WireReference,
      totalCents: Number(row.amount) + Number(row.gift_entraide),
    }),
  );
}
