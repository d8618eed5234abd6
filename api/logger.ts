/**
 * The structured logger (pino, JSON lines on stdout). Lines are written asynchronously (pino's
 * SonicBoom destination, `sync: false`): a request that logs does not wait for a write(2) on stdout
 * (at `info`, one line per request). pino flushes what is pending synchronously when the process exits.
 */
import { pino, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: ['req.headers.authorization', '*.password', '*.auth_token'], censor: '[caché]' },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
