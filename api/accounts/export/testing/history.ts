/**
 * A realistic history of one company account, built through the API as the PWA and the person would:
 * sign-up with the company and its representative, the representative's address, a pot organised and
 * shared by e-mail, a card gift to someone else's pot that succeeds and gets its tax receipt, a monthly
 * gift by SEPA direct debit (bank account, mandate confirmed on the provider's page), an identity
 * document, and the newsletter confirmed from its e-mail. Other people act around it: a donor gives to
 * the company's pot, another organiser owns the pot the company gives to.
 */
import type { TestContext } from '../../../../test/app';
import { enterpriseSignup } from '../../../../test/accounts-fixtures';
import type { OutboxMail } from '../../../mail/outbox.routes';
import { donateByCard, newIdempotencyKey, openPot, signedInDonor } from '../../../payments/donations/testing/donation-flows';
import { syncMandate } from '../../../payments/mandates/mandate-sync';
import { answerMandatePage, api, newMandate } from '../../../payments/subscriptions/testing/monthly-giving';
import { readyCharity } from '../../../pots/testing/charity-flows';
import { potBody, referenceIds } from '../../../pots/testing/pot-factories';

export const COMPANY_EMAIL = 'contact@martin-conseil.fr';
export const REPRESENTATIVE = {
  gender: 'female',
  firstname: 'Inès',
  name: 'Bernard',
  birth_date: '1980-06-01',
  email: 'ines.bernard@exemple.fr',
  nationality_iso: 'FR',
};
export const REP_ADDRESS = { address_line_1: '8 quai des Chartrons', post_code: '33000', city: 'Bordeaux', country_iso: 'FR' };
export const INVITED_FRIEND = 'ami.invite@exemple.fr';
export const OTHER_DONOR = { firstname: 'Hugo', name: 'Lefebvre', email: 'hugo.lefebvre@exemple.fr' };

export interface History {
  token: string;
  userId: number;
  ownPotId: number;
  otherPotId: number;
  cardDonationId: number;
  mandateId: string;
  subscriptionId: number;
  otherOrganiserEmail: string;
}

const ok = (what: string, res: { status: number; body: unknown }, expected = [200, 201]) => {
  if (!expected.includes(res.status)) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, any>;
};

/** A small PNG the identity-document check accepts. */
const png = () => {
  const bytes = Buffer.alloc(4096, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes.toString('base64');
};

async function confirmNewsletter(t: TestContext, email: string): Promise<void> {
  ok('newsletter', await api(t, null, `/subscribers/add?email=${encodeURIComponent(email)}`));
  const mails = (await (await t.outbox(email)).json()) as OutboxMail[];
  const token = mails.map((m) => /newsletter\/confirmation\?token=([\w-]+)/.exec(m.text)?.[1]).find(Boolean);
  ok('newsletter confirm', await api(t, null, '/subscribers/confirm', { json: { token } }));
}

/** Builds the history (see the module comment). */
export async function companyHistory(t: TestContext): Promise<History> {
  const ids = await referenceIds(t.db.knex);
  const charity = await readyCharity(t, ids.charity);
  const signup = ok(
    'signup',
    await api(t, null, '/user/signup/enterprise', {
      json: { user: enterpriseSignup({ email: COMPANY_EMAIL, rep_gender: 'female', rep_firstname: 'Inès', rep_name: 'Bernard' }) },
    }),
  );
  const token = signup.auth_token as string;
  ok(
    'profile',
    await api(t, token, '/user', {
      method: 'PUT',
      json: {
        user: { user_adress: REP_ADDRESS },
        entreprise: { enterprise_name: 'Martin Conseil', representative: { ...REPRESENTATIVE, rep_address: REP_ADDRESS } },
      },
    }),
  );

  const pot = ok(
    'pot',
    await api(t, token, '/user/cagnottes', {
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: { charity_pot: potBody({ event: ids.companyEvent, charity: charity.id }, { pot_type: 1, name: 'Pot de départ de Léa' }) },
    }),
  );
  ok('share', await api(t, token, '/share/emails', { json: { pot_id: pot.id, emails: INVITED_FRIEND } }));
  const otherDonor = await signedInDonor(t, OTHER_DONOR);
  ok('other donor gives', await donateByCard(t, { token: otherDonor.token, potId: pot.id, amount: 3000 }));

  const other = await openPot(t, { name: 'Les 40 ans de Paul' });
  const card = ok('card gift', await donateByCard(t, { token, potId: other.potId, amount: 4500, tip: 200 }));

  const mandate = await newMandate(t, token, `/participate/${other.potId}/confirmation`);
  const subscription = ok(
    'subscription',
    await api(t, token, `/cagnottes/${other.potId}/subscriptions`, {
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: {
        charity_subscription: {
          amount: 2000,
          gift_entraide: 100,
          is_visible: true,
          is_anonymous: true,
          debit_day: 5,
          recurrence: 1,
          payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
        },
      },
    }),
  );
  await answerMandatePage(mandate.RedirectURL, 'confirm');
  await syncMandate(t.deps, mandate.Id);

  ok(
    'identity document',
    await api(t, token, '/user/register_kyc', { json: { files: [{ filetype: 'IDENTITY_PROOF', value: png() }], amount: 30000 } }),
  );
  await confirmNewsletter(t, COMPANY_EMAIL);
  return {
    token,
    userId: Number(signup.user.id),
    ownPotId: Number(pot.id),
    otherPotId: other.potId,
    cardDonationId: Number(card.id),
    mandateId: mandate.Id,
    subscriptionId: Number(subscription.id),
    otherOrganiserEmail: other.organiser.email,
  };
}
