/**
 * `GET /user/export` after a realistic history: every part of the person's data is in it (account,
 * profile, company and representative, pots, invitations, donations with their receipt numbers,
 * subscriptions, mandates, bank accounts, identity documents, consents and newsletter), the IBAN by its
 * last four characters only, and nothing of anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { bearer, buildUser, FACTORY_PASSWORD, signInAs } from '../../../test/factories';
import { companyHistory, COMPANY_EMAIL, INVITED_FRIEND, OTHER_DONOR, REP_ADDRESS, REPRESENTATIVE, type History } from './testing/history';
import { IDENTITY_DOCUMENTS_UNAVAILABLE } from './identity-documents';

let t: TestContext;
let history: History;
let text: string;
let data: Record<string, any>;

beforeAll(async () => {
  t = await startTestApp();
  history = await companyHistory(t);
  const res = await t.request('/api/v1/user/export', { headers: bearer(history.token) });
  expect(res.status).toBe(200);
  text = await res.text();
  data = JSON.parse(text);
}, 60_000);
afterAll(() => t?.close());

describe('GET /user/export after a company’s history', () => {
  it('explains each section in French, and holds the account, profile, company and representative', () => {
    expect(Object.keys(data.guide.sections).sort()).toEqual(
      Object.keys(data)
        .filter((k) => k !== 'guide')
        .sort(),
    );
    expect(data.account).toMatchObject({
      id: history.userId,
      email: COMPANY_EMAIL,
      role: 'enterprise',
      has_password: true,
      facebook_linked: false,
    });
    expect(data.account.payment_account.mangopay_user_id).toEqual(expect.any(String));
    expect(data.profile).toMatchObject({ firstname: 'Paul', name: 'Martin', mob_phone: '06 12 34 56 78', birth_date: '1990-04-12' });
    expect(data.company).toMatchObject({ enterprise_name: 'Martin Conseil', siren: '542051180', legal_form: 'SAS' });
    expect(data.company.legal_representative).toEqual({ ...REPRESENTATIVE, address: REP_ADDRESS });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toHaveProperty('device');
  });

  it('holds an e-mail change waiting for its link, the account still under its old address', async () => {
    const person = await buildUser(t.db.knex, { email: 'lea.avant@exemple.fr' });
    const token = await signInAs(t.db.knex, t.clock, person);
    const asked = await t.request('/api/v1/user/pwd/update', {
      method: 'PUT',
      headers: bearer(token),
      json: { user: { email: 'lea.apres@exemple.fr', current_password: FACTORY_PASSWORD } },
    });
    expect(asked.status).toBe(200);
    const own = await (await t.request('/api/v1/user/export', { headers: bearer(token) })).json();
    expect(own.account.email).toBe('lea.avant@exemple.fr');
    expect(own.email_change_requests).toEqual([
      expect.objectContaining({ new_email: 'lea.apres@exemple.fr', confirmed_at: null, cancelled_at: null }),
    ]);
  });

  it('lists the pot organised with its totals and the invitation sent, but none of the pot’s donors', () => {
    expect(data.pots).toHaveLength(1);
    expect(data.pots[0]).toMatchObject({
      id: history.ownPotId,
      name: 'Pot de départ de Léa',
      kind: 'company',
      totals: { amount_cents: 3000, donations_count: 1, donors_count: 1 },
    });
    expect(data.share_invitations).toEqual([
      expect.objectContaining({ pot: { id: history.ownPotId, name: 'Pot de départ de Léa' }, email: INVITED_FRIEND }),
    ]);
    for (const trace of [OTHER_DONOR.email, OTHER_DONOR.firstname, OTHER_DONOR.name]) expect(text).not.toContain(trace);
  });

  it('lists the card donation with its tax receipt number, and the receipt', async () => {
    const card = data.donations.find((d: { id: number }) => d.id === history.cardDonationId);
    const issued = await t.db.knex('tax_receipts').where({ donation_id: history.cardDonationId }).first('year', 'number');
    const number = `${issued.year}-${String(issued.number).padStart(6, '0')}`;
    expect(card).toMatchObject({
      status: 'SUCCEEDED',
      payment_method: 'CARD',
      amount_cents: 4500,
      entraide_tip_cents: 200,
      pot: { id: history.otherPotId, name: 'Les 40 ans de Paul' },
      tax_receipt: { number },
    });
    expect(data.tax_receipts).toContainEqual(
      expect.objectContaining({ number, kind: 'DONATION', amount_cents: 4500, donation_id: history.cardDonationId }),
    );
  });

  it('lists the monthly gift, its mandate and the bank account with only the IBAN’s last four characters', () => {
    expect(data.subscriptions).toEqual([
      expect.objectContaining({
        id: history.subscriptionId,
        amount_cents: 2000,
        entraide_tip_cents: 100,
        debit_day: 5,
        is_anonymous: true,
        status: 'ACTIVE',
      }),
    ]);
    expect(data.mandates).toHaveLength(1);
    expect(data.mandates[0]).toMatchObject({ id: data.subscriptions[0].mandate_id, status: expect.stringMatching(/^(SUBMITTED|ACTIVE)$/) });
    expect(data.bank_accounts).toEqual([
      expect.objectContaining({ owner_name: 'Camille Durand', iban: '**** 0143', bic: 'BNPAFRPP', active: true }),
    ]);
    expect(data.bank_accounts[0].id).toBe(data.mandates[0].bank_account_id);
    // Nothing else of the IBAN FR76 3000 4000 0312 3456 7890 143, in any spacing.
    expect(text.replace(/\s/g, '')).not.toMatch(/FR76|30004|0312|34567890/);
  });

  it('lists the identity document’s metadata, and the consents with the confirmed newsletter', () => {
    expect(data.identity_documents.available).toBe(true);
    expect(data.identity_documents.documents).toEqual([
      expect.objectContaining({ type: 'IDENTITY_PROOF', status: 'VALIDATION_ASKED', created_at: expect.any(String) }),
    ]);
    expect(data.consents.newsletter).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(String) });
    expect(data.consents.terms_of_use.accepted_at).toBe(data.account.created_at);
    expect(data.consents.payment_provider_terms.accepted).toBe(true);
  });

  it('holds nothing of the other people involved, nor any secret', () => {
    expect(text).not.toContain(history.otherOrganiserEmail);
    expect(text).not.toContain('Organisatrice');
    expect(text).not.toMatch(/argon2|token_hash|\$2[aby]\$/);
  });
});

describe('GET /user/export for other accounts', () => {
  it('gives another person an export of their own, with none of the company’s history', async () => {
    const stranger = await buildUser(t.db.knex, { email: 'voisin@exemple.fr' });
    const res = await t.request('/api/v1/user/export', { headers: bearer(await signInAs(t.db.knex, t.clock, stranger)) });
    const own = await res.json();
    expect(own.account.email).toBe('voisin@exemple.fr');
    for (const key of ['pots', 'share_invitations', 'donations', 'tax_receipts', 'subscriptions', 'mandates', 'bank_accounts'])
      expect(own[key], key).toEqual([]);
    expect(own.company).toBeNull();
    expect(own.consents.newsletter.status).toBe('not_subscribed');
    expect(JSON.stringify(own)).not.toContain(COMPANY_EMAIL);
  });

  it('still answers when the payment provider cannot list the identity documents, and says so', async () => {
    const list = t.deps.payments.listKycDocuments;
    t.deps.payments.listKycDocuments = async () => {
      throw new Error('provider down');
    };
    try {
      const res = await t.request('/api/v1/user/export', { headers: bearer(history.token) });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.identity_documents).toEqual({ available: false, documents: null, note: IDENTITY_DOCUMENTS_UNAVAILABLE });
      expect(body.donations.length).toBeGreaterThan(0);
    } finally {
      t.deps.payments.listKycDocuments = list;
    }
  });
});
