/**
 * Answers with JSON already serialized (a cached answer): the same bytes and headers as `ctx.body = value`.
 * A cached answer is kept encoded (`encodeJson`): a string body is encoded to UTF-8 on every answer, twice
 * (its length for Content-Length, then its bytes), and a pot's French text makes it a string of two-byte
 * characters, the slow case: a quarter of the pot read's instructions (docs/decisions/0457).
 */
import type { Context } from 'koa';

/** `value` as JSON, encoded in UTF-8 once, to be sent as it is to every caller. */
export function encodeJson(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

export function sendJson(ctx: Context, json: string | Buffer): void {
  // Set before the body, so that Koa does not guess a type (text for a string, binary for a Buffer).
  // Node's own setHeader, as Koa's ctx.set ends up calling (ctx.set builds two arrays per call).
  ctx.res.setHeader('Content-Type', 'application/json; charset=utf-8');
  ctx.body = json;
}
