/**
 * The PWA runs on Preact (its React compatibility layer) instead of React DOM (issue 10's budget: the
 * pot page's script before it is interactive). Code and libraries keep importing `react` and
 * `react-dom`; the build (vite.config.ts) and the component tests (vitest.config.ts) resolve those
 * names to `preact/compat`, so what is tested is what ships. docs/decisions.md (issue 10) says why.
 */
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

export const reactToPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

const routerBuild = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** React Router's production build (its package exports point at the development one). Build only. */
export const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];
