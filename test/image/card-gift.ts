/**
 * A card gift through a running server's HTTP API, as the PWA makes it: the card registered
 * (`POST /user/register_card`, the browser's post to the provider's tokenizer, `PUT
 * /user/register_card/{Id}`), then `POST /cagnottes/{id}/donations`. The pot and the signed-in donor are
 * written straight into the database (the test factories), as the other tests' setups do.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { systemClock } from '../../api/clock';
import { cardDonationBody, FRICTIONLESS_CARD } from '../../api/payments/donations/testing/donation-flows';
import { insertPot, referenceIds } from '../../api/pots/testing/pot-factories';
import { bearer, buildUser, signInAs } from '../factories';
import { tokenize } from '@entraide/mangopay-sandbox/testing';

/** An open pot for the first charity (its wallet opened by the web process) and a signed-in donor. */
export async function openPotWithDonor(knex: Knex): Promise<{ potId: number; donor: { email: string; token: string } }> {
  const ids = await referenceIds(knex);
  const organiser = await buildUser(knex, { firstname: 'Olivia', name: 'Organisatrice' });
  const potId = await insertPot(knex, {
    created_by_id: organiser.id,
    event_type_id: ids.privateEvent,
    assoc_id: ids.charity,
    name: 'Les 40 ans de Paul',
    closing_day: '2027-06-30',
  });
  const donor = await buildUser(knex, { firstname: 'Lucie', name: 'Bernard' });
  return { potId, donor: { email: donor.email, token: await signInAs(knex, systemClock, donor) } };
}

async function json(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Registers the frictionless test card and gives `amount` cents with it: the donation's answer. */
export async function giveByCard(baseUrl: string, token: string, potId: number, amount: number) {
  const api = `${baseUrl}/api/v1`;
  const started = await json(await fetch(`${api}/user/register_card`, { method: 'POST', headers: bearer(token) }));
  if (started.status !== 200) throw new Error(`register_card: ${started.status} ${JSON.stringify(started.body)}`);
  const registration = started.body as unknown as Parameters<typeof tokenize>[0] & { Id: string };
  const { text } = await tokenize(registration, { number: FRICTIONLESS_CARD });
  const headers = { ...bearer(token), 'Content-Type': 'application/json' };
  const finished = await json(
    await fetch(`${api}/user/register_card/${registration.Id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ registration_data: text }),
    }),
  );
  if (finished.status !== 200) throw new Error(`register_card/{Id}: ${finished.status} ${JSON.stringify(finished.body)}`);
  return json(
    await fetch(`${api}/cagnottes/${potId}/donations`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': `image-${randomUUID()}` },
      body: JSON.stringify(cardDonationBody({ amount, cardId: String(finished.body.card_id) })),
    }),
  );
}
