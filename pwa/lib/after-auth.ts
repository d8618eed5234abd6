// Where people go after signing in or registering (spec accounts §2, docs/api-contract.md "Roles' homes").
import type { RoleName } from './store';

type Role = { name: RoleName };

/** The charity area's root (a charity's representative, role charity). */
export const CHARITY_AREA_ROOT = '/association/espace';

/** The role's home: private -> /home/private, enterprise -> /home/company, manager -> /manager, charity -> its area. */
export function roleHome(role: Role): string {
  if (role.name === 'enterprise') return '/home/company';
  if (role.name === 'manager') return '/manager';
  if (role.name === 'charity') return CHARITY_AREA_ROOT;
  return '/home/private';
}

/** The personal area of a role: /company, /particular, /manager or /association/espace. */
export function roleArea(role: Role): string {
  if (role.name === 'enterprise') return '/company';
  if (role.name === 'manager') return '/manager';
  if (role.name === 'charity') return CHARITY_AREA_ROOT;
  return '/particular';
}

const positive = (value: string | null) => (value && /^\d+$/.test(value) ? value : null);

/**
 * The payment page a representative page was opened from (its `return`): a path of this site under
 * /participate/, /create/ or /edit/ only, else null (never another site's address).
 */
export function paymentReturnTarget(params: URLSearchParams): string | null {
  const target = params.get('return');
  if (!target || !/^\/(participate|create|edit)\/[^/\\]/.test(target) || target.includes('//') || target.includes('\\')) return null;
  return target;
}

/** The sign-in page: with `id` and `amount`, the pot's tips page; else the role's home. */
export function authPageTarget(params: URLSearchParams, role: Role): string {
  const id = positive(params.get('id'));
  const amount = params.get('amount');
  if (id && amount) return `/participate/${id}/tips?${new URLSearchParams({ amount })}`;
  return roleHome(role);
}

/**
 * The older /login2 page: with `jackpot`, the pot's payment page carrying amount, tip, hide (and
 * anonymous when present); else the role's home.
 */
export function login2Target(params: URLSearchParams, role: Role): string {
  const jackpot = positive(params.get('jackpot'));
  if (!jackpot) return roleHome(role);
  const query = new URLSearchParams();
  for (const key of ['amount', 'tip', 'hide', 'anonymous']) {
    const value = params.get(key);
    if (value !== null) query.set(key, value);
  }
  const search = query.toString();
  return `/participate/${jackpot}/payment${search ? `?${search}` : ''}`;
}
