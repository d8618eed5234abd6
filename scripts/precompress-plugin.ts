/**
 * Vite plugin: after the build (and after vite-plugin-pwa has written sw.js), writes a Brotli (.br) and
 * a gzip (.gz) copy beside every text file of the output (scripts, styles, HTML, SVG, JSON, manifest).
 * The server's static files (koa-send) answer with the .br or .gz copy when the browser accepts it, so
 * a phone downloads the compressed size without the server compressing on each request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024; // smaller files gain nothing

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else if (TEXT.test(entry.name)) yield full;
  }
}

/** Writes file.br and file.gz for every text file of `dir` worth compressing. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const data = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzip(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'entraide:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir);
        this.info?.(`precompressed ${count} files (.br, .gz)`);
      },
    },
  };
}
