/**
 * The framework's baseline: bare Koa + @koa/router answering a constant JSON on every path, GET or
 * POST, nothing else (no middleware, no database). Run as a child process by the benchmark; prints
 * `ready <port>` once listening on 127.0.0.1:PORT (0: any free port).
 */
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';

const app = new Koa();
const router = new Router();
const constant = { status: 'ok', service: 'bare-koa' };
router.all('/{*rest}', (ctx) => {
  ctx.body = constant;
});
app.use(router.routes());
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`ready ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
