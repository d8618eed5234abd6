/**
 * docs/routes.md: the table of every route, generated from the live routers (API) and the PWA's route
 * table, each side writing its own section between markers. A test per side compares the section with
 * what the code declares and fails when they differ; `npm run docs:routes` rewrites the sections.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Router from '@koa/router';

export const ROUTES_DOC = path.resolve(__dirname, '../../docs/routes.md');
const ROOT = path.resolve(__dirname, '../..');

export interface RouteRow {
  what: string;
  file: string;
}

/** Every source file under `dir` (relative to the repository) whose name matches, tests left out. */
export function sourceFiles(dir: string, pattern: RegExp): Array<{ file: string; text: string }> {
  const out: Array<{ file: string; text: string }> = [];
  const walk = (abs: string) => {
    for (const name of readdirSync(abs)) {
      const full = path.join(abs, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (pattern.test(name) && !/\.test\.tsx?$/.test(name)) out.push({ file: path.relative(ROOT, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(path.join(ROOT, dir));
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

/** One route of a router: its methods (HEAD left out: Koa answers it with GET) and its path under /api/v1. */
export interface RouterRoute {
  methods: string[];
  /** The whole path, prefix included (`/manager/charities/:id`). */
  path: string;
  /** The path without the router's own prefix, as its file spells it (`/charities/:id`). */
  local: string;
}

/** Every route of the routers, in their order (router.use() middleware left out). */
export function routerRoutes(routers: Router[]): RouterRoute[] {
  const out: RouterRoute[] = [];
  for (const router of routers) {
    const prefix = router.opts.prefix ?? '';
    for (const layer of router.stack) {
      if (layer.methods.length === 0) continue; // router.use() middleware, not a route
      const full = String(layer.path);
      out.push({ methods: layer.methods.filter((m) => m !== 'HEAD'), path: full, local: full.startsWith(prefix) ? full.slice(prefix.length) || '/' : full });
    }
  }
  return out;
}

export function renderTable(header: [string, string], rows: RouteRow[]): string {
  const lines = [`| ${header[0]} | ${header[1]} |`, '|---|---|'];
  for (const row of rows) lines.push(`| \`${row.what}\` | \`${row.file}\` |`);
  return lines.join('\n');
}

const markers = (section: string) => [`<!-- ${section}:start -->`, `<!-- ${section}:end -->`] as const;

/** The section of docs/routes.md between its markers, as it is written in the file. */
export function writtenSection(section: string): string {
  const text = readFileSync(ROUTES_DOC, 'utf8');
  const [start, end] = markers(section);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return '';
  return text.slice(from + start.length, to).trim();
}

/** Rewrites one section (npm run docs:routes). */
export function rewriteSection(section: string, content: string): void {
  const text = readFileSync(ROUTES_DOC, 'utf8');
  const [start, end] = markers(section);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/routes.md has no ${section} markers`);
  writeFileSync(ROUTES_DOC, `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`);
}

export const UPDATE_DOCS = process.env.UPDATE_DOCS === '1';
