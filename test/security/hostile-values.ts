/**
 * fast-check arbitraries of hostile requests, built from the domain schemas: the field names (and the
 * request wrappers) come from every zod object the domain exports, the values are the usual suspects
 * (SQL and HTML injection, unicode edge cases, negative, fractional and huge amounts, impossible dates,
 * wrong types, deep nesting, prototype keys), and the bodies are sent as JSON, as a form, as text with
 * a wrong content type, as broken JSON, oversized, or deeply nested.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { encodeLoose } from './api-routes';
import * as address from '../../domain/address';
import * as bank from '../../domain/bank';
import * as card from '../../domain/card';
import * as company from '../../domain/company';
import * as directoryFilter from '../../domain/directory-filter-schemas';
import * as donationRequests from '../../domain/donation-requests';
import * as identity from '../../domain/identity';
import * as kyc from '../../domain/kyc';
import * as potFields from '../../domain/pot-fields';
import * as potSave from '../../domain/pot-save';
import * as profiles from '../../domain/profiles';
import * as quickPayment from '../../domain/quick-payment';
import * as registration from '../../domain/registration';
import * as requests from '../../domain/requests';
import * as shareEmails from '../../domain/share-emails';

const DOMAIN_MODULES: Array<Record<string, unknown>> = [
  address,
  bank,
  card,
  company,
  directoryFilter,
  donationRequests,
  identity,
  kyc,
  potFields,
  potSave,
  profiles,
  quickPayment,
  registration,
  requests,
  shareEmails,
];

/** The request wrappers of docs/api-contract.md. */
export const WRAPPERS = [
  'user',
  'charity_pot',
  'charity_donation',
  'quick_charity_donation',
  'charity_subscription',
  'entreprise',
  'bank_account',
  'payment_info',
];

type Def = { innerType?: unknown; in?: unknown; out?: unknown; element?: unknown; options?: unknown[] };

function collectKeys(schema: unknown, into: Set<string>, depth = 0): void {
  if (!(schema instanceof z.ZodType) || depth > 6) return;
  if (schema instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(schema.shape)) {
      into.add(key);
      collectKeys(value, into, depth + 1);
    }
    return;
  }
  const def = (schema as unknown as { def?: Def }).def ?? {};
  for (const inner of [def.innerType, def.in, def.out, def.element, ...(def.options ?? [])]) collectKeys(inner, into, depth + 1);
}

/** Every field name of the domain's request schemas. */
export const DOMAIN_FIELDS: string[] = (() => {
  const keys = new Set<string>();
  for (const module of DOMAIN_MODULES) for (const value of Object.values(module)) collectKeys(value, keys);
  return [...keys].sort();
})();

export const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  "1' UNION SELECT password_hash FROM users--",
  "%' AND pg_sleep(1)--",
  '$1',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '%00',
  '%s%n%x',
  '__proto__',
  'constructor',
];

export const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\u202eevil',
  '\u200b\u200d\ufeff',
  'Ａｄｍｉｎ',
  '𝕏𝔜ℤ',
  '👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  'ǅ',
  'İ',
  'ß',
  '\r\n\r\nX-Injected: 1',
  '\t',
  ' ',
];

export const BAD_NUMBERS = [
  -1,
  -100,
  -0.5,
  0,
  0.5,
  1.999,
  99.99,
  1e21,
  -1e21,
  1.7976931348623157e308,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  2 ** 63,
];
export const BAD_NUMBER_STRINGS = ['-100', '1,5', '1e3', 'NaN', 'Infinity', '0x10', ' 12 ', '12€', '١٢٣'];
export const BAD_DATES = [
  '0000-00-00',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31',
  '1000-01-01',
  '-001-01-01',
  '+275760-09-13',
  '31-12-2026',
  '2026-11-22T25:00:00Z',
  '20261122',
];

const shortString = fc.string({ maxLength: 24 });
const hostileString = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...UNICODE_EDGES),
  fc.constantFrom(...BAD_NUMBER_STRINGS),
  fc.constantFrom(...BAD_DATES),
  shortString,
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.nat({ max: 20_000 }).map((n) => 'A'.repeat(n)),
);

/** One hostile value of any JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(...BAD_NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...DOMAIN_FIELDS), shortString), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A body shaped like the domain's requests: known field names (maybe in a wrapper) with hostile values. */
export const schemaShapedBody: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.option(fc.constantFrom(...WRAPPERS), { nil: undefined }),
    fc.dictionary(fc.constantFrom(...DOMAIN_FIELDS, '__proto__', 'constructor'), hostileValue, { minKeys: 1, maxKeys: 8 }),
  )
  .map(([wrapper, fields]) => (wrapper ? { [wrapper]: fields } : fields));

/** A request body with its content type, as bytes or text. */
export interface RawBody {
  label: string;
  contentType?: string;
  body: string | Uint8Array;
}

const json = (value: unknown, contentType = 'application/json'): RawBody => ({
  label: 'json',
  contentType,
  body: JSON.stringify(value) ?? 'null',
});

/** Every kind of body a client could send. */
export const hostileBody: fc.Arbitrary<RawBody | undefined> = fc.oneof(
  { arbitrary: schemaShapedBody.map((v) => json(v)), weight: 6 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => json(v)), weight: 2 },
  { arbitrary: fc.constant(undefined), weight: 1 },
  fc.constantFrom<RawBody>(
    { label: 'broken json', contentType: 'application/json', body: '{"user": {"email": "a@b.fr",' },
    { label: 'json null', contentType: 'application/json', body: 'null' },
    { label: 'json string', contentType: 'application/json', body: '"texte"' },
    {
      label: 'json with NUL',
      contentType: 'application/json',
      body: '{"name":"a\\u0000b","email":"x\\u0000@exemple.fr","password":"\\u0000"}',
    },
    { label: 'lone surrogate', contentType: 'application/json', body: '{"name":"\\ud800","description":"\\udfff"}' },
    {
      label: 'bad utf-8',
      contentType: 'application/json; charset=utf-8',
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    },
    { label: 'utf-16 charset', contentType: 'application/json; charset=utf-16', body: '{"a":1}' },
    {
      label: 'xml',
      contentType: 'application/xml',
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
    { label: 'text', contentType: 'text/plain', body: '{"amount": -100}' },
    { label: 'no content type', body: '{"amount": -100}' },
    {
      label: 'form',
      contentType: 'application/x-www-form-urlencoded',
      body: 'user[email]=a%40b.fr&user[__proto__][admin]=1&amount=-1&amount=2',
    },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', body: '--x\r\n\r\n' },
    {
      label: 'broken multipart',
      contentType: 'multipart/form-data; boundary=zz',
      body: '--zz\r\nContent-Disposition: form-data; name="charity_pot[banner]"; filename="../../x.png"\r\n\r\n<svg onload=alert(1)>\r\n',
    },
    {
      label: 'prototype pollution',
      contentType: 'application/json',
      body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
    },
    { label: 'duplicate keys', contentType: 'application/json', body: '{"amount":1000,"amount":-1000}' },
    { label: 'deep json', contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { label: 'deep object', contentType: 'application/json', body: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}` },
    { label: 'oversized json', contentType: 'application/json', body: JSON.stringify({ description: 'x'.repeat(1_100_000) }) },
    { label: 'oversized form', contentType: 'application/x-www-form-urlencoded', body: `a=${'x'.repeat(120_000)}` },
  ),
);

/** A hostile path segment (or the real one). */
export const hostileSegment = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    '1e3',
    '99999999999999999999',
    '2147483648',
    'NaN',
    ' 1',
    '0x1',
    "1' OR '1'='1",
    '1;DROP TABLE pots',
    '<script>',
    '..',
    'ünïcödé',
    '\u0000',
    '%',
    'A'.repeat(2000),
  ),
  shortString.filter((s) => s.length > 0),
);

/** A hostile query string (without `?`). */
export const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'page',
          'per_page',
          'year',
          'q',
          'name',
          'cat',
          'sort',
          'offset',
          'limit',
          'EventType',
          'RessourceId',
          'Date',
          'email',
          'to',
          'a[b][c]',
          'a[]',
          '__proto__[x]',
        ),
        shortString,
      ),
      fc.oneof(
        hostileString.map((v) => v.slice(0, 2000)),
        fc.constantFrom(...BAD_NUMBERS.map(String)),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeLoose(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeLoose(v)}`).join('&'));

/** Header values must be bytes (latin-1): what a client library can send. */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.constantFrom('', ' ', 'null', '-1', 'A'.repeat(2500)),
);

/** Hostile headers: tokens, idempotency keys, forwarded addresses, languages. */
export const hostileHeaders = fc.record(
  {
    authorization: fc.oneof(
      headerValue,
      headerValue.map((v) => `Bearer ${v}`),
      fc.constant(`Bearer ${'A'.repeat(43)}`),
      fc.constant('Basic YWRtaW46YWRtaW4='),
    ),
    'idempotency-key': headerValue,
    'x-forwarded-for': fc.oneof(headerValue, fc.constantFrom('127.0.0.1', '::1', '1.2.3.4, 5.6.7.8', '999.999.999.999', 'unknown')),
    'accept-language': headerValue,
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', ''),
  },
  { requiredKeys: [] },
);
