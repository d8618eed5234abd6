import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ibanSchema } from '../../domain/bank';
import { toHttpError } from './error-middleware';
import { HttpError } from './errors';

describe('toHttpError', () => {
  it('turns a domain validation failure into 422 with the field, the machine code and the French text', () => {
    const result = z.object({ iban: ibanSchema }).safeParse({ iban: 'FR7630004000031234567890144' });
    expect(result.success).toBe(false);
    const http = toHttpError(result.error);
    expect(http.status).toBe(422);
    expect(http.errors).toEqual([{ code: 'IBAN_INVALID', detail: 'Votre IBAN est invalide', field: 'iban' }]);
  });

  it('maps a PostgreSQL unique violation to 409 and hides anything unknown behind a French 500', () => {
    expect(toHttpError(Object.assign(new Error('dup'), { code: '23505' })).status).toBe(409);
    const hidden = toHttpError(new Error('secret table name'));
    expect(hidden.status).toBe(500);
    expect(hidden.errors[0]?.detail).toBe("Une erreur s'est produite, réessayez plus tard");
  });

  it('keeps an HttpError as thrown', () => {
    const err = new HttpError(403, [{ code: 'forbidden', detail: 'Non' }]);
    expect(toHttpError(err)).toBe(err);
  });
});
