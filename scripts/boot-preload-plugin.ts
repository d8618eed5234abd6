/**
 * Vite plugin: index.html preloads the modules main.tsx imports one after the other while the app starts
 * (pwa/app/main.tsx: the libraries, the routes table and router, the first render), with their own static
 * imports. main.tsx evaluates them in separate tasks (issue 10's TBT); without these hints the browser
 * would also fetch them one after the other, a round trip each on a slow connection. The pot page's HTML
 * leaves every module preload out (api/pots/pot-page.renderer.ts): its first screen is already there.
 */
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The start-up modules, as main.tsx imports them (paths relative to pwa/). */
export const BOOT_MODULES = ['app/boot-libraries.ts', 'app/router.tsx', 'app/render-app.tsx'];

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** The files of the start-up modules and of everything they import statically, entry's own left out. */
export function bootFiles(bundle: OutputBundle): string[] {
  const all = chunks(bundle);
  const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const entry = all.find((chunk) => chunk.isEntry);
  // The entry and everything it imports statically: Vite's own tags already preload those.
  const skip = new Set<string>();
  const skipWithImports = (file: string) => {
    if (skip.has(file)) return;
    skip.add(file);
    byFile.get(file)?.imports.forEach(skipWithImports);
  };
  if (entry) skipWithImports(entry.fileName);
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || skip.has(file)) return;
    found.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  for (const chunk of all) {
    const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
    if (chunk.isDynamicEntry && BOOT_MODULES.some((module) => id.endsWith(`/pwa/${module}`))) visit(chunk.fileName);
  }
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
        return bootFiles(ctx.bundle).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
