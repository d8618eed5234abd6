// Two API areas that import each other at run time (docs/architecture.md, "Areas and their front doors"):
// from dependency-cruiser's modules (its `cruise` answer), the pairs of areas each of which imports the
// other, with one import of each direction to name. Type-only imports are erased by the compiler and do
// not count (`import type`, `export type`, and with tsPreCompilationDeps an import used only as a type),
// nor do tests and test kits (*.test.ts, testing/), which may borrow across areas.

const TYPE_ONLY = new Set(['type-only', 'type-import', 'pre-compilation-only']);
const TEST = /\.test\.tsx?$|\/testing\//;

/** The area of a file: what `areas` (a pattern whose first group is the area's folder) captures, or undefined. */
export function areaOf(path, areas) {
  return areas.exec(path)?.[1];
}

/**
 * The pairs of areas that import each other at run time, sorted, each as
 * `{ areas: [a, b], imports: ['<file of a> -> <file of b>', '<file of b> -> <file of a>'] }`.
 */
export function twoWayAreaPairs(modules, areas) {
  // 'from>to' -> the first run-time import seen from area `from` into area `to`.
  const crossings = new Map();
  for (const module of modules) {
    const from = areaOf(module.source, areas);
    if (!from || TEST.test(module.source)) continue;
    for (const dependency of module.dependencies ?? []) {
      const to = areaOf(dependency.resolved, areas);
      if (!to || to === from || dependency.dependencyTypes.some((type) => TYPE_ONLY.has(type))) continue;
      const key = `${from}>${to}`;
      if (!crossings.has(key)) crossings.set(key, `${module.source} -> ${dependency.resolved}`);
    }
  }
  const pairs = [];
  for (const [key, there] of crossings) {
    const [from, to] = key.split('>');
    const back = crossings.get(`${to}>${from}`);
    if (back && from < to) pairs.push({ areas: [from, to], imports: [there, back] });
  }
  return pairs.sort((a, b) => a.areas.join().localeCompare(b.areas.join()));
}
