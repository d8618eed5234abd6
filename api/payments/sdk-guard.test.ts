/**
 * What the guard makes of the values the SDK rejects with, and the pay-in narrowing (PayIns.create
 * returns a union of every pay-in type).
 */
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './errors';
import { NETWORK_MARKER, narrowPayIn, toProviderError } from './sdk-guard';

describe('toProviderError', () => {
  it.each([
    [
      'an axios response with a Mangopay report',
      { status: 400, data: { Message: 'm', Type: 'param_error', Id: 'x#1', Date: 1, errors: { A: 'b' } } },
      { kind: 'provider', status: 400, type: 'param_error', fields: { A: 'b' }, providerErrorId: 'x#1' },
    ],
    [
      'a bare Mangopay report',
      { Message: 'm', Type: 'ressource_not_found', Id: 'y', Date: 1, errors: null },
      { kind: 'provider', status: undefined, type: 'ressource_not_found' },
    ],
    ['the SDK’s own timeout object', { Message: 'Request timed out', Code: 408 }, { kind: 'timeout' }],
    ['an OAuth refusal', { error: 'invalid_client' }, { kind: 'auth', status: 401, type: 'invalid_client' }],
    [
      'the network stand-in',
      { status: 0, data: { [NETWORK_MARKER]: true, code: 'ECONNREFUSED', message: 'x' } },
      { kind: 'network', code: 'ECONNREFUSED' },
    ],
    ['an axios timeout stand-in', { status: 0, data: { [NETWORK_MARKER]: true, code: 'ECONNABORTED', message: 'x' } }, { kind: 'timeout' }],
    ['a string', 'something odd', { kind: 'unexpected' }],
  ])('reads %s', (_label, reason, expected) => {
    const error = toProviderError('op', reason);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ operation: 'op', ...expected });
  });
});

describe('narrowPayIn', () => {
  it('returns a pay-in of the expected types and refuses any other', () => {
    const card = { Id: '1', PaymentType: 'CARD', ExecutionType: 'DIRECT' };
    expect(narrowPayIn<{ PaymentType: 'CARD'; ExecutionType: 'DIRECT' }>('op', card, 'CARD', 'DIRECT')).toBe(card);
    expect(() => narrowPayIn('op', { PaymentType: 'BANK_WIRE', ExecutionType: 'DIRECT' }, 'CARD', 'DIRECT')).toThrow(PaymentProviderError);
    expect(() => narrowPayIn('op', undefined, 'CARD', 'DIRECT')).toThrow(/expected a CARD\/DIRECT pay-in/);
  });
});
