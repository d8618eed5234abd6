/**
 * Strong customer authentication of the charity's representative (docs/charity-area.md). The charity's
 * provider user (OWNER) stays PENDING_USER_ACTION until its representative enrols on the provider's page:
 * `startScaEnrolment` answers that page (PendingUserAction.RedirectUrl) with our return page as its
 * percent-encoded `returnUrl` (Mangopay's spelling, gateway-recipients.ts scaRedirectUrl); the return page asks `readScaStatus`, which re-reads the provider user.
 * Stored: `not_started` until a first redirect, `pending`, then `active` once the provider says ACTIVE.
 */
import type { AppDeps } from '../app-deps';
import type { AssocsRow } from '../db/tables.generated';
import type { ScaState, ScaStatus } from '../../domain/charity-area-types';
import { conflict, unprocessable } from '../http/errors';
import { providerDown } from '../http/back-office-errors';
import { scaRedirectUrl } from '../payments';
import type { LegalDetailsRow } from './legal-details.service';

export const SCA_RETURN_PATH = '/association/espace/authentification/retour';

export const legalDetailsMissing = () =>
  unprocessable([
    {
      code: 'legal_details_missing',
      detail: 'Renseignez d’abord les informations légales de l’association.',
      field: '',
    },
  ]);

/** The provider user's status and enrolment page (or a 502). */
async function providerUser(deps: Pick<AppDeps, 'payments'>, providerUserId: string) {
  try {
    const user = (await deps.payments.getUserSca(providerUserId)) as {
      UserStatus?: string;
      PendingUserAction?: { RedirectUrl?: string } | null;
    };
    return { active: user.UserStatus === 'ACTIVE', redirectUrl: user.PendingUserAction?.RedirectUrl ?? null };
  } catch {
    throw providerDown();
  }
}

async function storeStatus(deps: Pick<AppDeps, 'db' | 'clock'>, assocId: number, status: ScaStatus): Promise<void> {
  await deps.db
    .knex<LegalDetailsRow>('charity_legal_details')
    .where({ assoc_id: assocId })
    .update({ sca_status: status, updated_at: deps.clock.now() });
}

/** The enrolment's state, re-read from the provider (idempotent); not_started without legal details. */
export async function readScaStatus(deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>, assocId: number): Promise<ScaState> {
  const details = await deps.db.knex<LegalDetailsRow>('charity_legal_details').where({ assoc_id: assocId }).first('sca_status');
  if (!details) return { status: 'not_started' };
  const charity = await deps.db.knex<AssocsRow>('assocs').where({ id: assocId }).first('mangopay_user_id');
  if (!charity?.mangopay_user_id) return { status: 'not_started' };
  const { active } = await providerUser(deps, charity.mangopay_user_id);
  const status: ScaStatus = active ? 'active' : details.sca_status === 'active' ? 'pending' : details.sca_status;
  if (status !== details.sca_status) await storeStatus(deps, assocId, status);
  return { status };
}

/** The provider's enrolment page for the representative, with our return page. */
export async function startScaEnrolment(deps: AppDeps, assocId: number): Promise<{ redirect_url: string }> {
  const details = await deps.db.knex<LegalDetailsRow>('charity_legal_details').where({ assoc_id: assocId }).first('sca_status');
  const charity = await deps.db.knex<AssocsRow>('assocs').where({ id: assocId }).first('mangopay_user_id');
  if (!details || !charity?.mangopay_user_id) throw legalDetailsMissing();
  const { active, redirectUrl } = await providerUser(deps, charity.mangopay_user_id);
  if (active) {
    await storeStatus(deps, assocId, 'active');
    throw conflict('L’authentification forte du représentant est déjà active.', 'sca_already_active');
  }
  if (!redirectUrl) throw providerDown();
  const url = scaRedirectUrl(redirectUrl, new URL(SCA_RETURN_PATH, deps.config.PUBLIC_URL).toString());
  await storeStatus(deps, assocId, 'pending');
  return { redirect_url: url };
}
