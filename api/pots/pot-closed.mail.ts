/**
 * The organiser's e-mail when a pot is closed (its date passed or the organiser closed it): the final
 * total given to the charity, the number of donations and the link to the pot. French, text and HTML.
 */
import { formatEuros } from '../../domain/money';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../public-site';

export interface PotClosedContent {
  to: string;
  firstname: string;
  potName: string;
  charityName: string;
  totalCents: number;
  donationsCount: number;
  potUrl: string;
}

export function potClosedMail(c: PotClosedContent): MailMessage {
  const total = formatEuros(c.totalCents);
  const gifts = c.donationsCount === 1 ? '1 don' : `${c.donationsCount} dons`;
  const subject = `Votre cagnotte « ${c.potName} » est terminée`;
  const text = [
    `Bonjour ${c.firstname},`,
    '',
    `Votre cagnotte solidaire « ${c.potName} » est terminée.`,
    `Total final : ${total} (${gifts}), au profit de ${c.charityName}.`,
    'Les dons sont reversés à l’association par Entraide. Les dons mensuels liés à la cagnotte sont arrêtés.',
    '',
    `Voir la cagnotte : ${c.potUrl}`,
    '',
    'Merci pour votre engagement,',
    'L’équipe Entraide',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2b1a24">
<p>Bonjour ${e(c.firstname)},</p>
<p>Votre cagnotte solidaire « ${e(c.potName)} » est terminée.</p>
<p style="font-size:18px">Total final : <strong>${e(total)}</strong> (${e(gifts)}), au profit de ${e(c.charityName)}.</p>
<p>Les dons sont reversés à l’association par Entraide. Les dons mensuels liés à la cagnotte sont arrêtés.</p>
<p><a href="${e(c.potUrl)}" style="display:inline-block;padding:12px 20px;background:#b8236f;color:#fff;border-radius:8px;text-decoration:none">Voir la cagnotte</a></p>
<p>Merci pour votre engagement,<br>L’équipe Entraide</p>
</body></html>`;
  return { to: c.to, subject, text, html };
}
