/**
 * Mails about the sign-in details (invented French copy): to a new address, the link that confirms it;
 * once confirmed, to the previous address, a link that undoes the change; to the address when the
 * password changed, pointing to the forgot-password form.
 */
import type { MailMessage } from '../mail/mailer';

/** The PWA page that undoes an e-mail change. */
export const SECURE_ACCOUNT_PAGE_PATH = '/securiser-mon-compte';
/** The PWA page that confirms a new e-mail address. */
export const CONFIRM_EMAIL_PAGE_PATH = '/confirmer-mon-email';
/** The PWA's sign-in page (with the forgot-password link). */
export const SIGN_IN_PAGE_PATH = '/authentification-cagnotte-solidaire-don-association';

function tokenLink(page: string, publicUrl: string, token: string): string {
  const url = new URL(page, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export const revertLink = (publicUrl: string, token: string) => tokenLink(SECURE_ACCOUNT_PAGE_PATH, publicUrl, token);
export const confirmEmailLink = (publicUrl: string, token: string) => tokenLink(CONFIRM_EMAIL_PAGE_PATH, publicUrl, token);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SIGNATURE = 'L’équipe Entraide';

function mail(to: string, subject: string, paragraphs: string[], action?: { intro: string; label: string; link: string }): MailMessage {
  const text = action ? [...paragraphs.slice(0, -1), `${action.intro}\n${action.link}`, ...paragraphs.slice(-1)] : paragraphs;
  const html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (action) {
    html.splice(
      paragraphs.length - 1,
      0,
      `<p>${escapeHtml(action.intro)}<br><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`,
    );
  }
  return { to, subject, text: [...text, SIGNATURE].join('\n\n'), html: [...html, `<p>${SIGNATURE}</p>`].join('\n') };
}

/** To a new address: the link that makes it the account's address. */
export function confirmEmailMail(input: { to: string; firstname: string; link: string; validHours: number }): MailMessage {
  return mail(
    input.to,
    'Confirmez votre nouvelle adresse e-mail Entraide',
    [
      `Bonjour ${input.firstname},`,
      'Vous avez demandé que cette adresse devienne celle de votre compte Entraide. Elle ne sera utilisée qu’une fois confirmée : d’ici là, votre adresse actuelle reste celle de votre compte.',
      `Ce lien est valable ${input.validHours} heures et une seule fois.`,
      'Vous n’avez rien demandé ? Ignorez ce message : rien ne changera.',
    ],
    { intro: 'Confirmer cette adresse :', label: 'Confirmer ma nouvelle adresse e-mail', link: input.link },
  );
}

/** To the previous address: the e-mail of the account changed (confirmed from the new address). */
export function emailChangedMail(input: { to: string; firstname: string; newEmail: string; link: string; validDays: number }): MailMessage {
  return mail(
    input.to,
    'Adresse e-mail modifiée sur votre compte Entraide',
    [
      `Bonjour ${input.firstname},`,
      `L’adresse e-mail de votre compte Entraide vient d’être modifiée. Les prochains messages iront à ${input.newEmail}.`,
      'C’est vous ? Vous n’avez rien à faire.',
      `Ce n’est pas vous ? Ce lien rétablit cette adresse, déconnecte tous les appareils et vous envoie de quoi choisir un nouveau mot de passe. Il est valable ${input.validDays} jours et une seule fois.`,
    ],
    { intro: 'Annuler ce changement :', label: 'Annuler ce changement et sécuriser mon compte', link: input.link },
  );
}

/** To the account's address: only the password changed. */
export function passwordChangedMail(input: { to: string; firstname: string; forgotLink: string }): MailMessage {
  return mail(
    input.to,
    'Mot de passe modifié sur votre compte Entraide',
    [
      `Bonjour ${input.firstname},`,
      'Le mot de passe de votre compte Entraide vient d’être modifié, et vos autres appareils ont été déconnectés.',
      'C’est vous ? Vous n’avez rien à faire.',
      'Ce n’est pas vous ? Choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion.',
    ],
    { intro: 'Page de connexion :', label: 'Choisir un nouveau mot de passe', link: input.forgotLink },
  );
}
