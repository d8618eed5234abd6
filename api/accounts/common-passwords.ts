/**
 * The common-password rule of a new password (issue 43): a password found in zxcvbn-ts's list of the
 * most common passwords (@zxcvbn-ts/language-common, about 49,000 from public leaks, shipped in the
 * package: no network) is refused, whatever its case. The list stays on the server: the PWA shows the
 * rule (NEW_PASSWORD_HINT) and puts this 422 on the field. Built on first use (a few tens of ms).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES } from '../../domain/messages';
import { unprocessable } from '../http/errors';

export const PASSWORD_TOO_COMMON_CODE = 'password_too_common';

let common: Set<string> | undefined;

/** True when the password, compared case-insensitively, is on the list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Throws the 422 of a common new password, on `field` (`password` unless said otherwise). */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw unprocessable([{ code: PASSWORD_TOO_COMMON_CODE, detail: PASSWORD_MESSAGES.passwordTooCommon, field }]);
  }
}
