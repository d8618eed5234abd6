/** Answers with JSON already serialized (a cached answer): the same bytes and headers as `ctx.body = value`. */
import type { Context } from 'koa';

export function sendJson(ctx: Context, json: string): void {
  // Set before the body, so that Koa does not guess a text type for a string.
  // Node's own setHeader, as Koa's ctx.set ends up calling (ctx.set builds two arrays per call).
  ctx.res.setHeader('Content-Type', 'application/json; charset=utf-8');
  ctx.body = json;
}
