/** The deployment tests' world, made through the API (nginx): accounts, pots, cards; and the database's reference ids. */
import type { Knex } from 'knex';
import { tokenize } from '@entraide/mangopay-sandbox/testing';
import { privateSignup } from '../accounts-fixtures';
import type { Call, CallOptions } from './client';

/** A day some weeks ahead, as the pot form sends it. */
export const closingDay = (days = 40) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Fails with the answer when it is not a success. */
export async function ok(call: Call, method: string, path: string, options: CallOptions = {}) {
  const answer = await call(method, path, options);
  if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

export const signUp = async (call: Call, email: string, options: CallOptions = {}) =>
  (await ok(call, 'POST', '/api/v1/user/signup/private', { ...options, json: { user: privateSignup({ email }) } })).body
    .auth_token as string;

export const potBody = (ids: { event: number; charity: number }) => ({
  charity_pot: {
    name: 'Le trail des copains',
    description: '<p>Nous courons pour une association.</p>',
    closing_date: closingDay(),
    event_type_id_id: ids.event,
    assoc_id_id: ids.charity,
  },
});

/** `POST /user/register_card`, the browser's post to the emulator's tokenizer, `PUT /user/register_card/{Id}`: the card id. */
export async function registerCard(
  call: Call,
  token: string,
  number: string,
  pins: [CallOptions, CallOptions] = [{}, {}],
): Promise<string> {
  const registration = await ok(call, 'POST', '/api/v1/user/register_card', { ...pins[0], token });
  const { text } = await tokenize(registration.body, { number }, new Date());
  const card = await ok(call, 'PUT', `/api/v1/user/register_card/${registration.body.Id}`, {
    ...pins[1],
    token,
    json: { registration_data: text },
  });
  return card.body.card_id as string;
}

/** A personal event type and active charities with a wallet that issue receipts (the demo seed's). */
export async function referenceIds(db: Knex, charities = 1) {
  const event = await db('event_types').where({ category: 'particulier' }).orderBy('id').first('id');
  const rows = await db('assocs')
    .where({ active: true, cerfa_type: 'GENERATED' })
    .whereNotNull('mangopay_wallet_id')
    .whereIn('id', db('assoc_receipt_profiles').select('assoc_id'))
    .orderBy('id')
    .limit(charities)
    .select('id', 'mangopay_wallet_id');
  return { event: event.id as number, charities: rows.map((r) => ({ id: r.id as number, walletId: r.mangopay_wallet_id as string })) };
}
