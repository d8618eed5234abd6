/**
 * What the profile's security calls answer (api/accounts/sessions.presenter.ts and email-change.service.ts
 * write them, pwa/features/profile/api/security-requests.ts reads them): the caller's live sessions and the
 * e-mail change waiting for its link. Instants are ISO 8601 strings in UTC.
 */

/** One of `GET /user/sessions`: `current` marks the session of the request itself. */
export interface OwnSession {
  id: number;
  device: string | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
  current: boolean;
}

/** `GET /user/email/pending` answers `{pending_email: PendingEmail | null}`. */
export interface PendingEmail {
  email: string;
  requested_at: string;
  expires_at: string;
}
