import { defineConfig } from 'vitest/config';
import { pwaPathAlias } from './pwa/path-alias';

// Four projects: pure rules (the shared domain, the build's scripts; no database), the server on a real
// database, the PWA in jsdom, and the Mangopay emulator's package (its own vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/mangopay-sandbox',
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'test/copy/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: [
            'api/**/*.test.ts',
            'test/migrations/**/*.test.ts',
            'test/money/**/*.test.ts',
            'test/security/**/*.test.ts',
            'test/docs/**/*.test.ts',
          ],
          globalSetup: ['test/global-setup.ts'],
          // One module graph per worker, not per file: each file still opens its own database
          // (test/db.ts), and no test of this project mocks a module. Halves the project's CPU time
          // (docs/decisions.md, "The test run's speed").
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // `npm run test:ops` only (ENTRAIDE_OPS_TESTS=1): tests that need Debian's prometheus or start the
      // real entry with tracing (test/ops/), kept out of the default run.
      ...(process.env.ENTRAIDE_OPS_TESTS
        ? [
            {
              test: {
                name: 'ops',
                environment: 'node',
                include: ['test/ops/**/*.test.ts'],
                globalSetup: ['test/global-setup.ts'],
                testTimeout: 120_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
      // `npm run test:deploy` only (test/deploy/run.ts sets ENTRAIDE_DEPLOY_TESTS=1): the production
      // topology on this machine (nginx, two web processes, a worker, PostgreSQL and its replica).
      ...(process.env.ENTRAIDE_DEPLOY_TESTS
        ? [
            {
              test: {
                name: 'deploy',
                environment: 'node',
                include: ['test/deploy/**/*.test.ts'],
                fileParallelism: false,
                testTimeout: 240_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
      // `npm run test:image` only (ENTRAIDE_IMAGE_TESTS=1): the Containerfile built with podman on a local
      // Debian base, its containers run against PostgreSQL (test/image/), one file at a time.
      ...(process.env.ENTRAIDE_IMAGE_TESTS
        ? [
            {
              test: {
                name: 'image',
                environment: 'node',
                include: ['test/image/**/*.test.ts'],
                globalSetup: ['test/image/global-setup.ts'],
                fileParallelism: false,
                testTimeout: 300_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
      {
        // The PWA's components on React DOM in jsdom, as they ship; `@/` and `@domain/` as in the build.
        resolve: { alias: pwaPathAlias },
        test: {
          name: 'pwa',
          environment: 'jsdom',
          include: ['pwa/**/*.test.{ts,tsx}'],
          setupFiles: ['pwa/test-setup.ts'],
        },
      },
    ],
  },
});
