/**
 * The newsletter's e-mails: the double opt-in confirmation, and the wrapper that puts the unsubscribe
 * link at the bottom of every newsletter issue. French text, plain text plus a simple HTML part.
 */

/** One outgoing e-mail, as the mail module sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What the newsletter needs from the mail module (outbox folder or SMTP). */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** Where the PWA opens the links of these e-mails. */
export const NEWSLETTER_PATHS = {
  confirm: '/newsletter/confirmation',
  unsubscribe: '/newsletter/desinscription',
} as const;

export const CONFIRM_TOKEN_VALID_DAYS = 7;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkTo(publicUrl: string, path: string, token: string): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export function confirmUrl(publicUrl: string, token: string): string {
  return linkTo(publicUrl, NEWSLETTER_PATHS.confirm, token);
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return linkTo(publicUrl, NEWSLETTER_PATHS.unsubscribe, token);
}

/** The double opt-in e-mail sent after `POST /subscribers/add`. */
export function confirmationMail(to: string, link: string): MailMessage {
  const intro =
    'Vous avez demandé à recevoir la newsletter Entraide : des nouvelles des associations partenaires, ' +
    'des idées de cagnottes solidaires et les temps forts de la communauté, une fois par mois au plus.';
  const action = `Pour confirmer votre inscription, ouvrez ce lien (valable ${CONFIRM_TOKEN_VALID_DAYS} jours) :`;
  const ignore =
    'Vous n’êtes pas à l’origine de cette demande ? Ignorez simplement ce message : sans confirmation, ' +
    'votre adresse est effacée au bout de 30 jours.';
  return {
    to,
    subject: 'Confirmez votre inscription à la newsletter Entraide',
    text: ['Bonjour,', intro, `${action}\n${link}`, ignore, 'L’équipe Entraide'].join('\n\n'),
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">Confirmer mon inscription</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      '<p>L’équipe Entraide</p>',
    ].join('\n'),
  };
}

/** An issue of the newsletter, before it is addressed to one subscriber. */
export interface NewsletterIssue {
  subject: string;
  text: string;
  /** HTML body (trusted: written by the team), without the footer. */
  html?: string;
}

/** One issue addressed to one subscriber, with the unsubscribe link every newsletter mail carries. */
export function newsletterMail(to: string, issue: NewsletterIssue, link: string): MailMessage {
  const footer = 'Vous recevez cette lettre car vous vous êtes inscrit à la newsletter Entraide.';
  const leave = 'Pour ne plus la recevoir, désinscrivez-vous en un clic :';
  return {
    to,
    subject: issue.subject,
    text: `${issue.text}\n\n--\n${footer}\n${leave}\n${link}`,
    html:
      `${issue.html ?? `<p>${escapeHtml(issue.text).replace(/\n/g, '<br>')}</p>`}\n<hr>\n` +
      `<p style="font-size:12px;color:#5c4a55">${escapeHtml(footer)} ${escapeHtml(leave)} ` +
      `<a href="${escapeHtml(link)}">Se désinscrire</a></p>`,
  };
}
