import { defineConfig } from 'vitest/config';
import { reactToPreact } from './pwa/react-aliases';

// Four projects: pure rules (the shared domain, the build's scripts; no database), the server on a real
// database, the PWA in jsdom, and the Mangopay emulator's package (its own vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/mangopay-sandbox',
      {
        test: { name: 'domain', environment: 'node', include: ['domain/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts', 'test/migrations/**/*.test.ts', 'test/money/**/*.test.ts', 'test/security/**/*.test.ts', 'test/docs/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // One module graph per worker, not per file: each file still opens its own database
          // (test/db.ts), and no test of this project mocks a module. Halves the project's CPU time
          // (docs/decisions.md, "The test run's speed").
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The PWA's code on Preact, as it ships (pwa/react-aliases.ts); libraries that import React are
        // bundled by vitest so that the alias reaches them too (one Preact, no React DOM in the tests).
        resolve: {
          alias: [
            ...reactToPreact,
            // Its CommonJS build would require React DOM itself; the ES build goes through the alias.
            { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
          ],
          // ES builds first (React Router's Node build is CommonJS, which vitest leaves to Node).
          conditions: ['module-sync', 'module', 'browser', 'development'],
        },
        test: {
          name: 'pwa',
          server: { deps: { inline: true } },
          environment: 'jsdom',
          include: ['pwa/**/*.test.{ts,tsx}'],
          setupFiles: ['pwa/test-setup.ts'],
        },
      },
    ],
  },
});
