/**
 * Rewrites the API's cross-area imports to go through the other area's front door, `api/<area>/index.ts`
 * (docs/architecture.md, "Areas and their front doors"), and adds the names they use to that index as
 * named re-exports (`export { x } from './file'`, `export type { T }` for what is only used as a type).
 * Safe to re-run: an import already through an index is kept, and a name already re-exported is not added
 * twice, so a second run changes nothing.
 *
 * Rewritten: a static `import { ... } from` in a non-test file of api/ that names a file of another area
 * (tests and `testing/` kits may import any file). Kept: imports of the platform layers, and the
 * composition roots' imports of an area's entry files (`*.routes.ts`, `*.jobs.ts`, `*.openapi.ts`).
 * Reported, for a hand fix: default and namespace imports, re-exports and `import()` of another area's
 * file, and a name two files of one area both export.
 *
 *   npx tsx scripts/codemods/api-front-doors.ts          # rewrite api/ in place (then Prettier), print the files changed
 *   npx tsx scripts/codemods/api-front-doors.ts --check  # exit 1 if any file would change
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Shared layers any area may import directly (as pwa/lib is for the PWA features); api/*.ts files too. */
export const PLATFORM = new Set(['db', 'http', 'jobs', 'mail', 'observability', 'openapi', 'storage']);
/** Files that put the areas together: they may import an area's entry files besides its index. */
export const COMPOSITION_ROOTS = new Set([
  'api/provider-hooks.ts',
  'api/account-closure-steps.ts',
  'api/app.ts',
  'api/server.ts',
  'api/worker.ts',
  'api/jobs/registry.ts',
  'api/openapi/operations.ts',
]);
const ENTRY_FILE = /\.(routes|jobs|openapi)\.ts$/;
const EXEMPT = /\.test\.ts$|\/testing\//;

/** The area of a repository path (`api/<area>/...`), or undefined for the platform and outside api/. */
export function areaOf(repoPath: string): string | undefined {
  const match = /^api\/([^/]+)\//.exec(repoPath);
  return match && !PLATFORM.has(match[1]!) ? match[1] : undefined;
}

/** Whether `fromFile` must reach `target` (both repository paths) through the target area's index. */
export function needsFrontDoor(fromFile: string, target: string): boolean {
  const area = areaOf(target);
  if (!area || area === areaOf(fromFile) || EXEMPT.test(fromFile)) return false;
  if (target === `api/${area}/index.ts`) return false;
  return !(COMPOSITION_ROOTS.has(fromFile) && ENTRY_FILE.test(target));
}

function resolve(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return [`${base}.ts`, `${base}/index.ts`, base].find((candidate) => existsSync(path.join(root, candidate)));
}

function relativeSpecifier(fromFile: string, target: string): string {
  const spec = path.posix.relative(path.posix.dirname(fromFile), target).replace(/(\/index)?\.ts$/, '');
  return spec.startsWith('.') ? spec : `./${spec}`;
}

/** The little of Babel's AST read here. */
interface Specifier {
  type: string;
  importKind?: string;
  imported?: { name?: string; value?: string };
  local: { name: string };
}
interface Declaration {
  type: string;
  start: number;
  end: number;
  importKind?: string;
  exportKind?: string;
  source?: { value: string } | null;
  specifiers?: Specifier[];
}

interface Wanted {
  /** Index file -> its source file -> name -> whether a value (else only a type) is needed. */
  [index: string]: Map<string, Map<string, boolean>>;
}

/** One file's text with its cross-area imports through the indexes; what the indexes must add goes to `wanted`. */
export function rewrite(repoPath: string, text: string, wanted: Wanted, problems: string[]): string {
  const { program } = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  const body = program.body as unknown as Declaration[];
  // Per index: the specifiers to import from it, and the declarations they replace.
  const groups = new Map<string, { names: Map<string, { local: string; value: boolean }>; decls: Declaration[] }>();
  for (const decl of body) {
    const spec = decl.source?.value;
    const target = spec === undefined ? undefined : resolve(repoPath, spec);
    if (!target) continue;
    const area = areaOf(target);
    const index = area && `api/${area}/index.ts`;
    const viaIndex = index !== undefined && target === index && areaOf(repoPath) !== area;
    if (!viaIndex && !needsFrontDoor(repoPath, target)) continue;
    if (decl.type !== 'ImportDeclaration') {
      if (!viaIndex) problems.push(`${repoPath}: ${decl.type} of ${target}`);
      continue;
    }
    const specifiers = decl.specifiers ?? [];
    if (specifiers.some((s) => s.type !== 'ImportSpecifier') || (!viaIndex && specifiers.length === 0)) {
      if (!viaIndex) problems.push(`${repoPath}: default, namespace or bare import of ${target}`);
      continue;
    }
    const group = groups.get(index!) ?? { names: new Map<string, { local: string; value: boolean }>(), decls: [] as Declaration[] };
    groups.set(index!, group);
    group.decls.push(decl);
    for (const s of specifiers) {
      const name = s.imported?.name ?? s.imported?.value ?? s.local.name;
      const value = decl.importKind !== 'type' && s.importKind !== 'type';
      const known = group.names.get(name);
      group.names.set(name, { local: s.local.name, value: value || (known?.value ?? false) });
      if (viaIndex) continue;
      const perFile = wanted[index!] ?? new Map<string, Map<string, boolean>>();
      wanted[index!] = perFile;
      const names = perFile.get(target) ?? new Map<string, boolean>();
      perFile.set(target, names);
      names.set(name, value || (names.get(name) ?? false));
    }
  }
  const edits: { start: number; end: number; text: string }[] = [];
  for (const [index, { names, decls }] of groups) {
    if (decls.length === 1 && relativeSpecifier(repoPath, index) === decls[0]!.source!.value) continue;
    const list = [...names].sort(([a], [b]) => a.localeCompare(b));
    const allTypes = list.every(([, n]) => !n.value);
    const parts = list.map(([name, n]) => {
      const alias = n.local === name ? name : `${name} as ${n.local}`;
      return !allTypes && !n.value ? `type ${alias}` : alias;
    });
    const statement = `import ${allTypes ? 'type ' : ''}{ ${parts.join(', ')} } from '${relativeSpecifier(repoPath, index)}';`;
    decls.forEach((decl, i) => {
      let end = decl.end;
      if (i > 0 && text[end] === '\n') end += 1;
      edits.push({ start: decl.start, end, text: i === 0 ? statement : '' });
    });
  }
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

const NEW_INDEX_HEADER = (area: string) =>
  `/**\n * The front door of api/${area}/ (docs/architecture.md, "Areas and their front doors"): what the other\n * areas use of it. They import these names from here, never from one of its files.\n */\n`;

/** The index's text with the wanted names re-exported (those already exported are kept as they are). */
export function addReExports(index: string, text: string, perFile: Map<string, Map<string, boolean>>, problems: string[]): string {
  const exported = new Map<string, string>();
  if (text) {
    const { program } = parse(text, { sourceType: 'module', plugins: ['typescript'] });
    for (const decl of program.body as unknown as (Declaration & {
      declaration?: { id?: { name: string }; declarations?: { id: { name: string } }[] };
    })[]) {
      if (decl.type !== 'ExportNamedDeclaration') continue;
      const from = decl.source ? resolve(index, decl.source.value) : index;
      for (const s of decl.specifiers ?? []) exported.set((s as unknown as { exported: { name: string } }).exported.name, from ?? index);
      const d = decl.declaration;
      if (d?.id) exported.set(d.id.name, index);
      for (const v of d?.declarations ?? []) exported.set(v.id.name, index);
    }
  }
  const lines: string[] = [];
  for (const [file, names] of [...perFile].sort(([a], [b]) => a.localeCompare(b))) {
    const values: string[] = [];
    const types: string[] = [];
    for (const [name, value] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
      const owner = exported.get(name);
      if (owner !== undefined) {
        if (owner !== file) problems.push(`${index}: ${name} already exported from ${owner}, also wanted from ${file}`);
        continue;
      }
      exported.set(name, file);
      (value ? values : types).push(name);
    }
    const spec = relativeSpecifier(index, file);
    if (values.length > 0 || types.length > 0) {
      const all = [...values, ...types.map((t) => (values.length > 0 ? `type ${t}` : t))];
      lines.push(`export ${values.length === 0 ? 'type ' : ''}{ ${all.join(', ')} } from '${spec}';`);
    }
  }
  if (lines.length === 0) return text;
  const area = /^api\/([^/]+)\//.exec(index)![1]!;
  return `${text || NEW_INDEX_HEADER(area)}${lines.join('\n')}\n`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function main(): void {
  const check = process.argv.includes('--check');
  const changed: string[] = [];
  const problems: string[] = [];
  const wanted: Wanted = {};
  const write = (file: string, before: string, after: string) => {
    if (after === before) return;
    changed.push(file);
    if (!check) writeFileSync(path.join(root, file), after);
  };
  for (const file of sourceFiles('api')) {
    const before = readFileSync(path.join(root, file), 'utf8');
    write(file, before, rewrite(file, before, wanted, problems));
  }
  for (const [index, perFile] of Object.entries(wanted).sort(([a], [b]) => a.localeCompare(b))) {
    const before = existsSync(path.join(root, index)) ? readFileSync(path.join(root, index), 'utf8') : '';
    write(index, before, addReExports(index, before, perFile, problems));
  }
  if (!check && changed.length > 0)
    execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', ...changed], { cwd: root, stdio: 'ignore' });
  for (const file of changed) console.log(file);
  for (const problem of problems) console.error(`to fix by hand: ${problem}`);
  console.log(`${changed.length} file(s) ${check ? 'would change' : 'changed'}`);
  if (check && changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
