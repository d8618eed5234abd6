/**
 * The structured logger (pino, JSON lines on stdout). Lines are written asynchronously (pino's
 * SonicBoom destination, `sync: false`): a request that logs does not wait for a write(2) on stdout
 * (at `info`, one line per request). pino flushes what is pending synchronously when the process exits.
 *
 * Every line written inside a request or a job carries that request's id (`reqId`), and a job's line
 * its queue (`job`) and id (`jobId`): the mixin reads them from the log context (api/log-context.ts),
 * only for the lines actually written. What never reaches a line (docs/security.md, "Logs"): the
 * credentials of a request (Authorization, cookies, passwords, tokens), card data and IBANs are censored
 * by `redact`, and an error keeps its message, stack and own fields but never the request, answer or
 * payload an HTTP library may hang on it (an SDK's request body can hold an IBAN or card data).
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import { currentLogContext } from './log-context';

export const REDACTED = '[caché]';

/**
 * Fields censored at the top of a line and inside the objects a line may carry (`body.password`). Not
 * `code` (Facebook's code travels in a body, never logged): it names error codes that an operator needs.
 * Explicit paths, no wildcard: pino's redaction of `*.field` costs ~7 µs a line for each such path
 * (measured: 18 wildcard fields made a line 20 times dearer), explicit paths cost nothing measurable.
 */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'password_confirmation',
  'token',
  'auth_token',
  'quick_token',
  'access_token',
  'accessToken',
  'registration_data',
  'RegistrationData',
  'PreregistrationData',
  'AccessKey',
  'CardNumber',
  'CardCvx',
  'cvc',
  'IBAN',
  'iban',
];
const CONTAINERS = ['body', 'data', 'user', 'input', 'query', 'params'];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...CONTAINERS.flatMap((container) => SECRET_FIELDS.map((field) => `${container}.${field}`)),
];

/** Properties that HTTP clients and body parsers hang on their errors, with what was sent or answered. */
const PAYLOAD_KEYS = ['config', 'request', 'response', 'body', 'data', 'headers', 'options', 'input', 'parameters', 'bindings'];

function serializeError(err: unknown): unknown {
  const serialized = pino.stdSerializers.err(err as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  for (const key of PAYLOAD_KEYS) delete (serialized as Record<string, unknown>)[key];
  return serialized;
}

function logContextFields(): object {
  const context = currentLogContext();
  // A fresh object: pino merges the line's own fields into what the mixin returns.
  return context ? { ...context } : {};
}

export function createLogger(level: string, destination: DestinationStream = pino.destination({ dest: 1, sync: false })): Logger {
  return pino(
    {
      level,
      base: undefined,
      mixin: logContextFields,
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    destination,
  );
}
