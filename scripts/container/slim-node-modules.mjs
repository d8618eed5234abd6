// What the runtime image's production dependencies keep (Containerfile, build stage, after `npm prune`):
//   node scripts/container/slim-node-modules.mjs <node_modules>
// Removed: what no process reads at run time — source maps, type declarations and TypeScript sources,
// documentation (licences and notices stay), the test, example and doc folders at a package's root,
// esbuild's command-line copy of its binary (tsx runs the platform package's one), Redoc's library
// bundles (the API serves redoc.standalone.js only, api/openapi/openapi.routes.ts) and PDFKit's browser
// builds. Symbolic links
// (the workspaces) are not followed. It prints what it freed.
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = process.argv[2];
if (!root) {
  console.error('usage: node slim-node-modules.mjs <node_modules>');
  process.exit(2);
}

const FILES = /\.(map|d\.[cm]?ts|[cm]?ts|tsx|md|markdown)$|^(CHANGELOG|HISTORY|AUTHORS|CONTRIBUTING)(\.\w+)?$/i;
const KEPT = /^(LICEN[CS]E|COPYING|NOTICE)/i;
const PACKAGE_DIRS = new Set([
  'test',
  'tests',
  '__tests__',
  'docs',
  'doc',
  'example',
  'examples',
  'benchmark',
  'benchmarks',
  '.github',
  '.yarn',
  'coverage',
]);
const EXACT = [
  'esbuild/bin/esbuild',
  'redoc/bundles/redoc.lib.js',
  'redoc/bundles/redoc.browser.lib.js',
  // PDFKit's browser and legacy builds (Node loads js/pdfkit.js or js/pdfkit.node.mjs, its "exports").
  ...['standalone.js', 'browser.js', 'browser.mjs', 'browser.old.js', 'browser.old.mjs', 'old.js'].map(
    (build) => `pdfkit/js/pdfkit.${build}`,
  ),
];
let freed = 0;

function remove(file) {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat) return;
  freed += stat.isDirectory() ? size(file) : stat.size;
  rmSync(file, { recursive: true, force: true });
}

function size(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? size(file) : lstatSync(file).size;
  }
  return total;
}

/** Walks a folder: `isPackage` when it holds a package.json (its root folders are candidates). */
function walk(dir) {
  const entries = readdirSync(dir, { withFileTypes: true });
  const isPackage = entries.some((entry) => entry.name === 'package.json' && entry.isFile());
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      if (isPackage && PACKAGE_DIRS.has(entry.name)) remove(file);
      else walk(file);
    } else if (FILES.test(entry.name) && !KEPT.test(entry.name)) remove(file);
  }
}

walk(root);
for (const file of EXACT) remove(path.join(root, file));
console.log(`slim-node-modules: ${(freed / 1e6).toFixed(1)} MB removed from ${root}`);
