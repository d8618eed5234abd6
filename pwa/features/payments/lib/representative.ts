// A company pays once its legal representative is complete (accounts spec §2, /login/representative;
// the API answers 422 `representative_incomplete` otherwise): sign-up gives the representative's names
// only, the representative page adds the birth date, e-mail and addresses, then comes back here.
import type { SessionUser } from '@/lib/store';

/** Whether a company account must complete its legal representative before paying. */
export function representativeMissing(user: Pick<SessionUser, 'role' | 'entreprise'> | null): boolean {
  if (!user || user.role.name !== 'enterprise') return false;
  const rep = user.entreprise?.representative;
  return !rep?.birth_date || !rep.firstname?.trim() || !rep.name?.trim() || !rep.email?.trim();
}

/**
 * The representative page with the spec's query (company, id, amount) and `return`, the payment page it
 * interrupts (path and query), where its save comes back to.
 */
export function representativePath(user: Pick<SessionUser, 'entreprise'>, potId: number, amount: string, returnTo: string): string {
  const query = new URLSearchParams({ company: user.entreprise?.enterprise_name ?? '', id: String(potId), amount, return: returnTo });
  return `/login/representative?${query}`;
}
