/**
 * `PUT /user/cagnottes/{id}/banner`: the organiser's new banner. The caller's right is checked first
 * (creator of an open pot), then the image is checked and re-encoded outside any transaction
 * (pot-images.ts), its files are stored, and the pot is pointed at them in a transaction that checks
 * the right again. The files of the previous banner are removed afterwards (best effort); the files
 * just written are removed if the pot could not be updated.
 */
import { IMAGE_MISSING_MESSAGE } from '../../domain/pot-images';
import type { PublicPot } from '../../domain/public-pot';
import type { AppDeps } from '../app-deps';
import type { SessionUser } from '../http/auth';
import { fieldError, notPotOwner, potClosed, potNotFound } from './pot-errors';
import { encodeBanner, ImageRejected } from './pot-images';
import { potIsClosed } from './pots.presenter';
import { findPotRow, updatePot, type StoredImageFile } from './pots.queries';
import { changeOwnPot, readPot } from './pots.service';
import type { UploadedFile } from '../storage/multipart';
import type { PotFileStore } from './pot-file-store';

/** The multipart field of the banner (spec §7). */
export const BANNER_FIELD = 'charity_pot[banner]';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger'>;

/** Removes stored files, logging what could not be removed. */
export async function removeFiles(deps: Pick<AppDeps, 'logger'>, store: PotFileStore, files: readonly StoredImageFile[]): Promise<void> {
  await Promise.all(
    files.map((file) => store.remove(file.key).catch((err: unknown) => deps.logger.warn({ err, key: file.key }, 'pot image not removed'))),
  );
}

/** Checks, encodes and stores the banner, then points the pot at it. */
export async function replaceBanner(
  deps: Deps,
  store: PotFileStore,
  caller: Pick<SessionUser, 'id' | 'roleId'>,
  potId: number,
  file: UploadedFile | undefined,
): Promise<PublicPot> {
  const pot = await findPotRow(deps.db.knex, potId);
  if (!pot || !pot.is_active) throw potNotFound();
  if (Number(pot.created_by_id) !== caller.id) throw notPotOwner();
  if (potIsClosed(pot, deps.clock.now())) throw potClosed();
  if (!file || file.bytes.byteLength === 0) throw fieldError(BANNER_FIELD, IMAGE_MISSING_MESSAGE, 'required');

  let encoded;
  try {
    encoded = await encodeBanner(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  } catch (err) {
    if (err instanceof ImageRejected) throw fieldError(BANNER_FIELD, err.message);
    throw err;
  }
  const files: StoredImageFile[] = await Promise.all(
    encoded.map(async (image) => ({
      key: await store.put('banners', image.data, image.extension),
      width: image.width,
      height: image.height,
      type: image.type,
    })),
  );

  let previous: StoredImageFile[] | null = null;
  try {
    await changeOwnPot(deps, caller, potId, async (trx, row, now) => {
      previous = row.banner_images;
      await updatePot(trx, potId, { banner_images: files, updated_at: now });
    });
  } catch (err) {
    await removeFiles(deps, store, files);
    throw err;
  }
  if (previous) await removeFiles(deps, store, previous);
  return readPot(deps, potId, caller.id);
}
