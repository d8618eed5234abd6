/**
 * The wire shape of a user (spec accounts §3): snake_case fields, `role {id, name}`, the address as
 * `user_adress`, the provider flags `mangopay_user` (the account can pay: its provider user and wallet
 * exist, or are made at its first payment, the last attempt not having failed) and `mangopay_user_id`
 * (null until the first payment), and `entreprise` (null for private accounts) with its `representative`.
 * The password hash, the Facebook id and the provider wallet id never leave the server.
 */
import type { SessionUser } from '../../domain/session-user';
import { roleName } from '../../domain/role-names';
import { uploadUrl } from '../storage/upload-url';
import { hasPaymentAccount } from './has-payment-account';
import type { Account, EnterpriseRow, RepresentativeRow } from './users.queries';

function presentRepresentative(rep: RepresentativeRow | null) {
  if (!rep) return null;
  return {
    gender: rep.gender,
    firstname: rep.firstname,
    name: rep.name,
    email: rep.email,
    nationality_iso: rep.nationality_iso,
    birth_date: rep.birth_date,
    rep_address: {
      address_line_1: rep.address_line_1,
      city: rep.city,
      post_code: rep.post_code,
      country_iso: rep.country_iso,
    },
  };
}

function presentEnterprise(enterprise: EnterpriseRow | null, rep: RepresentativeRow | null) {
  if (!enterprise) return null;
  const logo = uploadUrl(enterprise.logo_path);
  return {
    enterprise_name: enterprise.enterprise_name,
    siren: enterprise.siren,
    legal_form: enterprise.legal_form,
    fix_phone: enterprise.fix_phone,
    logo: logo ? { url: logo } : null,
    representative: presentRepresentative(rep),
  };
}

/** The user as `GET /user`, login and sign-up answer it. */
export function presentUser({ user, enterprise, representative }: Account): SessionUser {
  return {
    id: Number(user.id),
    email: user.email,
    firstname: user.firstname,
    name: user.name,
    gender: user.gender,
    mob_phone: user.mob_phone,
    birth_date: user.birth_date,
    role: { id: user.role_id, name: roleName(user.role_id) },
    mangopay_user: hasPaymentAccount(user) || user.payment_account_error === null,
    mangopay_user_id: user.mangopay_user_id,
    has_password: user.password_hash !== null,
    user_adress: {
      address_line_1: user.address_line_1,
      city: user.city,
      post_code: user.post_code,
      country_iso: user.country_iso,
    },
    entreprise: presentEnterprise(enterprise, representative),
  };
}

/** The answer of login and sign-up. */
export function presentAuth(token: string, account: Account) {
  return { auth_token: token, user: presentUser(account) };
}
