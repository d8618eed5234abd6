/**
 * Vite plugin: index.html preloads the modules main.tsx imports one after the other while the app starts
 * (pwa/app/main.tsx: the libraries, the routes table and router, the first render), with their own static
 * imports, and the entry's own static imports. main.tsx evaluates them in separate tasks (blocking time on a
 * slow phone, docs/performance.md); without these hints the browser would also fetch them one after the
 * other, a round trip each on a slow connection. These are the app's only preload hints: Vite's (the
 * entry's imports in index.html, and the links its helper added at run time before each dynamic import) are
 * off (vite.config.ts, modulePreload; docs/decisions/0453-no-runtime-preload-links.md). The pot page's HTML
 * leaves every module preload out (api/pots/pot-page.renderer.ts): its first screen is already there, and
 * main.tsx starts it on other modules (pwa/app/pot-start.tsx, without React Router).
 */
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The start-up modules, as main.tsx imports them (paths relative to pwa/). */
export const BOOT_MODULES = ['app/boot-libraries.ts', 'app/router.tsx', 'app/render-app.tsx'];

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** The files of the entry's static imports and of the start-up modules with everything they import statically. */
export function bootFiles(bundle: OutputBundle): string[] {
  const all = chunks(bundle);
  const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  // `file` and everything it imports statically, added to `into`.
  const addWithImports = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    byFile.get(file)?.imports.forEach((imported) => addWithImports(imported, into));
  };
  const found = new Set<string>();
  // The entry's own static imports, at any depth (Vite's preload tags are off: vite.config.ts, modulePreload);
  // the entry itself is index.html's script.
  const entry = all.find((chunk) => chunk.isEntry);
  entry?.imports.forEach((imported) => addWithImports(imported, found));
  for (const chunk of all) {
    const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
    if (chunk.isDynamicEntry && BOOT_MODULES.some((module) => id.endsWith(`/pwa/${module}`))) addWithImports(chunk.fileName, found);
  }
  if (entry) found.delete(entry.fileName);
  return [...found];
}

export function bootPreload(): Plugin {
  return {
    name: 'entraide:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return bootFiles(ctx.bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
