/**
 * Test helpers of the charity area: a manager's invitation read back from the dev outbox, its acceptance
 * (a signed-in charity account), and valid legal details.
 */
import type { TestContext } from '../../../test/app';
import { call, signedInManager } from '../../manager/testing/manager-flows';

export const CHARITY_PASSWORD = 'Asso-Solide-2026!';

/** The token of the newest invitation e-mailed to `email`. */
export async function invitationTokenFor(t: TestContext, email: string): Promise<string> {
  const res = await t.outbox(email);
  const [mail] = (await res.json()) as Array<{ text: string }>;
  const token = mail?.text.match(/\/association\/espace\/invitation\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link for ${email}`);
  return token;
}

/** A manager invites `email` for the charity; the token of the link. */
export async function invite(t: TestContext, charityId: number, email: string, managerToken?: string): Promise<string> {
  const token = managerToken ?? (await signedInManager(t)).token;
  const res = await call(t, token, `/manager/charities/${charityId}/representative_invitations`, { method: 'POST', json: { email } });
  if (res.status !== 201) throw new Error(`invitation: ${res.status} ${JSON.stringify(res.body)}`);
  return invitationTokenFor(t, email);
}

/** A charity account of the charity, signed in (invited, then accepted). */
export async function signedInCharity(t: TestContext, charityId: number, email: string): Promise<{ id: number; token: string }> {
  const link = await invite(t, charityId, email);
  const res = await call(t, null, `/charity_invitations/${link}/accept`, {
    method: 'POST',
    json: { password: CHARITY_PASSWORD, password_confirmation: CHARITY_PASSWORD },
  });
  if (res.status !== 201) throw new Error(`accept: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: Number(res.body.user.id), token: String(res.body.auth_token) };
}

/** Legal details that pass every rule (a representative born in 1980, an RNA number). */
export function legalDetailsBody(overrides: Record<string, unknown> = {}) {
  return {
    organisation_name: 'Les Jardins Partagés du Val',
    registration_kind: 'rna',
    registration_number: 'W751234567',
    address_line_1: '12 rue des Lilas',
    postal_code: '75011',
    city: 'Paris',
    country_iso: 'FR',
    representative_first_name: 'Inès',
    representative_last_name: 'Moreau',
    representative_birth_date: '1980-04-12',
    representative_nationality: 'FR',
    representative_country_of_residence: 'FR',
    representative_email: 'ines.moreau@jardins-partages.example',
    representative_phone: '+33 6 12 34 56 78',
    ...overrides,
  };
}
