/**
 * Pots: creation, update, early closing by the organiser, and the public read. Rules enforced here:
 * a private account creates personal pots and an enterprise account company pots (403 otherwise); only
 * the creator edits or closes, and only while the pot is open (403 otherwise, nothing changed); the
 * charity must be active and the event type of the pot's kind; `is_locked` exists only on company
 * pots; the description is sanitized before its length is checked; the closing day is stored as the
 * end of that day in Paris (tomorrow's when absent); the charity no longer changes once the pot has gifts
 * for it (409, pot-charity.ts). Banners: pot-banner.service.ts.
 */
import type { Knex } from 'knex';
import { POT_TYPES } from '../../domain/constants';
import { potDescriptionSchema } from '../../domain/pot-fields';
import { canCreatePotType, defaultClosingDate, potSaveSchema } from '../../domain/pot-save';
import { closingDateToIso } from '../../domain/closing-date';
import type { Association } from '../../domain/directory';
import type { PublicPot } from '../../domain/public-pot';
import { POT_MESSAGES } from '../../domain/messages';
import { roleName } from '../../domain/role-names';
import type { AppDeps } from '../app-deps';
import { readerOf } from '../db/database';
import { findCharityById, presentCharity } from '../directory';
import type { SessionUser } from '../http/auth';
import { encodeJson } from '../http/json-body';
import type { MicroCache } from '../http/micro-cache';
import { announcePotChange } from '../ledger';
import { fieldError, notPotOwner, potClosed, potNotFound, POT_API_MESSAGES, wrongAccountType } from './pot-errors';
import { potIsClosed, presentPot } from './pots.presenter';
import { findEventTypeCategory, findPotDetails, findPotRow, insertPot, updatePot, type PotDetailsRow, type PotRow } from './pots.queries';
import { assertCharityMayChange } from './pot-charity';
import { sanitizeDescription } from './rich-text.sanitizer';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Caller = Pick<SessionUser, 'id' | 'roleId'>;

/** The `charity_pot` body, checked, with the sanitized description and the closing instant. */
async function readPotInput(knex: Knex, body: unknown, now: Date, potType?: 0 | 1) {
  const input = potSaveSchema({ today: now, closingDateOptional: true }).parse(body);
  const kind = potType ?? input.pot_type;
  const description = sanitizeDescription(input.description);
  const described = potDescriptionSchema.safeParse(description);
  if (!described.success) throw fieldError('description', described.error.issues[0]?.message ?? POT_MESSAGES.descriptionRequired);
  if (input.is_locked === true && kind !== POT_TYPES.company) throw fieldError('is_locked', POT_API_MESSAGES.lockedForCompanies);
  const category = await findEventTypeCategory(knex, input.event_type_id_id);
  if (category === undefined) throw fieldError('event_type_id_id', POT_MESSAGES.eventTypeRequired);
  if ((category === 'entreprise') !== (kind === POT_TYPES.company)) throw fieldError('event_type_id_id', POT_API_MESSAGES.eventTypeInvalid);
  if (!(await findCharityById(knex, input.assoc_id_id))) throw fieldError('assoc_id_id', POT_MESSAGES.charityRequired);
  return {
    potType: kind,
    resetBanner: input.reset_banner === true,
    values: {
      name: input.name.trim(),
      description,
      closing_date: new Date(closingDateToIso(input.closing_date ?? defaultClosingDate(now))),
      event_type_id: input.event_type_id_id,
      assoc_id: input.assoc_id_id,
      color: kind === POT_TYPES.company ? (input.color ?? null) : null,
      is_locked: kind === POT_TYPES.company && input.is_locked === true,
    },
  };
}

/** What the public read of a pot is made of, before it is presented to a caller (and what its cache keeps). */
export interface PotReadModel {
  row: PotDetailsRow;
  charity: Association;
  /** The answer for callers who may not edit it, as UTF-8 JSON, and whether the pot was closed when it was made. */
  publicJson?: { closed: boolean; json: Buffer };
}

/** The pot's row and charity; 404 when it is missing, inactive, or its charity is no longer active. */
export async function loadPotReadModel(knex: Knex, id: number): Promise<PotReadModel> {
  const row = await findPotDetails(knex, id);
  if (!row || !row.is_active) throw potNotFound();
  const charity = await findCharityById(knex, row.assoc_id);
  if (!charity) throw potNotFound();
  return { row, charity: presentCharity(charity) };
}

/** The pot as the caller sees it, read now; 404 when it is missing, inactive, or its charity is no longer active. */
export async function readPot(deps: Deps, id: number, userId?: number): Promise<PublicPot> {
  const { row, charity } = await loadPotReadModel(deps.db.knex, id);
  return presentPot(row, charity, { userId, now: deps.clock.now() });
}

/**
 * `GET /cagnottes/{id}`, as JSON: readPot's answer, with the row and charity taken from `cache` (a
 * micro-cache of a second in production, api/http/micro-cache.ts). `closed` and `can_edit` are those of
 * this caller at this instant; the answer of callers who may not edit (everyone but the organiser) is
 * serialized and encoded once per cached read (docs/decisions/0457) and again only when `closed` changes.
 */
export async function readPublicPotJson(
  deps: Deps,
  cache: MicroCache<number, PotReadModel>,
  id: number,
  userId?: number,
): Promise<string | Buffer> {
  // A visitor's read may come from the replica (a second late at most); a signed-in caller's, who may
  // just have edited the pot, from the primary (docs/scaling.md, Read replicas).
  const model =
    userId === undefined ? await cache.get(id, () => loadPotReadModel(readerOf(deps.db), id)) : await loadPotReadModel(deps.db.knex, id);
  const now = deps.clock.now();
  if (userId !== undefined && Number(model.row.created_by_id) === userId) {
    return JSON.stringify(presentPot(model.row, model.charity, { userId, now }));
  }
  const closed = potIsClosed(model.row, now);
  if (model.publicJson?.closed !== closed) {
    model.publicJson = { closed, json: encodeJson(presentPot(model.row, model.charity, { now })) };
  }
  return model.publicJson.json;
}

/** The public pot with its charity, or undefined (the server-rendered pot page uses this). */
export async function findPublicPot(deps: Deps, id: number): Promise<PublicPot | undefined> {
  const model = await loadPotReadModel(readerOf(deps.db), id).catch(() => undefined);
  return model && presentPot(model.row, model.charity, { now: deps.clock.now() });
}

/** `POST /user/cagnottes`: a new pot of the caller's kind. */
export async function createPot(deps: Deps, caller: Caller, body: unknown): Promise<PublicPot> {
  const now = deps.clock.now();
  const input = await readPotInput(deps.db.knex, body, now);
  if (!canCreatePotType(roleName(caller.roleId), input.potType)) throw wrongAccountType();
  const id = await insertPot(deps.db.knex, {
    ...input.values,
    created_by_id: caller.id,
    pot_type: input.potType,
    created_at: now,
    updated_at: now,
  });
  return readPot(deps, id, caller.id);
}

/**
 * Locks the pot and checks the caller may change it: 404 when missing or inactive, 403 when the caller
 * is not its creator or when it is closed. Runs `change` in the same transaction.
 */
export async function changeOwnPot<T>(
  deps: Deps,
  caller: Caller,
  id: number,
  change: (trx: Knex.Transaction, row: PotRow, now: Date) => Promise<T>,
): Promise<T> {
  return deps.db.knex.transaction(async (trx) => {
    const row = await findPotRow(trx, id, { forUpdate: true });
    if (!row || !row.is_active) throw potNotFound();
    if (Number(row.created_by_id) !== caller.id) throw notPotOwner();
    const now = deps.clock.now();
    if (potIsClosed(row, now)) throw potClosed();
    return change(trx, row, now);
  });
}

/** `PUT /user/cagnottes/{id}`: new details; `reset_banner` returns to the charity's banner. */
export async function updatePotDetails(deps: Deps, caller: Caller, id: number, body: unknown, onBannerDropped?: (row: PotRow) => void) {
  const dropped = await changeOwnPot(deps, caller, id, async (trx, row, now) => {
    const input = await readPotInput(trx, body, now, row.pot_type === 1 ? 1 : 0);
    if (input.values.assoc_id !== Number(row.assoc_id)) await assertCharityMayChange(trx, id);
    const resetBanner = input.resetBanner && row.banner_images !== null;
    await updatePot(trx, id, { ...input.values, ...(resetBanner ? { banner_images: null } : {}), updated_at: now });
    return resetBanner ? row : undefined;
  });
  if (dropped) onBannerDropped?.(dropped);
  return readPot(deps, id, caller.id);
}

/** `POST /user/cagnottes/{id}/close`: the organiser ends the collection now. */
export async function closePot(deps: Deps, caller: Caller, id: number): Promise<PublicPot> {
  await changeOwnPot(deps, caller, id, async (trx, _row, now) => {
    await updatePot(trx, id, { closed_at: now, updated_at: now });
    await announcePotChange(trx, id); // its live streams end
  });
  return readPot(deps, id, caller.id);
}
