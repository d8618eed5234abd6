// `npm run lint:boundaries`, after dependency-cruiser's rules: fails, naming them, when two API areas import
// each other at run time (area-pairs.js). The rules of .dependency-cruiser.cjs see one import at a time,
// and its no-circular rule only a cycle of files: two areas can import each other through files that make
// no cycle. The areas are the config's own (the pattern of its rule areas-meet-at-their-front-doors). Run
// with `node --import ./scripts/lint/typescript-6.mjs` (dependency-cruiser needs TypeScript 6's compiler
// API), from the repository's root.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { twoWayAreaPairs } from './area-pairs.js';

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const frontDoors = options.ruleSet.forbidden.find((rule) => rule.name === 'areas-meet-at-their-front-doors');
if (!frontDoors) throw new Error('.dependency-cruiser.cjs has no rule areas-meet-at-their-front-doors, whose pattern names the areas');
const areas = new RegExp(frontDoors.to.path);

const tsConfig = extractTSConfig(options.tsConfig.fileName);
const result = await cruise(['api'], { ...options, validate: false, ruleSet: undefined }, undefined, { tsConfig });
const pairs = twoWayAreaPairs(result.output.modules, areas);
if (pairs.length > 0) {
  for (const { areas: pair, imports } of pairs) {
    console.error(`  error two-way-areas: ${pair.join(' <-> ')} import each other at run time:\n    ${imports.join('\n    ')}`);
  }
  console.error(
    `\n✘ ${pairs.length} pair(s) of API areas import each other at run time: break one direction (a registry a composition root fills, or a move).`,
  );
  process.exitCode = 1;
} else {
  console.log(`✔ no two API areas import each other at run time (${result.output.modules.length} modules cruised)`);
}
