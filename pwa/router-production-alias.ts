/**
 * React Router's package exports point at its development build (warnings, checks); the production build
 * (vite.config.ts) takes the production one it ships beside it, which saved ~10 ms of main thread on the
 * pot page. Build only: the dev server and the tests keep the development build and its warnings.
 */
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const routerBuild = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** React Router's production build. Build only. */
export const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];
