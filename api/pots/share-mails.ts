/**
 * The invitation e-mail of share by e-mail: who invites, to which pot, for which charity, the link to
 * the pot, and the link to decline (terms: an invitee can decline). French, plain text and HTML. The
 * subject is fixed: nothing a user wrote (names of the pot or of the inviter) goes into it, so the
 * service cannot carry someone's own subject line to arbitrary addresses.
 */
import { escapeHtml } from '../public-site';
import type { MailMessage } from '../mail/mailer';

/** Where the PWA opens the decline link (pwa/features/pot-page/routes.tsx). */
export const DECLINE_PATH = '/invitation/refus';

export const INVITATION_SUBJECT = 'Invitation à une cagnotte solidaire sur Entraide';

export interface InvitationContent {
  to: string;
  inviter: string;
  potName: string;
  charityName: string;
  potUrl: string;
  declineUrl: string;
}

export function declineUrl(publicUrl: string, token: string): string {
  const url = new URL(DECLINE_PATH, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export function invitationMail(content: InvitationContent): MailMessage {
  const text = [
    'Bonjour,',
    '',
    `${content.inviter} vous invite à participer à la cagnotte solidaire « ${content.potName} », au profit de ${content.charityName}.`,
    'Chaque don va à l’association et ouvre droit à une réduction d’impôt.',
    '',
    `Voir la cagnotte : ${content.potUrl}`,
    '',
    `Vous ne souhaitez pas participer ? Refusez l’invitation : ${content.declineUrl}`,
    '',
    'L’équipe Entraide',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2b1a24">
<p>Bonjour,</p>
<p><strong>${e(content.inviter)}</strong> vous invite à participer à la cagnotte solidaire « ${e(content.potName)} », au profit de ${e(content.charityName)}.</p>
<p>Chaque don va à l’association et ouvre droit à une réduction d’impôt.</p>
<p><a href="${e(content.potUrl)}" style="display:inline-block;padding:12px 20px;background:#b8236f;color:#fff;border-radius:8px;text-decoration:none">Voir la cagnotte</a></p>
<p style="font-size:13px;color:#5c4a55">Vous ne souhaitez pas participer ? <a href="${e(content.declineUrl)}">Refuser l’invitation</a> : vous ne recevrez plus d’invitation pour cette cagnotte.</p>
</body></html>`;
  return { to: content.to, subject: INVITATION_SUBJECT, text, html };
}
