// ESLint for the whole repository: typescript-eslint's type-aware recommended rules everywhere, React's
// hooks rules and jsx-a11y in the PWA. Run by `npm run lint` (with dependency-cruiser for the import
// boundaries, .dependency-cruiser.cjs). Formatting is Prettier's job, not ESLint's.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig(
  globalIgnores(['**/node_modules/', 'dist/', 'docs/', 'public/', 'test-results/', 'playwright-report/', '.ci/', '**/*.d.ts']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
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
  },
);
