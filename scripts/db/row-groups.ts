/**
 * Which generated file holds a table's row interface (api/db/rows/<group>.generated.ts), so that no file
 * grows past the 300-line rule. A table goes to the first group one of whose prefixes starts its name; a
 * table that matches none goes to `other` (give it a group here when that file appears).
 */
export const ROW_GROUPS: readonly { group: string; prefixes: readonly string[] }[] = [
  {
    group: 'accounts',
    prefixes: [
      'users',
      'roles',
      'auth_tokens',
      'email_change',
      'facebook_logins',
      'password_reset_tokens',
      'second_factor_',
      'user_second_factors',
      'quick_card_tokens',
      'enterprises',
      'legal_representatives',
      'newsletter_subscribers',
    ],
  },
  { group: 'charities', prefixes: ['assoc', 'charity_', 'certifications'] },
  {
    group: 'money',
    prefixes: [
      'donations',
      'refunds',
      'disputes',
      'payouts',
      'subscriptions',
      'mandates',
      'bank_accounts',
      'money_findings',
      'tax_receipts',
      'receipt_counters',
    ],
  },
  { group: 'pots', prefixes: ['pots', 'share_', 'page_view'] },
  { group: 'reference', prefixes: ['countries', 'regions', 'odds', 'event_types'] },
  { group: 'platform', prefixes: ['audit_log', 'idempotency_keys', 'throttle_', 'upload_leases'] },
];

export const OTHER_GROUP = 'other';

/** The group of a table: `donations` -> `money`, `charity_invitations` -> `charities`. */
export function rowGroup(table: string): string {
  return ROW_GROUPS.find(({ prefixes }) => prefixes.some((prefix) => table.startsWith(prefix)))?.group ?? OTHER_GROUP;
}
