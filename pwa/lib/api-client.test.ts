import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  firstErrorMessage,
  GENERIC_ERROR_MESSAGE,
  NotFoundError,
  OfflineError,
  setAuthTokenGetter,
  ThrottledError,
  UnauthorizedError,
  ValidationError,
} from './api-client';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function mockFetch(response: Response | Error) {
  const fn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function sentHeaders(fn: ReturnType<typeof mockFetch>): Record<string, string> {
  return (fn.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthTokenGetter(() => null);
});

describe('api client', () => {
  it('calls /api/v1 with JSON and returns the parsed body', async () => {
    const fn = mockFetch(jsonResponse(200, [{ id: 1, name: 'Femme' }]));
    await expect(api.get('/assoc_categories', { query: { page: 1, q: undefined } })).resolves.toEqual([{ id: 1, name: 'Femme' }]);
    expect(fn.mock.calls[0]?.[0]).toBe('/api/v1/assoc_categories?page=1');
  });

  it('sends the session token as a Bearer token', async () => {
    setAuthTokenGetter(() => 'tok-123');
    const fn = mockFetch(jsonResponse(200, {}));
    await api.get('/user');
    expect(sentHeaders(fn).Authorization).toBe('Bearer tok-123');
  });

  it('maps 422 to a ValidationError with the French message of each field', async () => {
    mockFetch(
      jsonResponse(422, {
        errors: [
          { code: 'too_short', detail: 'Le nom doit contenir au moins 3 caractères', field: 'name' },
          { code: 'required', detail: 'La date de clôture est obligatoire', field: 'closing_date' },
          { code: 'too_short', detail: 'Un second message sur le nom', field: 'name' },
        ],
      }),
    );
    const err = await api.post('/user/cagnottes', { charity_pot: { name: 'A' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).fields).toEqual({
      name: 'Le nom doit contenir au moins 3 caractères',
      closing_date: 'La date de clôture est obligatoire',
    });
    expect(firstErrorMessage(err)).toBe('Le nom doit contenir au moins 3 caractères');
  });

  it('maps 401 to UnauthorizedError and 404 to NotFoundError', async () => {
    mockFetch(jsonResponse(401, { errors: [{ code: 'unauthorized', detail: 'E-mail ou mot de passe incorrect' }] }));
    const unauthorized = await api.post('/user/auth', { email: 'a@b.fr', password: 'x' }).catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(UnauthorizedError);
    expect((unauthorized as ApiError).status).toBe(401);
    expect(firstErrorMessage(unauthorized)).toBe('E-mail ou mot de passe incorrect');

    mockFetch(jsonResponse(404, { errors: [] }));
    await expect(api.get('/user/donations/9')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('maps 429 to ThrottledError with Retry-After in seconds', async () => {
    mockFetch(jsonResponse(429, { errors: [{ code: 'throttled', detail: 'Trop de tentatives' }] }, { 'Retry-After': '42' }));
    const err = await api.post('/user/pwd/reset', { email: 'a@b.fr' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ThrottledError);
    expect((err as ThrottledError).retryAfter).toBe(42);
  });

  it('turns a network failure into an OfflineError with a French message', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const err = await api.get('/assocs').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OfflineError);
    expect(firstErrorMessage(err)).toMatch(/hors ligne|injoignable/);
  });

  it('falls back to the generic message when the body is not the error list', async () => {
    mockFetch(new Response('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }));
    const err = await api.get('/cagnottes/1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(firstErrorMessage(err)).toBe(GENERIC_ERROR_MESSAGE);
    expect(firstErrorMessage(new Error('boom'))).toBe("Une erreur s'est produite, réessayez plus tard");
  });

  it('adds an Idempotency-Key to POST requests, and keeps the one passed by the caller', async () => {
    let fn = mockFetch(jsonResponse(201, { id: 7 }));
    await api.post('/cagnottes/7/donations', { charity_donation: { amount: 1000 } });
    const generated = sentHeaders(fn)['Idempotency-Key'];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);

    fn = mockFetch(jsonResponse(201, { id: 7 }));
    await api.post('/cagnottes/7/donations', {}, { idempotencyKey: 'retry-key-0123456789' });
    expect(sentHeaders(fn)['Idempotency-Key']).toBe('retry-key-0123456789');

    fn = mockFetch(jsonResponse(200, {}));
    await api.get('/cagnottes/7');
    expect(sentHeaders(fn)['Idempotency-Key']).toBeUndefined();
  });
});
