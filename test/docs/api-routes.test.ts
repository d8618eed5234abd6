/**
 * The API half of docs/routes.md: every route of the live routers, with the file that declares it
 * (found by its path literal in the area's route files). Fails when the table is stale or a route's file
 * cannot be found; `npm run docs:routes` rewrites it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type Router from '@koa/router';
import { apiRouters } from '../../api/app';
import { API_PREFIX } from '../../api/http/api-prefix';
import { startTestApp, type TestContext } from '../app';
import { renderTable, rewriteSection, routerRoutes, sourceFiles, UPDATE_DOCS, writtenSection, type RouteRow } from './routes-doc';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const quoted = (p: string) => [`'${p}'`, `\`${p}\``, `"${p}"`];

function apiRows(routers: Router[]): RouteRow[] {
  const files = sourceFiles('api', /\.ts$/);
  return routerRoutes(routers).map(({ methods, path, local }) => {
    // The file that calls router.<method>('<path>', ...); else any file holding the path's literal.
    const calls = quoted(local).map((q) => `.${methods[0]!.toLowerCase()}(${q}`);
    const declaring = files.find((f) => calls.some((c) => f.text.includes(c))) ?? files.find((f) => quoted(local).some((q) => f.text.includes(q)));
    return { what: `${methods.join(',')} ${API_PREFIX}${path}`, file: declaring?.file ?? '(not found)' };
  });
}

it('docs/routes.md lists every API route with the file that declares it', () => {
  const rows = apiRows(apiRouters(t.deps));
  expect(rows.length).toBeGreaterThan(60);
  expect(rows.filter((r) => r.file === '(not found)')).toEqual([]);
  const table = renderTable(['API route', 'declared in'], rows);
  if (UPDATE_DOCS) rewriteSection('api-routes', table);
  expect(writtenSection('api-routes'), 'run `npm run docs:routes` to regenerate docs/routes.md').toBe(table);
});
