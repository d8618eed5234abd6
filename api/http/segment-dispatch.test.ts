import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layerSegment, segmentDispatch } from './segment-dispatch';

const PREFIX = '/api/v1';

/** A router shaped like the API's: prefix-wide middleware, a mounted router with its own middleware, routes, a catch-all. */
function apiLike(): Router {
  const api = new Router({ prefix: PREFIX });
  api.use(async (ctx, next) => {
    ctx.state.seen = ['auth'];
    await next();
  });
  const manager = new Router();
  manager.use('/manager', async (ctx, next) => {
    (ctx.state.seen as string[]).push('manager-guard');
    await next();
  });
  manager.get('/manager/pots', (ctx) => {
    ctx.body = { route: 'manager pots', seen: ctx.state.seen };
  });
  const users = new Router();
  users.get('/user', (ctx) => {
    ctx.body = { route: 'user', seen: ctx.state.seen };
  });
  users.get('/user/donations/:id', (ctx) => {
    ctx.body = { route: 'user donation', id: ctx.params.id, seen: ctx.state.seen };
  });
  users.get('/users', (ctx) => {
    ctx.body = { route: 'users', seen: ctx.state.seen };
  });
  const byParam = new Router();
  byParam.get('/:lang/about', (ctx) => {
    ctx.body = { route: 'about', lang: ctx.params.lang, seen: ctx.state.seen };
  });
  // Mounted after the parameter route: `/fr/about` is answered by `/:lang/about`, `/en/help` here.
  const late = new Router();
  late.get('/fr/about', (ctx) => {
    ctx.body = { route: 'shadowed', seen: ctx.state.seen };
  });
  late.get('/en/help', (ctx) => {
    ctx.body = { route: 'help', params: ctx.params, seen: ctx.state.seen };
  });
  late.post('/user', (ctx) => {
    ctx.body = { route: 'user post', seen: ctx.state.seen };
  });
  for (const r of [manager, users, byParam, late]) api.use(r.routes());
  api.all('/{*rest}', (ctx) => {
    ctx.status = 404;
    ctx.body = { route: 'catch-all', seen: ctx.state.seen };
  });
  return api;
}

async function serve(middleware: Koa.Middleware): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.use(middleware);
  app.use((ctx) => {
    ctx.status = 418;
    ctx.body = { route: 'after the router' };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let whole: Awaited<ReturnType<typeof serve>>;
let split: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  whole = await serve(apiLike().routes() as unknown as Koa.Middleware);
  split = await serve(segmentDispatch(apiLike(), PREFIX));
});
afterAll(async () => {
  await whole?.close();
  await split?.close();
});

describe('segmentDispatch', () => {
  it('answers every path as the whole router does, middleware included', async () => {
    const paths = [
      '/api/v1/user',
      '/api/v1/user/',
      '/api/v1/USER',
      '/api/v1/user/donations/42',
      '/api/v1/users',
      '/api/v1/manager/pots',
      '/api/v1/Manager/pots',
      '/api/v1/manager',
      '/api/v1/fr/about',
      '/api/v1/user/about',
      '/api/v1/%75ser',
      '/api/v1/nowhere',
      '/api/v1/',
      '/api/v1',
      '/api/v10/user',
      '/elsewhere',
      '/api/v1/en/help',
      '/api/v1/manager/pots/',
      '/api/v1/user?x=1',
    ];
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
      for (const path of paths) {
        const [a, b] = await Promise.all([fetch(whole.url + path, { method }), fetch(split.url + path, { method })]);
        const [bodyA, bodyB] = await Promise.all([a.text(), b.text()]);
        expect({ method, path, status: b.status, body: bodyB }).toEqual({ method, path, status: a.status, body: bodyA });
      }
    }
    // The cases above are not all alike: the routes, the guard, the parameter route and the catch-all answer.
    expect(await (await fetch(`${split.url}/api/v1/manager/pots`)).json()).toEqual({
      route: 'manager pots',
      seen: ['auth', 'manager-guard'],
    });
    expect(await (await fetch(`${split.url}/api/v1/user/donations/42`)).json()).toMatchObject({ route: 'user donation', id: '42' });
    expect(await (await fetch(`${split.url}/api/v1/fr/about`)).json()).toMatchObject({ route: 'about', lang: 'fr' });
    expect((await fetch(`${split.url}/api/v1/nowhere`)).status).toBe(404);
    expect(await (await fetch(`${split.url}/api/v1/en/help`)).json()).toEqual({ route: 'help', params: {}, seen: ['auth'] });
    expect(await (await fetch(`${split.url}/api/v1/user`, { method: 'POST' })).json()).toEqual({ route: 'user post', seen: ['auth'] });
    expect((await fetch(`${split.url}/elsewhere`)).status).toBe(418);
  });

  it('answers a path without parameters without matching it again', async () => {
    const router = apiLike();
    // Every path a layer of the router tests, from the first request on (not while the dispatch is built).
    const tested = new Set<string>();
    let counting = false;
    for (const layer of router.stack as unknown as Array<{ match(path: string): boolean }>) {
      const match = layer.match.bind(layer);
      layer.match = (path) => {
        if (counting) tested.add(path);
        return match(path);
      };
    }
    const server = await serve(segmentDispatch(router, PREFIX));
    counting = true;
    try {
      expect(await (await fetch(`${server.url}/api/v1/user`)).json()).toEqual({ route: 'user', seen: ['auth'] });
      expect(await (await fetch(`${server.url}/api/v1/user`, { method: 'POST' })).json()).toEqual({ route: 'user post', seen: ['auth'] });
      expect([...tested]).toEqual([]);
      expect(await (await fetch(`${server.url}/api/v1/user/donations/7`)).json()).toMatchObject({ id: '7' });
      expect((await fetch(`${server.url}/api/v1/manager/pots`, { method: 'POST' })).status).toBe(404);
      expect([...tested]).toEqual(['/api/v1/user/donations/7', '/api/v1/manager/pots']);
    } finally {
      await server.close();
    }
  });

  it('gives each request through a kept chain its own parameters, concurrent requests included', async () => {
    const ids = ['7', '8', 'caf%C3%A9', '7', '9', '10'];
    const answers = await Promise.all(ids.map(async (id) => (await fetch(`${split.url}/api/v1/user/donations/${id}`)).json()));
    expect(answers).toEqual(ids.map((id) => ({ route: 'user donation', id: decodeURIComponent(id), seen: ['auth'] })));
    expect(await (await fetch(`${split.url}/api/v1/fr/about`)).json()).toMatchObject({ route: 'about', lang: 'fr' });
    expect(await (await fetch(`${split.url}/api/v1/de/about`)).json()).toMatchObject({ route: 'about', lang: 'de' });
  });

  it('gives a layer to one segment only when it cannot match another', () => {
    expect(layerSegment('/api/v1/user/donations/:id', PREFIX)).toBe('user');
    expect(layerSegment('/api/v1/Manager(?:\\/|$)', PREFIX)).toBe('manager');
    expect(layerSegment('/api/v1(?:\\/|$)', PREFIX)).toBeUndefined();
    expect(layerSegment('/api/v1/:lang/about', PREFIX)).toBeUndefined();
    expect(layerSegment('/api/v1/{*rest}', PREFIX)).toBeUndefined();
    expect(layerSegment('/api/v1/user{s}', PREFIX)).toBeUndefined();
    expect(layerSegment(/^\/api\/v1\/user/, PREFIX)).toBeUndefined();
  });
});
