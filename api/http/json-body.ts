/** Answers with JSON already serialized (a cached answer): the same bytes and headers as `ctx.body = value`. */
import type { Context } from 'koa';

export function sendJson(ctx: Context, json: string): void {
  // Set before the body, so that Koa does not guess a text type for a string.
  ctx.set('Content-Type', 'application/json; charset=utf-8');
  ctx.body = json;
}
