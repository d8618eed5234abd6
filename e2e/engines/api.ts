/**
 * What the engine journeys prepare through the API (fetch, no browser): accounts, pots, a paid card
 * donation, the pot's figures, and the mail outbox of the server under test.
 */
import { tokenize } from '@entraide/mangopay-sandbox/testing';

export const PASSWORD = 'Solidaire-2026!';
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function api(baseUrl: string) {
  async function call(
    method: string,
    url: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text };
  }

  async function signUp(firstname = 'Camille'): Promise<{ token: string; email: string }> {
    const email = `engines.${unique()}@exemple.fr`;
    const res = await call('POST', '/api/v1/user/signup/private', {
      body: {
        user: {
          role_id: 1,
          email,
          firstname,
          name: 'Durand',
          gender: 'female',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          accept_conditions: true,
          birth_date: '1990-04-12',
          address_line_1: '12 rue de la Paix',
          post_code: '75002',
          city: 'Paris',
          country_iso: 'FR',
        },
      },
    });
    assert(res.status === 201, `sign-up: ${res.status} ${res.text}`);
    return { token: res.json.auth_token, email };
  }

  async function createPot(token: string, name = `Cagnotte ${unique()}`) {
    const evt = (await call('GET', '/api/v1/event_types')).json[0][0].id;
    const charity = (await call('GET', '/api/v1/assocs?page=1&per_page=12')).json[0].id;
    const closing = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await call('POST', '/api/v1/user/cagnottes', {
      token,
      headers: { 'Idempotency-Key': `engines-${unique()}-0000000000` },
      body: {
        charity_pot: {
          name,
          description: '<p>Pour mes 30 ans, je soutiens une <strong>association</strong>.</p>',
          closing_date: closing,
          event_type_id_id: evt,
          assoc_id_id: charity,
        },
      },
    });
    assert(res.status === 201, `pot: ${res.status} ${res.text}`);
    return res.json as { id: number; name: string };
  }

  async function potFigures(potId: number): Promise<{ total: number; donations: number }> {
    const pot = (await call('GET', `/api/v1/cagnottes/${potId}`)).json;
    return { total: pot.donations_total_amount, donations: pot.donations_count };
  }

  /** A card donation paid at once (the emulator's frictionless card, up to 50 €). */
  async function giveByCard(token: string, potId: number, amount: number): Promise<void> {
    const started = await call('POST', '/api/v1/user/register_card', { token });
    assert(started.status === 200, `register card: ${started.status}`);
    const { text } = await tokenize(started.json, { number: '4970107111111119' });
    const finished = await call('PUT', `/api/v1/user/register_card/${started.json.Id}`, { token, body: { registration_data: text } });
    assert(finished.status === 200, `finish card: ${finished.status}`);
    const res = await call('POST', `/api/v1/cagnottes/${potId}/donations`, {
      token,
      headers: { 'Idempotency-Key': `engines-${unique()}-000000` },
      body: {
        charity_donation: {
          amount,
          gift_entraide: 0,
          gift_creator: 0,
          is_visible: true,
          is_anonymous: false,
          is_main: false,
          browser_info: {
            language: 'fr-FR',
            user_agent: 'engines',
            color_depth: 24,
            screen_height: 844,
            screen_width: 390,
            timezone_offset: -60,
          },
          payment_info: { PaymentType: 'CARD', card_id: finished.json.card_id },
        },
      },
    });
    assert(res.json?.payment_status === 'SUCCEEDED', `donation: ${res.status} ${res.text}`);
  }

  /** The charities of the directory (reference data), in the directory's order. */
  async function charityIds(): Promise<number[]> {
    return ((await call('GET', '/api/v1/assocs?page=1&per_page=12')).json as Array<{ id: number }>).map((c) => c.id);
  }

  return { call, signUp, createPot, potFigures, giveByCard, charityIds };
}
export type Api = ReturnType<typeof api>;
