/**
 * Imported first by main.tsx. zod probes once whether `new Function` is allowed, to compile faster
 * parsers; our Content-Security-Policy forbids eval, so the probe is refused and logged as a CSP
 * violation in the console. `jitless` skips the probe (the PWA's forms are small: no loss).
 *
 * Set without importing zod (the first screens' script budget, docs/performance.md: zod loads with the forms, not with the shell): zod's
 * core keeps its configuration on `globalThis.__zod_globalConfig` and takes an existing one over, so
 * this runs before any zod module and `config()` reads `jitless` there (checked by zod-config.test.ts).
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
