/**
 * `npm run test:image`'s global setup: the local Debian bases (bases.ts), then the Containerfile built
 * twice from this working tree, as an operator builds it: the runtime image (the default target) and the
 * `demo` target, which shares its build stage from podman's layer cache. The tests get the tags.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { BUILD_BASE, DEBIAN_BASE, ensureBases } from './bases';
import { podmanOk } from './podman';

declare module 'vitest' {
  export interface ProvidedContext {
    image: { runtime: string; demo: string };
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RUNTIME_TAG = 'localhost/entraide:image-test';
export const DEMO_TAG = 'localhost/entraide-demo:image-test';

/**
 * The host's npm cache (CI's `npm ci` filled it), lent to the build stage's `npm ci` as an overlay (its
 * writes are dropped): the same tarballs are not downloaded twice. The Containerfile does not depend on it.
 */
function npmCacheVolume(): string[] {
  const cache = path.join(os.homedir(), '.npm');
  return existsSync(cache) ? ['--volume', `${cache}:/root/.npm:O`] : [];
}

/**
 * The build's RUN steps get 1024 open files by default here (podman's default ulimits cannot be set on
 * this machine kind), and `npm ci` then fails with EMFILE on a loaded host: they get this process's own
 * hard limit instead (/proc/self/limits), as `docker build` gives its daemon's.
 */
function openFilesLimit(): string[] {
  const hard = /^Max open files\s+\S+\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
  return hard ? ['--ulimit', `nofile=${hard}:${hard}`] : [];
}

async function build(target: string, tag: string): Promise<void> {
  const started = Date.now();
  await podmanOk(
    [
      'build',
      '--format',
      'docker', // keeps HEALTHCHECK and STOPSIGNAL (the OCI format has no HEALTHCHECK)
      '--network=host',
      ...npmCacheVolume(),
      ...openFilesLimit(),
      '--build-arg',
      `BUILD_IMAGE=${BUILD_BASE}`,
      '--build-arg',
      `BASE_IMAGE=${DEBIAN_BASE}`,
      '--target',
      target,
      '-t',
      tag,
      '-f',
      path.join(root, 'Containerfile'),
      root,
    ],
    { timeoutMs: 900_000 },
  );
  console.log(`image ${tag} (target ${target}) built in ${Math.round((Date.now() - started) / 1000)} s`);
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  await ensureBases(root);
  console.log(`local bases ready in ${Math.round((Date.now() - started) / 1000)} s`);
  await build('runtime', RUNTIME_TAG);
  await build('demo', DEMO_TAG);
  project.provide('image', { runtime: RUNTIME_TAG, demo: DEMO_TAG });
}
