/**
 * Rewrites the PWA's imports that climb folders into the `@/` (pwa/) and `@domain/` (domain/) aliases
 * (pwa/path-alias.ts). Safe to re-run after merging branches that still climb: an import already aliased,
 * or one that stays close, is left as it is, so a second run changes nothing.
 *
 * Rewritten: a specifier of two or more `../`, and a single `../` that leaves its area (a feature
 * folder pwa/features/<name>/, or pwa/app, pwa/ui, pwa/lib...). Kept: `./` and a `../` inside the same
 * area. Covers static imports and re-exports, `import()`, `import type`, and vi.mock / vi.doMock /
 * vi.importActual / vi.unmock in tests. Other strings (`new URL('../..', import.meta.url)`) are untouched.
 *
 *   npx tsx scripts/codemods/pwa-alias.ts          # rewrite pwa/ in place (then Prettier), print the files changed
 *   npx tsx scripts/codemods/pwa-alias.ts --check  # exit 1 if any file would change
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type ParserPlugin } from '@babel/parser';

const root = fileURLToPath(new URL('../..', import.meta.url));
const aliases = [
  { prefix: '@/', dir: 'pwa' },
  { prefix: '@domain/', dir: 'domain' },
];
const mockCalls = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/** The area a repository path belongs to: pwa/features/<name>, pwa/<folder>, or its top folder. */
function areaOf(repoPath: string): string {
  const parts = repoPath.split('/');
  if (parts[0] === 'pwa' && parts[1] === 'features' && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts[0] === 'pwa' && parts.length > 2) return parts.slice(0, 2).join('/');
  return parts[0] ?? '';
}

/** The aliased specifier for `specifier` imported from `fromFile` (repository-relative), or undefined to keep it. */
export function aliasFor(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('../')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  const alias = aliases.find(({ dir }) => target.startsWith(`${dir}/`));
  if (!alias) return undefined;
  const climbsFar = specifier.startsWith('../../');
  if (!climbsFar && areaOf(target) === areaOf(fromFile)) return undefined;
  return alias.prefix + target.slice(alias.dir.length + 1);
}

/** The little of Babel's AST read here. */
interface Node {
  type: string;
}

interface Literal {
  start: number;
  end: number;
  value: string;
}

function isStringLiteral(node: unknown): node is Literal & { type: 'StringLiteral' } {
  return typeof node === 'object' && node !== null && (node as { type?: string }).type === 'StringLiteral';
}

/** The module specifiers of a parsed file: imports, re-exports, `import()`, `import('x').T` and vi.mock-like calls. */
function specifierLiterals(program: Node): Literal[] {
  const found: Literal[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return;
    const n = node as Node & Record<string, unknown>;
    const source = n.source;
    if (/^(Import|ExportNamed|ExportAll)Declaration$/.test(n.type) && isStringLiteral(source)) found.push(source);
    if (n.type === 'TSImportType' && isStringLiteral(n.argument)) found.push(n.argument);
    if (n.type === 'CallExpression' && Array.isArray(n.arguments) && isStringLiteral(n.arguments[0])) {
      const callee = n.callee as Node & { object?: Node & { name?: string }; property?: { name?: string } };
      const isImport = callee.type === 'Import';
      const isMock = callee.type === 'MemberExpression' && callee.object?.name === 'vi' && mockCalls.has(callee.property?.name ?? '');
      if (isImport || isMock) found.push(n.arguments[0]);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'loc' && typeof value === 'object') visit(value);
  };
  visit(program);
  return found;
}

/** The file's text with its climbing imports aliased (the same text when there is nothing to do). */
export function rewrite(repoPath: string, text: string): string {
  const plugins: ParserPlugin[] = repoPath.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
  const { program } = parse(text, { sourceType: 'module', plugins });
  let out = text;
  // From the end, so earlier positions stay valid.
  for (const literal of specifierLiterals(program).sort((a, b) => b.start - a.start)) {
    const alias = aliasFor(repoPath, literal.value);
    if (alias !== undefined) out = out.slice(0, literal.start + 1) + alias + out.slice(literal.end - 1);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function main(): void {
  const check = process.argv.includes('--check');
  const changed: string[] = [];
  for (const file of sourceFiles('pwa')) {
    const before = readFileSync(path.join(root, file), 'utf8');
    const after = rewrite(file, before);
    if (after === before) continue;
    changed.push(file);
    if (!check) writeFileSync(path.join(root, file), after);
  }
  // A shorter specifier can let Prettier join lines it had wrapped: format what was rewritten.
  if (!check && changed.length > 0)
    execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', ...changed], { cwd: root, stdio: 'ignore' });
  for (const file of changed) console.log(file);
  console.log(`${changed.length} file(s) ${check ? 'would change' : 'changed'}`);
  if (check && changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
