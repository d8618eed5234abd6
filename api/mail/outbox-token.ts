/**
 * The dev outbox's per-start secret (outbox.routes.ts): the header it travels in, and what the start-up
 * line says of it (api/server.ts prints it, as it prints the payment emulator's).
 */
import type { Config } from '../config';

export const DEV_OUTBOX_TOKEN_HEADER = 'X-Dev-Outbox-Token';

/** What the start-up line says of the dev outbox (empty when it is not served). */
export function devOutboxNote(config: Pick<Config, 'DEV_OUTBOX' | 'DEV_OUTBOX_TOKEN' | 'NODE_ENV'>, env = process.env): string {
  if (!config.DEV_OUTBOX || config.NODE_ENV === 'production' || !config.DEV_OUTBOX_TOKEN) return '';
  const token = env.DEV_OUTBOX_TOKEN?.trim() ? 'from DEV_OUTBOX_TOKEN' : config.DEV_OUTBOX_TOKEN;
  return `; dev outbox: GET /api/v1/dev/outbox with the header ${DEV_OUTBOX_TOKEN_HEADER}: ${token}`;
}
