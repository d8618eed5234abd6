/**
 * The PWA's import aliases: `@/` is pwa/ and `@domain/` is domain/, so a module names what it imports
 * from the app's root instead of climbing folders (`../../../ui/Button` is `@/ui/Button`). The same two
 * entries are declared in tsconfig.json's `paths` (TypeScript, tsx, dependency-cruiser, knip) and read
 * here by vite.config.ts (both builds) and vitest.config.ts. scripts/codemods/pwa-alias.ts rewrites
 * climbing imports into these aliases.
 */
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/** `@/` → pwa/, `@domain/` → domain/. */
export const pwaPathAlias: Alias[] = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
  { find: /^@domain\//, replacement: fileURLToPath(new URL('../domain/', import.meta.url)) },
];
