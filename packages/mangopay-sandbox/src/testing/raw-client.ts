/**
 * Test helper: plain HTTP (fetch) against the emulator, to check what any client of Mangopay's REST API
 * sees (status, headers, bodies) without the SDK in between.
 */
export interface RawClient {
  clientId: string;
  token: string;
  /** fetch `/v2.01/{clientId}{path}` with the bearer token; JSON in and out. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<RawAnswer>;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: any;
}

export async function requestToken(baseUrl: string, clientId: string, apiKey: string): Promise<RawAnswer> {
  const response = await fetch(`${baseUrl}/v2.01/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${apiKey}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export async function rawRequest(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body };
}

export async function rawClient(baseUrl: string, clientId: string, apiKey: string): Promise<RawClient> {
  const answer = await requestToken(baseUrl, clientId, apiKey);
  if (answer.status !== 200) throw new Error(`token refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  const token = String(answer.body.access_token);
  return {
    clientId,
    token,
    call: (method, path, body, headers = {}) =>
      rawRequest(`${baseUrl}/v2.01/${clientId}${path}`, { method, body, headers: { Authorization: `Bearer ${token}`, ...headers } }),
  };
}

/** A valid natural PAYER body (https://docs.mangopay.com/api-reference/users/create-natural-user). */
export function naturalPayer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    PersonType: 'NATURAL',
    UserCategory: 'PAYER',
    TermsAndConditionsAccepted: false,
    FirstName: 'Alex',
    LastName: 'Smith',
    Email: 'alex.smith@example.com',
    Address: { AddressLine1: '3 rue de la Cité', City: 'Paris', PostalCode: '75004', Country: 'FR' },
    ...overrides,
  };
}
