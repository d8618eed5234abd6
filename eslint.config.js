// ESLint's flat config lives with the lint toolchain in scripts/lint/, whose node_modules holds
// typescript-eslint next to the TypeScript 6 it needs (docs/decisions.md, "Lint").
export { default } from './scripts/lint/eslint.config.js';
