/**
 * The static migration source: every migration, in order, imported explicitly so that the server,
 * the tests (vitest) and `npm run db:migrate` run the same TypeScript files without a loader.
 * Add each new migration file to `all` (never edit or reorder a merged one).
 */
import type { Knex } from 'knex';
import * as m20261122000100 from './20261122000100_create_roles';
import * as m20261122000200 from './20261122000200_create_users';
import * as m20261122000300 from './20261122000300_create_enterprises';
import * as m20261122000400 from './20261122000400_create_legal_representatives';
import * as m20261122000500 from './20261122000500_create_auth_tokens';
import * as m20261122000600 from './20261122000600_create_password_reset_tokens';
import * as m20261122000700 from './20261122000700_create_assoc_categories';
import * as m20261122000800 from './20261122000800_create_odds';
import * as m20261122000900 from './20261122000900_create_regions';
import * as m20261122001000 from './20261122001000_create_countries';
import * as m20261122001100 from './20261122001100_create_event_types';
import * as m20261122001200 from './20261122001200_create_certifications';
import * as m20261122001300 from './20261122001300_create_assocs';
import * as m20261122001400 from './20261122001400_create_assoc_tax_rates';
import * as m20261122001500 from './20261122001500_create_assoc_odds';
import * as m20261122001600 from './20261122001600_create_assoc_media';
import * as m20261122010000 from './20261122010000_directory_indexes';
import * as m20261122020000 from './20261122020000_create_newsletter_subscribers';
import * as m20261122020100 from './20261122020100_create_page_views';
import * as m20261122030100 from './20261122030100_create_pots';
import * as m20261122030200 from './20261122030200_create_share_invitations';
import * as m20261122030300 from './20261122030300_create_donations';
import * as m20261122030400 from './20261122030400_create_idempotency_keys';
import * as m20261122040000 from './20261122040000_add_users_payment_account_failure';
import * as m20261122040100 from './20261122040100_create_throttle_counters';
import * as m20261122050000 from './20261122050000_extend_donations_payments';
import * as m20261122050100 from './20261122050100_create_bank_side_payments';
import * as m20261122050200 from './20261122050200_create_tax_receipts';
import * as m20261122050400 from './20261122050400_create_manager_area';
import * as m20261122060000 from './20261122060000_create_charity_kyc_and_disputes';
import * as m20261122070000 from './20261122070000_create_email_change_reverts';
import * as m20261122130000 from './20261122130000_donations_quick_donor_index';
import * as m20261127010000 from './20261127010000_create_quick_card_tokens';
import * as m20261127020000 from './20261127020000_donations_keep_charity';
import * as m20261127040000 from './20261127040000_create_money_findings';
import * as m20261127030000 from './20261127030000_mandates_cancellation_requested';
import * as m20261127030100 from './20261127030100_donations_card_fingerprint';
import * as m20261127052000 from './20261127052000_create_share_daily_counts';
import * as m20261127052100 from './20261127052100_create_throttle_backoffs';
import * as m20261127053000 from './20261127053000_auth_tokens_device_and_absolute_expiry';
import * as m20261127053100 from './20261127053100_create_email_changes';
import * as m20261127054000 from './20261127054000_create_facebook_logins';
import * as m20261127051000 from './20261127051000_create_upload_leases';
import * as m20261127060000 from './20261127060000_add_charity_role';
import * as m20261127060100 from './20261127060100_create_charity_invitations';
import * as m20261127060200 from './20261127060200_create_charity_legal_details';
import * as m20261127060300 from './20261127060300_charity_payout_recipients';
import * as m20261129010000 from './20261129010000_donations_trace_parent';
import * as m20261129043000 from './20261129043000_create_user_second_factors';
import * as m20261129043100 from './20261129043100_create_second_factor_recovery_codes';
import * as m20261129043200 from './20261129043200_create_second_factor_challenges';
import * as m20261129090000 from './20261129090000_add_pot_live_sequence';

const all: Record<string, Knex.Migration> = {
  '20261122000100_create_roles': m20261122000100,
  '20261122000200_create_users': m20261122000200,
  '20261122000300_create_enterprises': m20261122000300,
  '20261122000400_create_legal_representatives': m20261122000400,
  '20261122000500_create_auth_tokens': m20261122000500,
  '20261122000600_create_password_reset_tokens': m20261122000600,
  '20261122000700_create_assoc_categories': m20261122000700,
  '20261122000800_create_odds': m20261122000800,
  '20261122000900_create_regions': m20261122000900,
  '20261122001000_create_countries': m20261122001000,
  '20261122001100_create_event_types': m20261122001100,
  '20261122001200_create_certifications': m20261122001200,
  '20261122001300_create_assocs': m20261122001300,
  '20261122001400_create_assoc_tax_rates': m20261122001400,
  '20261122001500_create_assoc_odds': m20261122001500,
  '20261122001600_create_assoc_media': m20261122001600,
  '20261122010000_directory_indexes': m20261122010000,
  '20261122020000_create_newsletter_subscribers': m20261122020000,
  '20261122020100_create_page_views': m20261122020100,
  '20261122030100_create_pots': m20261122030100,
  '20261122030200_create_share_invitations': m20261122030200,
  '20261122030300_create_donations': m20261122030300,
  '20261122030400_create_idempotency_keys': m20261122030400,
  '20261122040000_add_users_payment_account_failure': m20261122040000,
  '20261122040100_create_throttle_counters': m20261122040100,
  '20261122050000_extend_donations_payments': m20261122050000,
  '20261122050100_create_bank_side_payments': m20261122050100,
  '20261122050200_create_tax_receipts': m20261122050200,
  '20261122050400_create_manager_area': m20261122050400,
  '20261122060000_create_charity_kyc_and_disputes': m20261122060000,
  '20261122070000_create_email_change_reverts': m20261122070000,
  '20261122130000_donations_quick_donor_index': m20261122130000,
  '20261127010000_create_quick_card_tokens': m20261127010000,
  '20261127020000_donations_keep_charity': m20261127020000,
  '20261127040000_create_money_findings': m20261127040000,
  '20261127030000_mandates_cancellation_requested': m20261127030000,
  '20261127030100_donations_card_fingerprint': m20261127030100,
  '20261127052000_create_share_daily_counts': m20261127052000,
  '20261127052100_create_throttle_backoffs': m20261127052100,
  '20261127053000_auth_tokens_device_and_absolute_expiry': m20261127053000,
  '20261127053100_create_email_changes': m20261127053100,
  '20261127054000_create_facebook_logins': m20261127054000,
  '20261127051000_create_upload_leases': m20261127051000,
  '20261127060000_add_charity_role': m20261127060000,
  '20261127060100_create_charity_invitations': m20261127060100,
  '20261127060200_create_charity_legal_details': m20261127060200,
  '20261127060300_charity_payout_recipients': m20261127060300,
  '20261129010000_donations_trace_parent': m20261129010000,
  '20261129043000_create_user_second_factors': m20261129043000,
  '20261129043100_create_second_factor_recovery_codes': m20261129043100,
  '20261129043200_create_second_factor_challenges': m20261129043200,
  '20261129090000_add_pot_live_sequence': m20261129090000,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: () => Promise.resolve(Object.keys(all)),
  getMigrationName: (name) => name,
  getMigration: (name) => {
    const migration = all[name];
    if (!migration) return Promise.reject(new Error(`Unknown migration ${name}`));
    return Promise.resolve(migration);
  },
};

export const migrationConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

/** Runs every pending migration. */
export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest(migrationConfig);
}

/** Rolls the last batch of migrations back (`npm run db:rollback`); answers the names undone. */
export async function migrateRollbackLast(knex: Knex): Promise<string[]> {
  const [, names] = (await knex.migrate.rollback(migrationConfig)) as [number, string[]];
  return names;
}

/** Rolls every migration back (`npm run db:rollback -- --all`, and the up/down test). */
export async function migrateRollbackAll(knex: Knex): Promise<string[]> {
  const [, names] = (await knex.migrate.rollback(migrationConfig, true)) as [number, string[]];
  return names;
}
