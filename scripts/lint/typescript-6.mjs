// Preloaded (`node --import`) by `npm run lint` before dependency-cruiser. It resolves `typescript` (and
// `typescript/package.json`, read for the version) from this folder, so that the tool gets the lint
// toolchain's TypeScript 6 (scripts/lint/package.json) instead of the project's TypeScript 7, whose package
// no longer exposes the compiler API that dependency-cruiser parses .ts files with. Every other import
// resolves as usual. typescript-eslint needs no such help: npm installs it in scripts/lint/node_modules,
// next to TypeScript 6 (docs/decisions.md, "Lint").
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const fromLintFolder = createRequire(import.meta.url);
const typescript6 = new Map(
  ['typescript', 'typescript/package.json'].map((specifier) => [specifier, pathToFileURL(fromLintFolder.resolve(specifier)).href]),
);

registerHooks({
  resolve(specifier, context, nextResolve) {
    const url = typescript6.get(specifier);
    return url ? { url, shortCircuit: true } : nextResolve(specifier, context);
  },
});
