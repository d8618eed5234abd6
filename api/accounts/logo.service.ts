/**
 * The company logo (`PUT /user/company/upload/logo`, multipart `entreprise[logo]`): the domain's file
 * rules (jpg, jpeg or png, 2 MB), then the bytes must decode as such an image; it is stored re-encoded
 * as a PNG of at most 512 px and replaces the previous one, which is deleted.
 */
import type { AppDeps } from '../app-deps';
import { logoFileError } from '../../domain/files';
import { FILE_MESSAGES } from '../../domain/messages';
import { forbidden, unprocessable } from '../http/errors';
import type { UploadedFile } from '../storage/multipart';
import { UnreadableImageError } from '../storage/storage';
import { accountNotFound } from './account-errors';
import { findAccount, updateEnterprise, type Account } from './users.queries';

export const LOGO_FIELD = 'entreprise[logo]';
/** Logos are stored within 512 x 512 pixels. */
const LOGO_MAX_SIDE = 512;

const logoError = (detail: string) => unprocessable([{ code: 'invalid_file', detail, field: LOGO_FIELD }]);

export async function replaceLogo(
  deps: Pick<AppDeps, 'db' | 'clock' | 'storage'>,
  userId: number,
  file: UploadedFile | undefined,
): Promise<Account> {
  const { knex } = deps.db;
  const account = await findAccount(knex, userId);
  if (!account) throw accountNotFound();
  if (!account.enterprise) throw forbidden('Seul un compte entreprise peut avoir un logo');
  if (!file || file.size === 0) throw logoError('Merci de choisir une image');
  const refused = logoFileError(file);
  if (refused) throw logoError(refused);
  let key: string;
  try {
    key = await deps.storage.saveImage(file.bytes, { folder: 'logos', maxWidth: LOGO_MAX_SIDE });
  } catch (err) {
    if (err instanceof UnreadableImageError) throw logoError(FILE_MESSAGES.imageTypeInvalid);
    throw err;
  }
  const previous = account.enterprise.logo_path;
  await updateEnterprise(knex, account.enterprise.id, { logo_path: key }, deps.clock.now());
  await deps.storage.remove(previous);
  return (await findAccount(knex, userId)) ?? account;
}
