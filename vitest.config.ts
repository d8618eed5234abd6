import { defineConfig } from 'vitest/config';

// Three projects: pure shared rules (no database), the server on a real database, the PWA in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', environment: 'node', include: ['domain/**/*.test.ts'] },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts', 'migrations/**/*.test.ts', 'test/money/**/*.test.ts', 'test/security/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
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
