/**
 * The mandate-confirmation e-mail, sent by a retried job once a mandate becomes usable: the mandate's
 * reference (RUM), the account (masked IBAN), the creditor, and what will be debited on it (the one-off
 * donations and monthly donations recorded with it).
 */
import type { AppDeps } from '../../app-deps';
import type { BankAccountsRow, DonationsRow, MandatesRow, PotsRow, SubscriptionsRow, UsersRow } from '../../db/tables.generated';
import type { MailMessage } from '../../mail/mailer';
import { formatEuros } from '../../../domain/money';

export const MANDATE_CONFIRMATION_JOB = 'payments.mandate-confirmation';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MandateMailFacts {
  to: string;
  firstname: string;
  bankReference: string | null;
  ibanMasked: string;
  ownerName: string;
  /** One line per debit planned on the mandate, e.g. "12,00 € chaque mois, le 5, pour « ... »". */
  debits: string[];
}

export function mandateConfirmationMail(facts: MandateMailFacts): MailMessage {
  const hello = `Bonjour ${facts.firstname},`;
  const intro = 'Votre mandat de prélèvement SEPA est confirmé. Merci de votre soutien !';
  const details = [
    `Référence du mandat (RUM) : ${facts.bankReference ?? 'communiquée par votre banque'}`,
    `Titulaire du compte : ${facts.ownerName}`,
    `Compte débité : ${facts.ibanMasked}`,
    'Créancier : MANGOPAY SA, pour le compte d’Entraide',
  ];
  const debits = facts.debits.length > 0 ? ['Prélèvements prévus :', ...facts.debits.map((d) => `- ${d}`)] : [];
  const rights = 'Vous pouvez demander à votre banque le remboursement d’un prélèvement dans les 8 semaines suivant la date de débit.';
  return {
    to: facts.to,
    subject: 'Votre mandat de prélèvement SEPA est confirmé',
    text: [hello, intro, details.join('\n'), debits.join('\n'), rights, 'L’équipe Entraide'].filter((p) => p !== '').join('\n\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>`,
      debits.length > 0
        ? `<p>${escapeHtml(debits[0] as string)}</p><ul>${facts.debits.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>`
        : '',
      `<p>${escapeHtml(rights)}</p>`,
      '<p>L’équipe Entraide</p>',
    ].join('\n'),
  };
}

type MandateMailRow = Pick<MandatesRow, 'mangopay_mandate_id' | 'bank_reference'> &
  Pick<BankAccountsRow, 'iban_masked' | 'owner_name'> &
  Pick<UsersRow, 'email' | 'firstname'>;

/** The job: reads the mandate and what it pays for, and sends the e-mail. */
export async function sendMandateConfirmation(deps: Pick<AppDeps, 'db' | 'mail'>, mandateId: number): Promise<void> {
  const { knex } = deps.db;
  const mandate = await knex('mandates as m')
    .join('bank_accounts as b', 'b.id', 'm.bank_account_id')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.id', mandateId)
    .first<MandateMailRow | undefined>(
      'm.mangopay_mandate_id',
      'm.bank_reference',
      'b.iban_masked',
      'b.owner_name',
      'u.email',
      'u.firstname',
    );
  if (!mandate) return;
  const monthly = await knex('subscriptions as s')
    .join('pots as p', 'p.id', 's.pot_id')
    .where('s.mandate_id', mandateId)
    .select<Array<Pick<SubscriptionsRow, 'amount' | 'gift_entraide' | 'debit_day'> & Pick<PotsRow, 'name'>>>(
      's.amount',
      's.gift_entraide',
      's.debit_day',
      'p.name',
    );
  const oneOff = await knex('donations as d')
    .join('pots as p', 'p.id', 'd.pot_id')
    .where('d.mangopay_mandate_id', mandate.mangopay_mandate_id)
    .whereNull('d.subscription_id')
    .select<Array<Pick<DonationsRow, 'amount' | 'gift_entraide'> & Pick<PotsRow, 'name'>>>('d.amount', 'd.gift_entraide', 'p.name');
  const total = (row: { amount: number; gift_entraide: number }) => formatEuros(Number(row.amount) + Number(row.gift_entraide));
  const debits = [
    ...monthly.map((s) => `${total(s)} chaque mois, le ${s.debit_day} (ou le dernier jour des mois plus courts), pour « ${s.name} »`),
    ...oneOff.map((d) => `${total(d)} une seule fois, pour « ${d.name} »`),
  ];
  await deps.mail.send(
    mandateConfirmationMail({
      to: mandate.email,
      firstname: mandate.firstname,
      bankReference: mandate.bank_reference,
      ibanMasked: mandate.iban_masked,
      ownerName: mandate.owner_name,
      debits,
    }),
  );
}
