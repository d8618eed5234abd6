/**
 * fast-check arbitraries of hostile requests to any path the server answers, not only the API's routes:
 * the PWA's files and its history fallback, the server-written pot page, the public pages and their
 * aliases, robots.txt and sitemap.xml, uploads, the API's health, payment return, hooks and dev outbox,
 * and made-up paths under each, written as a raw request line (malformed escapes, encoded separators and
 * dots, latin-1 bytes, very long segments), with any method, hostile queries, headers and bodies.
 */
import http from 'node:http';
import fc from 'fast-check';
import { CORPORATE_REDIRECT_PATHS, PUBLIC_ALIASES, PUBLIC_PAGES } from '../../domain/seo';
import { encodeLoose } from './api-routes';
import { hostileHeaders, hostileQuery, hostileSegment, INJECTIONS, type RawBody } from './hostile-values';

/** The server's own paths (`{pot}` is a real pot's id, `{upload}` a real upload's key). */
export const SERVED_PATHS = [
  '/',
  '/index.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/assets/index-1.js',
  '/assets/',
  '/icons/icon-512.png',
  '/countries.json',
  '/participate/{pot}',
  '/participate/{pot}/',
  '/participate/',
  '/participate/999999999',
  '/participate/0',
  '/participate/{pot}/tips',
  '/association/les-amis',
  '/login/facebook',
  '/newsletter/confirmation',
  '/particular/dashboard',
  '/manager',
  '/create/private/details',
  '/uploads/{upload}',
  '/uploads/logos/',
  '/uploads/',
  '/robots.txt',
  '/sitemap.xml',
  '/api/v1/health',
  '/api/v1/health/ready',
  '/api/v1/payments/return',
  '/api/v1/payments/hooks',
  '/api/v1/dev/outbox',
  '/api/v1/',
  '/api/',
  '/api/v2/x',
  '/api/v1/cagnottes/',
  '/api/v1/assocs/url/',
  '/api/v1/user/donations/',
  '/api/v1/manager/charities/',
  '/api/v1/auth/facebook/start',
  ...PUBLIC_PAGES.map((page) => encodeURI(page.path)),
  ...Object.keys(PUBLIC_ALIASES).map((path) => encodeURI(path)),
  ...CORPORATE_REDIRECT_PATHS.map((path) => encodeURI(path)),
];

/** Path pieces written as a hostile client writes them, escapes and all. */
const RAW_PIECES = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2f',
  '..%5c',
  '%2f',
  '%5c',
  '\\',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%00',
  '%C0%AE%C0%AE',
  '%u002e',
  '....//',
  '..;',
  '.%00.',
  'index.html%00.js',
  '~',
  '.git',
  '.env',
  '.vite',
  '.vite%2fmanifest.json',
  '%252e%252e%252f',
  '%25',
  '%%',
  'é',
  '\u00ff',
  '%FF%FE',
  ';jsessionid=1',
  '*',
  '@',
  "'",
  '"',
  '<',
  '>',
  '|',
  '`',
  '^',
  '{',
  '}',
  '[',
  ']',
  'A'.repeat(3000),
  '%41'.repeat(500),
];

/** A raw piece, a hostile segment escaped, or bytes a client may put in a request line (0x21 to 0xff). */
const rawPiece = fc.oneof(
  fc.constantFrom(...RAW_PIECES),
  hostileSegment.map(encodeLoose),
  fc.constantFrom(...INJECTIONS).map(encodeLoose),
  fc.string({ unit: fc.integer({ min: 0x21, max: 0xff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 16 }),
);

/** A path: one of the server's, maybe followed by hostile pieces, or hostile pieces alone. */
export const hostilePath = fc
  .tuple(
    fc.oneof({ arbitrary: fc.constantFrom(...SERVED_PATHS), weight: 4 }, { arbitrary: fc.constant(''), weight: 1 }),
    fc.array(rawPiece, { maxLength: 3 }),
    fc.constantFrom('/', '//', '/./', '\\'),
  )
  .map(([base, pieces, separator]) => {
    const path = pieces.length === 0 ? base : `${base.replace(/\/$/, '')}${separator}${pieces.join('/')}`;
    return path.startsWith('/') ? path : `/${path}`;
  });

/** Methods Node's parser takes (CONNECT aside: it is a tunnel, not a request to a path). */
export const hostileMethod = fc.oneof(
  { arbitrary: fc.constantFrom('GET', 'HEAD'), weight: 6 },
  { arbitrary: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'), weight: 3 },
  { arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'PURGE', 'LOCK', 'SEARCH', 'MKCOL', 'REPORT', 'QUERY'), weight: 1 },
);

/** Raw query strings besides the API's hostile ones. */
export const hostilePathQuery = fc.oneof(
  hostileQuery,
  fc.constantFrom(
    '',
    '%',
    'a=%E0%A4%A',
    'a[b]=1&a[b][c]=2',
    'transactionId=%00',
    'EventType=PAYIN_NORMAL_SUCCEEDED&RessourceId=..%2f..',
    'to=%ZZ',
    `q=${'x'.repeat(4000)}`,
  ),
);

const latin1 = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });

/** The API's hostile headers, and what file and page requests carry: content negotiation, ranges, caches, cookies, host. */
export const hostilePathHeaders = fc
  .tuple(
    hostileHeaders,
    fc.record(
      {
        accept: fc.constantFrom(
          'text/html',
          'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
          'application/json',
          'image/*',
          '*/*;q=0',
          'x',
        ),
        'accept-encoding': fc.constantFrom('br', 'gzip', 'br, gzip', 'identity;q=0', '*;q=0', 'x'),
        range: fc.oneof(fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=999999-', 'bytes=1-0', 'bytes=0-1,2-3', 'items=0-1'), latin1),
        'if-none-match': fc.oneof(fc.constant('*'), latin1),
        'if-modified-since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'demain', '9999999999'),
        cookie: fc.oneof(latin1, fc.constant(`entraide_facebook_login=${'A'.repeat(43)}`)),
        host: fc.constantFrom('evil.example', 'localhost:0', '[::1]', 'a'.repeat(300), ''),
        'content-type': fc.constantFrom(
          'application/json',
          'text/html',
          'multipart/form-data',
          'application/x-www-form-urlencoded; charset=utf-16',
        ),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([api, page]) => ({ ...api, ...page }));

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Sends a request with its path exactly as written (no URL normalisation on the way). A server that
 * answers before reading a large body and closes the connection may reset the client's write: the
 * answer counts when it arrived. One connection per request: a kept-alive socket the server just closed
 * would fail the next request on the client's side.
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: RawBody,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body && method !== 'GET' && method !== 'HEAD' ? Buffer.from(body.body) : undefined;
    const all = { ...headers, ...(payload && body?.contentType ? { 'content-type': body.contentType } : {}) };
    let answer: RawAnswer | undefined;
    const chunks: Buffer[] = [];
    const finish = () => answer && resolve({ ...answer, body: Buffer.concat(chunks).toString('utf8') });
    const request = http.request({ host: '127.0.0.1', port, method, path, headers: all, timeout: 20_000, agent: false }, (res) => {
      answer = { status: res.statusCode ?? 0, headers: res.headers, body: '' };
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', finish);
      res.on('error', () => finish());
    });
    request.on('timeout', () => request.destroy(new Error('no answer in 20 s')));
    request.on('error', (err) => (answer ? finish() : reject(err)));
    request.end(payload);
  });
}
