/**
 * The app's request frame (api/http/request-frame.ts) for a test's own small Koa app: the same error
 * answers and security headers as the app's, no proxy trusted, logs muted.
 */
import type { Middleware } from 'koa';
import { pino } from 'pino';
import { requestFrame } from '../request-frame';
import { contentSecurityPolicy } from '../security-headers';

export function testRequestFrame(): Middleware {
  return requestFrame({ logger: pino({ level: 'silent' }), trustProxy: { kind: 'none' }, pagePolicy: contentSecurityPolicy([]) });
}
