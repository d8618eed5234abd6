import { expect, it } from 'vitest';

it('makes zod skip its eval probe, forbidden by the CSP, without loading zod itself', async () => {
  await import('./zod-config');
  const { config } = await import('zod');
  expect(config().jitless).toBe(true);
});
