/**
 * Imported first by main.tsx. zod probes once whether `new Function` is allowed, to compile faster
 * parsers; our Content-Security-Policy forbids eval, so the probe is refused and logged as a CSP
 * violation in the console. `jitless` skips the probe (the PWA's forms are small: no loss).
 */
import { config } from 'zod';

config({ jitless: true });
