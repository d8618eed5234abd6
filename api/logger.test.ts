/**
 * The product's logger (api/logger.ts) as an operator reads it: what it censors in a line's fields, what
 * it keeps of an error (and what an HTTP client or the payment SDK hangs on one), and the log context's
 * fields on every line written inside it, once.
 */
import { describe, expect, it } from 'vitest';
import { runInLogContext } from './log-context';
import { createLogger } from './logger';
import { PaymentProviderError } from './payments/errors';
import { toProviderError } from './payments/sdk-guard';

const IBAN = 'FR7630004000031234567890143';
const CARD = '4970105181818183';

function capture() {
  const written: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void written.push(line) });
  return { logger, text: () => written.join(''), lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the logger', () => {
  it('censors credentials, card data and IBANs in a line’s fields and one level down', () => {
    const { logger, text } = capture();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer s3cr3t-bearer', cookie: 'entraide_device=s3cr3t-cookie' } },
        res: { headers: { 'set-cookie': 's3cr3t-set-cookie' } },
        body: { password: 's3cr3t-password', token: 's3cr3t-token', quick_token: 's3cr3t-quick', IBAN, CardNumber: CARD, CardCvx: '123' },
        registration_data: 's3cr3t-registration',
      },
      'with secrets',
    );
    expect(text()).toContain('[caché]');
    for (const secret of ['s3cr3t', IBAN, CARD, '"123"']) expect(text()).not.toContain(secret);
  });

  it('keeps an error’s message, stack and fields, not the request or answer hung on it', () => {
    const { logger, lines, text } = capture();
    // What axios puts on its errors: the request sent (with its body and headers) and the answer.
    const axiosLike = Object.assign(new Error('Request failed with status code 400'), {
      code: 'ERR_BAD_REQUEST',
      config: { headers: { Authorization: 'Bearer provider-token' }, data: JSON.stringify({ IBAN, CardNumber: CARD }) },
      request: { _header: `POST /v2.01/x/bankaccounts/iban HTTP/1.1\r\nAuthorization: Bearer provider-token` },
      response: { status: 400, data: { IBAN } },
    });
    logger.warn({ err: axiosLike }, 'raw client error');
    // The gateway's own error for an SDK rejection carrying the full answer (resolveWithFullResponse).
    const providerError = toProviderError('createIbanBankAccount', {
      status: 400,
      data: { Type: 'param_error', Message: 'One or several required parameters are missing or incorrect', Id: 'e-1' },
      config: { data: JSON.stringify({ IBAN }) },
    });
    expect(providerError).toBeInstanceOf(PaymentProviderError);
    logger.warn({ err: providerError }, 'provider error');
    expect(lines()[0]?.err).toMatchObject({ type: 'Error', message: 'Request failed with status code 400', code: 'ERR_BAD_REQUEST' });
    expect(lines()[1]?.err).toMatchObject({ type: 'PaymentProviderError', operation: 'createIbanBankAccount', status: 400 });
    for (const secret of [IBAN, CARD, 'provider-token']) expect(text()).not.toContain(secret);
  });

  it('writes the log context’s fields on each line inside it, once, and none outside', () => {
    const { logger, lines, text } = capture();
    runInLogContext({ reqId: 'req-12345678' }, () => logger.info('inside'));
    logger.info('outside');
    runInLogContext({ reqId: 'req-12345678', job: 'mail.reset', jobId: 'j-1' }, () =>
      logger.child({ part: 'x' }).info({ job: 'own' }, 'job'),
    );
    expect(lines()).toEqual([
      expect.objectContaining({ msg: 'inside', reqId: 'req-12345678' }),
      expect.not.objectContaining({ reqId: expect.anything() }),
      expect.objectContaining({ msg: 'job', reqId: 'req-12345678', job: 'own', jobId: 'j-1', part: 'x' }),
    ]);
    expect(text().split('"reqId"')).toHaveLength(3);
  });
});
