/**
 * The e-mails of a succeeded donation (French, plain text and simple HTML, our own words):
 * - to the donor (account or quick donor): thanks, what was given, the tip apart, and whether a tax
 *   receipt follows (quick donations give none);
 * - to the organiser: a notice of the new donation, with the donor's name unless the donor chose to be
 *   anonymous, and the amount unless the donor hid it.
 */
import { formatEuros } from '../../../domain/money';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../public-site';

export interface DonationMailFacts {
  /** Empty when the donor left none: no confirmation is sent then. */
  donorEmail: string;
  donorFirstname: string;
  /** The name shown to the organiser: company name, or first and last name. */
  donorDisplayName: string;
  isQuick: boolean;
  isAnonymous: boolean;
  isVisible: boolean;
  amount: number;
  tip: number;
  potName: string;
  potUrl: string;
  charityName: string;
  organiserEmail: string;
  organiserFirstname: string;
  potTotal: number;
}

const SIGNATURE = 'L’équipe Entraide';

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) body.push(`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`);
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2b1a24">\n${body.join('\n')}\n<p>${SIGNATURE}</p>\n</body></html>`;
}

/** Thanks to the donor. */
export function donorConfirmationMail(f: DonationMailFacts): MailMessage {
  const lines = [
    `Bonjour ${f.donorFirstname},`,
    `Votre don de ${formatEuros(f.amount)} à la cagnotte « ${f.potName} » a bien été reçu. Il est versé à ${f.charityName}.`,
  ];
  if (f.tip > 0)
    lines.push(`Votre soutien de ${formatEuros(f.tip)} à Entraide a aussi été reçu, merci : il nous aide à faire vivre la plateforme.`);
  lines.push(
    f.isQuick
      ? 'Ce don a été fait sans compte : il ne donne pas lieu à un reçu fiscal.'
      : 'Votre reçu fiscal sera disponible dans votre espace personnel, rubrique « Mes dons ».',
  );
  lines.push('Merci pour votre générosité !');
  return {
    to: f.donorEmail,
    subject: `Merci pour votre don à « ${f.potName} »`,
    text: [...lines, `Voir la cagnotte : ${f.potUrl}`, SIGNATURE].join('\n\n'),
    html: html(lines, { href: f.potUrl, label: 'Voir la cagnotte' }),
  };
}

/** Notice to the organiser; anonymous donors are never named. */
export function organiserNoticeMail(f: DonationMailFacts): MailMessage {
  const who = f.isAnonymous ? 'Un donateur anonyme' : f.donorDisplayName;
  const what = f.isVisible ? `a donné ${formatEuros(f.amount)}` : 'a fait un don';
  const lines = [
    `Bonjour ${f.organiserFirstname},`,
    `Bonne nouvelle : ${who} ${what} sur votre cagnotte « ${f.potName} » au profit de ${f.charityName}.`,
    `Votre cagnotte a maintenant collecté ${formatEuros(f.potTotal)}.`,
  ];
  return {
    to: f.organiserEmail,
    subject: `Nouveau don sur votre cagnotte « ${f.potName} »`,
    text: [...lines, `Voir la cagnotte : ${f.potUrl}`, SIGNATURE].join('\n\n'),
    html: html(lines, { href: f.potUrl, label: 'Voir la cagnotte' }),
  };
}
