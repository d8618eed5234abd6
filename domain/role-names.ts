/** A user's role id (the `roles` table's seeds) and its name on the wire. */
import type { RoleName } from './constants';

const ROLE_NAMES: Record<number, RoleName> = { 1: 'private', 2: 'enterprise', 3: 'manager', 4: 'charity' };

/** The role name of a role id ('private' for an unknown id, which the database forbids anyway). */
export function roleName(roleId: number): RoleName {
  return ROLE_NAMES[roleId] ?? 'private';
}
