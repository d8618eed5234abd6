/**
 * Steps of the sign-in details' tests through HTTP: the profile's e-mail and password form, the links
 * e-mailed (read from the dev outbox) and the confirmation of a new address.
 */
import type { TestContext } from '../../../test/app';
import { bearer, FACTORY_PASSWORD } from '../../../test/factories';
import type { OutboxMail } from '../../mail/outbox.routes';

export const CONFIRM_SUBJECT = 'Confirmez votre nouvelle adresse e-mail Entraide';
export const REVERT_SUBJECT = 'Adresse e-mail modifiée sur votre compte Entraide';

/** `PUT /user/pwd/update` with `{user}` as given. */
export const updateCredentials = (t: TestContext, token: string, user: unknown) =>
  t.request('/api/v1/user/pwd/update', { method: 'PUT', headers: bearer(token), json: { user } });

export const login = (t: TestContext, email: string, password: string) =>
  t.request('/api/v1/user/auth', { method: 'POST', json: { email, password } });

export const confirmEmail = (t: TestContext, json: unknown) => t.request('/api/v1/user/email/confirm', { method: 'POST', json });

export async function mailsTo(t: TestContext, email: string): Promise<OutboxMail[]> {
  const res = await t.outbox(email);
  return res.json();
}

/** The token of the link to `page` in the newest mail of that subject sent to `email` (the outbox lists newest first). */
export async function tokenMailed(t: TestContext, email: string, subject: string, page: string): Promise<string> {
  const mail = (await mailsTo(t, email)).find((m) => m.subject === subject);
  const link = mail?.text.match(new RegExp(`https?://\\S+${page}\\?token=(\\S+)`));
  if (!link?.[1]) throw new Error(`no ${page} link for ${email}`);
  return decodeURIComponent(link[1]);
}

export const confirmToken = (t: TestContext, email: string) => tokenMailed(t, email, CONFIRM_SUBJECT, '/confirmer-mon-email');
export const revertToken = (t: TestContext, email: string) => tokenMailed(t, email, REVERT_SUBJECT, '/securiser-mon-compte');

/** Asks for a new address with the factory password (200 expected) and confirms it from the link. */
export async function changeEmail(t: TestContext, token: string, newEmail: string, extra: Record<string, unknown> = {}): Promise<void> {
  const asked = await updateCredentials(t, token, { email: newEmail, current_password: FACTORY_PASSWORD, ...extra });
  if (asked.status !== 200) throw new Error(`e-mail change: ${asked.status} ${await asked.text()}`);
  const confirmed = await confirmEmail(t, { token: await confirmToken(t, newEmail) });
  if (confirmed.status !== 200) throw new Error(`confirmation: ${confirmed.status} ${await confirmed.text()}`);
}
