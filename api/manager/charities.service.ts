/**
 * Charities in the manager area: list and read (inactive ones included), create, edit (fields, tax
 * rates, certification, receipt type GENERATED or SENT_BY_ASSOC), activate or deactivate. Every change
 * is written with its audit entry in one transaction. A new charity gets its provider user and escrow
 * wallet from the charity-wallets job (the same code as start-up).
 */
import {
  charityCreateSchema,
  charityEditSchema,
  RESERVED_CHARITY_URLS,
  RESERVED_URL_MESSAGE,
  type CharityEdit,
} from '../../domain/charity-input';
import type { ManagerCharity } from '../../domain/manager-types';
import { foldForSearch, slugify } from '../../domain/text';
import type { AppDeps } from '../app-deps';
import type { AssocCategoriesRow, AssocsRow, AssocTaxRatesRow, CertificationsRow, CountriesRow, RegionsRow } from '../db/tables.generated';
import { insertedId } from '../db/inserted-id';
import { sanitizeDescription } from '../pots';
import { recordAudit } from '../audit';
import { charityNotFound, fieldInvalid } from '../http/back-office-errors';
import { findManagerCharity } from './charities.queries';

export const CHARITY_WALLETS_JOB = 'manager.charity-wallets';

function columnsOf(input: CharityEdit): Record<string, unknown> {
  const { tax_rates: _rates, about, actions, name, ...rest } = input;
  const columns: Record<string, unknown> = { ...rest };
  if (name !== undefined) Object.assign(columns, { name, search_name: foldForSearch(name) });
  if (about !== undefined) columns.about = about === null ? null : sanitizeDescription(about);
  if (actions !== undefined) columns.actions = actions === null ? null : sanitizeDescription(actions);
  return columns;
}

async function checkReferences(knex: AppDeps['db']['knex'], input: CharityEdit): Promise<void> {
  if (input.category_id !== undefined && !(await knex<AssocCategoriesRow>('assoc_categories').where({ id: input.category_id }).first('id')))
    throw fieldInvalid('category_id', 'Catégorie inconnue');
  if (input.region_id && !(await knex<RegionsRow>('regions').where({ id: input.region_id }).first('id')))
    throw fieldInvalid('region_id', 'Région inconnue');
  if (input.country_iso && !(await knex<CountriesRow>('countries').where({ alpha2: input.country_iso }).first('alpha2')))
    throw fieldInvalid('country_iso', 'Pays inconnu');
  if (
    input.certification_code &&
    !(await knex<CertificationsRow>('certifications').where({ code: input.certification_code }).first('code'))
  )
    throw fieldInvalid('certification_code', 'Certification inconnue');
}

async function writeTaxRates(trx: AppDeps['db']['knex'], assocId: number, rates: CharityEdit['tax_rates']): Promise<void> {
  if (!rates) return;
  for (const rate of rates) {
    await trx<AssocTaxRatesRow>('assoc_tax_rates')
      .insert({ assoc_id: assocId, assoc_type: rate.assoc_type, percent: rate.value })
      .onConflict(['assoc_id', 'assoc_type'])
      .merge();
  }
}

export async function createCharity(deps: AppDeps, body: unknown, actorId: number): Promise<ManagerCharity> {
  const input = charityCreateSchema.parse(body);
  const knex = deps.db.knex;
  await checkReferences(knex, input);
  const url = input.url ?? slugify(input.name);
  // A name whose slug is reserved (a charity named « Espace ») gets a page address of its own choosing.
  if (RESERVED_CHARITY_URLS.includes(url)) throw fieldInvalid('url', RESERVED_URL_MESSAGE, 'url_reserved');
  if (await knex<AssocsRow>('assocs').where({ url }).first('id'))
    throw fieldInvalid('url', 'Cette adresse est déjà prise par une autre association', 'url_taken');
  const now = deps.clock.now();
  const id = await knex.transaction(async (trx) => {
    const assocId = insertedId(
      await trx<AssocsRow>('assocs')
        .insert({ ...columnsOf(input), url, created_at: now, updated_at: now })
        .returning('id'),
    );
    await writeTaxRates(trx, assocId, input.tax_rates);
    await recordAudit(
      trx,
      { actorId, action: 'charity.created', entityType: 'charity', entityId: assocId, details: { ...input, url } },
      now,
    );
    return assocId;
  });
  await deps.jobs.send(CHARITY_WALLETS_JOB, {});
  return (await findManagerCharity(knex, id)) as ManagerCharity;
}

export async function updateCharity(deps: AppDeps, assocId: number, body: unknown, actorId: number): Promise<ManagerCharity> {
  const input = charityEditSchema.parse(body);
  const knex = deps.db.knex;
  const before = await findManagerCharity(knex, assocId);
  if (!before) throw charityNotFound();
  await checkReferences(knex, input);
  if (input.url && input.url !== before.url && (await knex<AssocsRow>('assocs').where({ url: input.url }).first('id')))
    throw fieldInvalid('url', 'Cette adresse est déjà prise par une autre association', 'url_taken');
  const now = deps.clock.now();
  await knex.transaction(async (trx) => {
    const columns = columnsOf(input);
    if (Object.keys(columns).length > 0)
      await trx<AssocsRow>('assocs')
        .where({ id: assocId })
        .update({ ...columns, updated_at: now });
    await writeTaxRates(trx, assocId, input.tax_rates);
    const changed = Object.fromEntries(
      Object.entries(input).map(([k, v]) => [k, { from: (before as unknown as Record<string, unknown>)[k] ?? null, to: v }]),
    );
    await recordAudit(trx, { actorId, action: 'charity.updated', entityType: 'charity', entityId: assocId, details: changed }, now);
  });
  return (await findManagerCharity(knex, assocId)) as ManagerCharity;
}

export async function setCharityActive(deps: AppDeps, assocId: number, active: boolean, actorId: number): Promise<ManagerCharity> {
  const knex = deps.db.knex;
  const now = deps.clock.now();
  await knex.transaction(async (trx) => {
    const row = await trx<AssocsRow>('assocs').where({ id: assocId }).forUpdate().first('active');
    if (!row) throw charityNotFound();
    if (row.active === active) return;
    await trx<AssocsRow>('assocs').where({ id: assocId }).update({ active, updated_at: now });
    await recordAudit(
      trx,
      { actorId, action: active ? 'charity.activated' : 'charity.deactivated', entityType: 'charity', entityId: assocId },
      now,
    );
  });
  return (await findManagerCharity(knex, assocId)) as ManagerCharity;
}
