/** The password-reset e-mail (French, plain text and simple HTML). */
import type { MailMessage } from '../mail/mailer';

/** The PWA page that sets the new password. */
export const RESET_PAGE_PATH = '/reinitialiser-mot-de-passe';

export function resetLink(publicUrl: string, token: string): string {
  const url = new URL(RESET_PAGE_PATH, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetMail(to: string, firstname: string, link: string): MailMessage {
  const hello = `Bonjour ${firstname},`;
  const intro = 'Vous avez demandé à changer le mot de passe de votre compte Entraide.';
  const action = 'Pour choisir un nouveau mot de passe, ouvrez ce lien. Il est valable une heure et une seule fois :';
  const ignore = 'Vous n’êtes pas à l’origine de cette demande ? Ignorez ce message : votre mot de passe reste inchangé.';
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe Entraide',
    text: [hello, intro, `${action}\n${link}`, ignore, 'L’équipe Entraide'].join('\n\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      '<p>L’équipe Entraide</p>',
    ].join('\n'),
  };
}
