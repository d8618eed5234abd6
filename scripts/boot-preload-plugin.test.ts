import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { bootFiles } from './boot-preload-plugin';

type Chunk = { fileName: string; imports?: string[]; isEntry?: boolean; facadeModuleId?: string };

/** A bundle as Rolldown hands it to the plugin (only the fields bootFiles reads). */
function bundle(chunks: Chunk[]): Rollup.OutputBundle {
  return Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      { type: 'chunk', imports: [], isEntry: false, isDynamicEntry: !chunk.isEntry, facadeModuleId: null, ...chunk },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

describe('the start-up modules index.html preloads', () => {
  const built = bundle([
    { fileName: 'assets/index.js', isEntry: true, imports: ['assets/react-dom.js'], facadeModuleId: '/app/pwa/index.html' },
    { fileName: 'assets/react-dom.js', imports: ['assets/rolldown-runtime.js'] },
    { fileName: 'assets/rolldown-runtime.js' },
    {
      fileName: 'assets/boot-libraries.js',
      imports: ['assets/query-client.js', 'assets/rolldown-runtime.js', 'assets/react-dom.js'],
      facadeModuleId: '/app/pwa/app/boot-libraries.ts',
    },
    { fileName: 'assets/query-client.js', imports: ['assets/react-dom.js'] },
    { fileName: 'assets/router.js', imports: ['assets/api-client.js'], facadeModuleId: '/app/pwa/app/router.tsx' },
    { fileName: 'assets/api-client.js' },
    { fileName: 'assets/render-app.js', facadeModuleId: '/app/pwa/app/render-app.tsx' },
    { fileName: 'assets/Wizard.js', imports: ['assets/api-client.js'], facadeModuleId: '/app/pwa/features/pot-wizard/Wizard.tsx' },
  ]);

  it('are main.tsx’s three with their own imports, and the entry’s own imports', () => {
    expect(bootFiles(built).sort()).toEqual([
      'assets/api-client.js',
      'assets/boot-libraries.js',
      'assets/query-client.js',
      'assets/react-dom.js',
      'assets/render-app.js',
      'assets/rolldown-runtime.js',
      'assets/router.js',
    ]);
  });

  it('leave out the entry itself, which index.html loads as its script', () => {
    expect(bootFiles(built)).not.toContain('assets/index.js');
  });
});
