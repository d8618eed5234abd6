/**
 * `PUT /user`: which form is saved depends on the account and the body (spec accounts §2, §3):
 * - private (and manager) accounts: the private profile (`user`: names, gender, phone, birth date,
 *   `user_adress`);
 * - company accounts without `entreprise`: the account form (civility, names, phone);
 * - company accounts with `entreprise` carrying `siren` or `legal_form`: the company form (company,
 *   head office in `user.user_adress`, legal representative), also the creation flow's company details;
 * - company accounts with `entreprise` without them: the representative page (`/login/representative`).
 * The head office is written both on the user (the spec's `user_adress`) and on the enterprise.
 */
import type { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { companyAccountSchema, companyDetailsSchema, privateProfileSchema, representativeCompletionSchema } from '../../domain/profiles';
import type { representativeSchema } from '../../domain/company';
import { accountNotFound } from './account-errors';
import { findAccount, updateEnterprise, updateUser, upsertRepresentative, type Account, type EnterpriseRow } from './users.queries';

type Json = Record<string, unknown>;
type Representative = z.output<ReturnType<typeof representativeSchema>>;
type Address = { address_line_1: string; post_code: string; city: string; country_iso: string };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function representativeRow(rep: Representative, current: Account['representative']) {
  return {
    gender: current?.gender ?? null,
    firstname: rep.firstname,
    name: rep.name,
    email: rep.email,
    nationality_iso: rep.nationality_iso,
    birth_date: rep.birth_date,
    address_line_1: rep.rep_address?.address_line_1 ?? current?.address_line_1 ?? null,
    city: rep.rep_address?.city ?? current?.city ?? null,
    post_code: rep.rep_address?.post_code ?? current?.post_code ?? null,
    country_iso: rep.rep_address?.country_iso ?? current?.country_iso ?? 'FR',
  };
}

/** Saves one of the profile forms for the caller and answers the account as it now stands. */
/** The caller's account (user, company, representative); 404 once it is deleted. */
export async function getAccount(deps: Pick<AppDeps, 'db'>, userId: number): Promise<Account> {
  const account = await findAccount(deps.db.knex, userId);
  if (!account) throw accountNotFound();
  return account;
}

export async function updateProfile(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, body: Json): Promise<Account> {
  const { knex } = deps.db;
  const account = await findAccount(knex, userId);
  if (!account) throw accountNotFound();
  const today = deps.clock.now();
  const user = isObject(body.user) ? body.user : {};
  const now = deps.clock.now();

  if (account.user.role_id !== 2) {
    const profile = privateProfileSchema({ today }).parse(user);
    await updateUser(
      knex,
      userId,
      {
        firstname: profile.firstname,
        name: profile.name,
        gender: profile.gender,
        mob_phone: profile.mob_phone ?? null,
        birth_date: profile.birth_date,
        ...profile.user_adress,
      },
      now,
    );
  } else if (!isObject(body.entreprise)) {
    const form = companyAccountSchema.parse(user);
    await updateUser(
      knex,
      userId,
      { gender: form.gender, firstname: form.firstname, name: form.name, mob_phone: form.mob_phone ?? null },
      now,
    );
  } else {
    const enterprise = account.enterprise;
    if (!enterprise) throw accountNotFound();
    const input = { user, entreprise: body.entreprise };
    const full = 'siren' in body.entreprise || 'legal_form' in body.entreprise;
    let address: Address;
    let company: Partial<EnterpriseRow>;
    let representative: Representative;
    if (full) {
      const parsed = companyDetailsSchema({ today }).parse(input);
      const e = parsed.entreprise;
      address = parsed.user.user_adress;
      company = { enterprise_name: e.enterprise_name, siren: e.siren, legal_form: e.legal_form, fix_phone: e.fix_phone ?? null };
      representative = e.representative;
    } else {
      const parsed = representativeCompletionSchema({ today }).parse(input);
      address = parsed.user.user_adress;
      company = { enterprise_name: parsed.entreprise.enterprise_name };
      representative = parsed.entreprise.representative;
    }
    await knex.transaction(async (trx) => {
      await updateUser(trx, userId, { ...address }, now);
      await updateEnterprise(trx, enterprise.id, { ...company, ...address }, now);
      await upsertRepresentative(trx, enterprise.id, representativeRow(representative, account.representative), now);
    });
  }
  return (await findAccount(knex, userId)) ?? account;
}
