// ESLint for the whole repository: typescript-eslint's type-aware recommended rules everywhere, React's
// hooks rules and jsx-a11y in the PWA. Run by `npm run lint` (with dependency-cruiser for the import
// boundaries, .dependency-cruiser.cjs). Formatting is Prettier's job, not ESLint's. Where a rule is
// tuned, the reason is beside it (docs/decisions.md, "Lint and import boundaries").
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import moneyOwner from './money-owner-rule.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**', 'test/**', 'e2e/**', 'bench/**', 'pwa/test-setup.ts'];
const UNSAFE_ANY = {
  '@typescript-eslint/no-explicit-any': 'off',
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
};

// Code whose knex rows are still `any`: outside api/ only. Every area of api/ has the no-unsafe-* rules on;
// the last ones came off this list with their sites typed (issue 44, item 3: manager 237, charity-area 196,
// payments 160, receipts 79, exports 40).
const UNTYPED_ROWS = ['migrations/**', 'packages/**', 'scripts/**'];

export default defineConfig(
  globalIgnores(['**/node_modules/', 'dist/', 'dist-ssr/', 'docs/', 'public/', 'test-results/', 'playwright-report/', '**/*.d.ts']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // French copy uses no-break and narrow no-break spaces before « : ; ! ? » and in amounts.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true }],
    },
  },
  {
    // knex's grouping callbacks (`.where((q) => q.whereNull(...))`) return the builder, which is thenable.
    files: ['api/**', 'migrations/**', 'packages/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }] },
  },
  {
    // knex's query results are `any` unless the query names its row (`trx<DonationsRow>('donations')`, the
    // interfaces of api/db/tables.generated.ts, written by `npm run db:types`). The no-unsafe-* family is on
    // everywhere but in the areas below, whose queries are not typed yet: type an area's queries, then
    // take it off this list (docs/decisions/, "Typed rows"). The PWA and domain/ have always had it on.
    files: UNTYPED_ROWS,
    rules: UNSAFE_ANY,
  },
  {
    // Money has one owner (docs/architecture.md, "Money owner"): only api/ledger/ writes donations,
    // subscriptions, refunds, payouts and a pot's totals; the other areas call its functions.
    files: ['api/**/*.ts'],
    ignores: ['api/ledger/**', ...TESTS],
    plugins: { entraide: moneyOwner },
    rules: { 'entraide/money-owner': 'error' },
  },
  {
    // Tests read JSON bodies (`any`), pass methods to expect() and write async fakes without await.
    files: TESTS,
    rules: {
      ...UNSAFE_ANY,
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // JSX event handlers may be async: React ignores what a handler returns.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // The React Compiler's diagnostics (react-hooks 7): the PWA is built without the compiler, so code it
      // would refuse to memoise is not wrong here. The rules of hooks and effect dependencies stay.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/static-components': 'off',
      'react-hooks/incompatible-library': 'off',
      // `role` is also a prop of our own components (RequireAuth's role); only DOM elements take ARIA roles.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // Name shared code from the app's root (`@/ui/Button`, `@domain/pot`; pwa/path-alias.ts), not by climbing
      // folders. `npx tsx scripts/codemods/pwa-alias.ts` rewrites what a branch still climbs.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}(?!test/)',
              message: 'Import through @/ (pwa/) or @domain/ (domain/): npx tsx scripts/codemods/pwa-alias.ts',
            },
          ],
        },
      ],
    },
  },
);
