/**
 * The export's sections about the account itself: the sign-in and payment account facts, the profile,
 * the company with its legal representative, the sessions, the password-reset requests and the e-mail
 * changes. Secrets (password hash, token hashes) are never read.
 */
import type { Knex } from 'knex';
import { accountNotFound } from '../account-errors';
import { listUserSessions } from '../sessions.queries';
import { roleName } from '../../../domain/role-names';
import { uploadUrl } from '../../storage/upload-url';
import { findAccount, type Account } from '../users.queries';
import { iso } from '../../db/iso-instant';

const addressOf = (row: { address_line_1: string | null; post_code: string | null; city: string | null; country_iso: string }) => ({
  address_line_1: row.address_line_1,
  post_code: row.post_code,
  city: row.city,
  country_iso: row.country_iso,
});

function accountSection({ user }: Account) {
  return {
    id: Number(user.id),
    email: user.email,
    role: roleName(user.role_id),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    has_password: user.password_hash !== null,
    facebook_linked: user.facebook_id !== null,
    payment_account: {
      mangopay_user_id: user.mangopay_user_id,
      mangopay_wallet_id: user.mangopay_wallet_id,
      last_failure: user.payment_account_failed_at
        ? { at: iso(user.payment_account_failed_at), message: user.payment_account_error }
        : null,
    },
  };
}

function profileSection({ user }: Account) {
  return {
    firstname: user.firstname,
    name: user.name,
    gender: user.gender,
    mob_phone: user.mob_phone,
    birth_date: user.birth_date,
    address: addressOf(user),
  };
}

function companySection({ enterprise, representative }: Account) {
  if (!enterprise) return null;
  return {
    enterprise_name: enterprise.enterprise_name,
    siren: enterprise.siren,
    legal_form: enterprise.legal_form,
    fix_phone: enterprise.fix_phone,
    logo_url: uploadUrl(enterprise.logo_path),
    address: addressOf(enterprise),
    legal_representative: representative && {
      gender: representative.gender,
      firstname: representative.firstname,
      name: representative.name,
      email: representative.email,
      nationality_iso: representative.nationality_iso,
      birth_date: representative.birth_date,
      address: addressOf(representative),
    },
  };
}

interface DatedLink {
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

interface EmailChangeRequest {
  new_email: string;
  created_at: Date;
  expires_at: Date;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
}

/** The account, profile, company, sessions, reset requests and e-mail changes of a user. */
export async function accountSections(knex: Knex, userId: number) {
  const account = await findAccount(knex, userId);
  if (!account) throw accountNotFound();
  const [sessions, resets, emailChanges, requests] = await Promise.all([
    listUserSessions(knex, userId),
    knex('password_reset_tokens')
      .where({ user_id: userId })
      .orderBy('created_at')
      .select<DatedLink[]>('created_at', 'expires_at', 'used_at'),
    knex('email_change_reverts')
      .where({ user_id: userId })
      .orderBy('created_at')
      .select<Array<DatedLink & { previous_email: string }>>('previous_email', 'created_at', 'expires_at', 'used_at'),
    knex('email_changes')
      .where({ user_id: userId })
      .orderBy('created_at')
      .select<EmailChangeRequest[]>('new_email', 'created_at', 'expires_at', 'confirmed_at', 'cancelled_at'),
  ]);
  return {
    account: accountSection(account),
    profile: profileSection(account),
    company: companySection(account),
    sessions: sessions.map((s) => ({
      created_at: iso(s.created_at),
      last_used_at: iso(s.last_used_at),
      expires_at: iso(s.expires_at),
      device: s.device,
    })),
    password_reset_requests: resets.map((r) => ({ created_at: iso(r.created_at), expires_at: iso(r.expires_at), used_at: iso(r.used_at) })),
    email_changes: emailChanges.map((c) => ({
      previous_email: c.previous_email,
      changed_at: iso(c.created_at),
      revert_link_expires_at: iso(c.expires_at),
      reverted_at: iso(c.used_at),
    })),
    email_change_requests: requests.map((r) => ({
      new_email: r.new_email,
      requested_at: iso(r.created_at),
      link_expires_at: iso(r.expires_at),
      confirmed_at: iso(r.confirmed_at),
      cancelled_at: iso(r.cancelled_at),
    })),
  };
}
