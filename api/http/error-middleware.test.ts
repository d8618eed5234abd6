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

  it('answers 400 in French to a PostgreSQL data exception (a NUL byte, a number out of range)', () => {
    for (const code of ['22021', '22P05', '22003', '22P02', '22008']) {
      const http = toHttpError(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }));
      expect(http.status, code).toBe(400);
      expect(http.errors).toEqual([{ code: 'invalid_value', detail: 'Une valeur envoyée n’est pas valide' }]);
    }
    expect(toHttpError(Object.assign(new Error('deadlock'), { code: '40P01' })).status).toBe(500);
  });

  it('gives zod rules without a message of their own a French one, and keeps the schemas’ own', () => {
    const schema = z.object({ amount: z.number(), kind: z.enum(['CARD']), name: z.string().min(1, 'Le nom est obligatoire') });
    const result = schema.safeParse({ amount: 'beaucoup', kind: 'CASH', name: '' });
    expect(toHttpError(result.error).errors).toEqual([
      { code: 'invalid_type', detail: 'Ce champ n’a pas le format attendu', field: 'amount' },
      { code: 'invalid_value', detail: 'Cette valeur n’est pas acceptée', field: 'kind' },
      { code: 'too_small', detail: 'Le nom est obligatoire', field: 'name' },
    ]);
    const missing = z.object({ user: z.object({ email: z.string() }) }).safeParse({});
    expect(toHttpError(missing.error).errors).toEqual([{ code: 'invalid_type', detail: 'Ce champ est obligatoire', field: 'user' }]);
  });

  it('keeps an HttpError as thrown', () => {
    const err = new HttpError(403, [{ code: 'forbidden', detail: 'Non' }]);
    expect(toHttpError(err)).toBe(err);
  });
});
