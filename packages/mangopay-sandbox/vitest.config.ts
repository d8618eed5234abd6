import { defineConfig } from 'vitest/config';

// The emulator's own tests: each starts emulators on free loopback ports; no database.
export default defineConfig({
  test: {
    name: 'mangopay-sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
