/**
 * A charity's images, uploaded by a manager (multipart, field `file`): `logo` and `banner` replace the
 * previous one (deleted from storage), `diaporama` adds a slide at the end; a slide is removed by id.
 * The domain's image rules apply (jpg, jpeg or png, 2 MB) and the bytes are re-encoded as PNG.
 */
import { imageFileError } from '../../domain/files';
import { FILE_MESSAGES } from '../../domain/messages';
import type { ManagerCharity } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import type { AssocMediaRow, AssocsRow } from '../db/tables.generated';
import { notFound, unprocessable } from '../http/errors';
import type { UploadedFile } from '../storage/multipart';
import { UnreadableImageError } from '../storage/storage';
import { recordAudit } from '../audit';
import { charityNotFound } from '../http/back-office-errors';
import { findManagerCharity } from './charities.queries';

export const MEDIA_KINDS = ['logo', 'banner', 'diaporama'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_FIELD = 'file';
const MAX_WIDTH: Record<MediaKind, number> = { logo: 512, banner: 1960, diaporama: 1600 };
const COLUMN = { logo: 'logo_path', banner: 'banner_path' } as const;

const fileError = (detail: string) => unprocessable([{ code: 'invalid_file', detail, field: MEDIA_FIELD }]);
const urlOf = (key: string) => `/uploads/${key}`;
const keyOf = (url: string | null) => (url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null);

export async function addCharityMedia(
  deps: AppDeps,
  assocId: number,
  kind: MediaKind,
  file: UploadedFile | undefined,
  actorId: number,
): Promise<ManagerCharity> {
  const knex = deps.db.knex;
  const charity = await knex<AssocsRow>('assocs').where({ id: assocId }).first('id', 'logo_path', 'banner_path');
  if (!charity) throw charityNotFound();
  if (!file || file.size === 0) throw fileError('Merci de choisir une image');
  const refused = imageFileError(file);
  if (refused) throw fileError(refused);
  let key: string;
  try {
    key = await deps.storage.saveImage(file.bytes, { folder: 'charities', maxWidth: MAX_WIDTH[kind] });
  } catch (err) {
    if (err instanceof UnreadableImageError) throw fileError(FILE_MESSAGES.imageTypeInvalid);
    throw err;
  }
  const now = deps.clock.now();
  let previous: string | null = null;
  await knex.transaction(async (trx) => {
    if (kind === 'diaporama') {
      const last = await trx<AssocMediaRow>('assoc_media')
        .where({ assoc_id: assocId, kind })
        .max('position as max')
        .first<{ max: AssocMediaRow['position'] | null } | undefined>();
      await trx<AssocMediaRow>('assoc_media').insert({ assoc_id: assocId, kind, position: Number(last?.max ?? -1) + 1, path: urlOf(key) });
    } else {
      previous = charity[COLUMN[kind]];
      await trx<AssocsRow>('assocs')
        .where({ id: assocId })
        .update({ [COLUMN[kind]]: urlOf(key), updated_at: now });
    }
    await recordAudit(
      trx,
      { actorId, action: `charity.media_${kind}_added`, entityType: 'charity', entityId: assocId, details: { path: urlOf(key) } },
      now,
    );
  });
  const old = keyOf(previous);
  if (old) await deps.storage.remove(old);
  return (await findManagerCharity(knex, assocId)) as ManagerCharity;
}

export async function removeCharityMedia(deps: AppDeps, assocId: number, mediaId: number, actorId: number): Promise<ManagerCharity> {
  const knex = deps.db.knex;
  const media = await knex<AssocMediaRow>('assoc_media').where({ id: mediaId, assoc_id: assocId }).first('id', 'path');
  if (!media) throw notFound('Cette image est introuvable', 'media_not_found');
  const now = deps.clock.now();
  await knex.transaction(async (trx) => {
    await trx<AssocMediaRow>('assoc_media').where({ id: mediaId }).delete();
    await recordAudit(
      trx,
      {
        actorId,
        action: 'charity.media_removed',
        entityType: 'charity',
        entityId: assocId,
        details: { media_id: mediaId, path: media.path },
      },
      now,
    );
  });
  const key = keyOf(media.path);
  if (key) await deps.storage.remove(key);
  return (await findManagerCharity(knex, assocId)) as ManagerCharity;
}
