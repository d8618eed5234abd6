/** A live session of the caller as `GET /user/sessions` answers it (domain/account-security.ts). */
import type { OwnSession } from '../../domain/account-security';
import { iso } from '../db/iso-instant';
import type { OwnSessionRow } from './sessions.queries';

export function presentOwnSession(session: OwnSessionRow & { current: boolean }): OwnSession {
  return {
    id: Number(session.id),
    device: session.device,
    created_at: new Date(session.created_at).toISOString(),
    last_used_at: iso(session.last_used_at),
    expires_at: new Date(session.expires_at).toISOString(),
    current: session.current,
  };
}
