/** The e-mail inviting a charity's representative to the charity area (French, plain text and simple HTML). */
import type { MailMessage } from '../mail/mailer';

/** The PWA page that accepts an invitation. */
export const INVITATION_PAGE_PATH = '/association/espace/invitation/';

export function invitationLink(publicUrl: string, token: string): string {
  return new URL(`${INVITATION_PAGE_PATH}${token}`, publicUrl).toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function invitationMail(to: string, charityName: string, link: string): MailMessage {
  const hello = 'Bonjour,';
  const intro = `L’équipe Entraide vous invite à gérer l’espace de l’association « ${charityName} » : informations légales, authentification forte, compte de versement, documents et suivi des dons reçus.`;
  const action = 'Pour choisir votre mot de passe et ouvrir votre espace, ouvrez ce lien. Il est valable 7 jours et une seule fois :';
  const ignore = 'Vous ne représentez pas cette association ? Ignorez ce message : aucun compte ne sera créé.';
  return {
    to,
    subject: `Votre espace association sur Entraide : ${charityName}`,
    text: [hello, intro, `${action}\n${link}`, ignore, 'L’équipe Entraide'].join('\n\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">Ouvrir mon espace association</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      '<p>L’équipe Entraide</p>',
    ].join('\n'),
  };
}
