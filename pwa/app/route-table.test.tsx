// The PWA half of docs/routes.md (test/docs/routes-doc.ts): every page address of the route table with
// the component that answers it and its file. Lazy pages are loaded to learn their component. Fails when
// the table is stale; `npm run docs:routes` rewrites it.
import { isValidElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { expect, it } from 'vitest';
import { routes } from './route-table';
import { renderTable, rewriteSection, sourceFiles, UPDATE_DOCS, writtenSection, type RouteRow } from '../../test/docs/routes-doc';

const join = (base: string, p: string) => (p.startsWith('/') ? p : `${base.replace(/\/$/, '')}/${p}`);

/** What answers a route: its component's name, or where a redirect leads. */
async function answerOf(route: RouteObject): Promise<string | null> {
  if (typeof route.lazy === 'function') {
    const loaded = (await route.lazy()) as { Component?: ComponentType };
    return loaded.Component?.displayName ?? loaded.Component?.name ?? null;
  }
  if (isValidElement(route.element)) {
    const type = route.element.type as ComponentType & { name?: string };
    const props = route.element.props as { to?: unknown; title?: string };
    if (type.name === 'Navigate' || props.to !== undefined) {
      const to = typeof props.to === 'string' ? props.to : ((props.to as { pathname?: string })?.pathname ?? '');
      return `-> ${to}`;
    }
    return type.displayName ?? type.name ?? null;
  }
  return null;
}

async function collect(list: RouteObject[], base: string, out: Array<{ path: string; answer: string }>): Promise<void> {
  for (const route of list) {
    const path = route.index ? base : route.path ? join(base, route.path) : base;
    const answer = route.path || route.index ? await answerOf(route) : null;
    if (answer) out.push({ path: path || '/', answer });
    if (route.children) await collect(route.children, path, out);
  }
}

it('docs/routes.md lists every PWA page with the component and the file that answer it', async () => {
  const found: Array<{ path: string; answer: string }> = [];
  await collect(routes, '', found);
  const files = sourceFiles('pwa', /\.tsx?$/);
  // The file exporting the component, else the file declaring it for its own use.
  const fileOf = (name: string) =>
    (
      files.find((f) => new RegExp(`export (default )?(function|const|class) ${name}\\b`).test(f.text)) ??
      files.find((f) => new RegExp(`^(function|const|class) ${name}\\b`, 'm').test(f.text))
    )?.file ?? '(not found)';
  const rows: RouteRow[] = found.map(({ path, answer }) => ({
    what: path,
    file: answer.startsWith('->') ? `redirect ${answer}` : `${answer} (${fileOf(answer)})`,
  }));
  expect(rows.length).toBeGreaterThan(60);
  expect(rows.filter((r) => r.file.includes('(not found)'))).toEqual([]);
  const table = renderTable(['PWA page', 'answered by'], rows);
  if (UPDATE_DOCS) rewriteSection('pwa-routes', table);
  expect(writtenSection('pwa-routes'), 'run `npm run docs:routes` to regenerate docs/routes.md').toBe(table);
}, 60_000);
