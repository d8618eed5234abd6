/**
 * The image's bases in CI, from Debian's packages only (no image registry is reachable here):
 * - `localhost/entraide-debian-base:bookworm`: `debootstrap --variant=minbase bookworm`, without apt's
 *   package lists and caches, documentation and translations, imported with `podman import`. The cleaned
 *   tree is kept as a tarball in IMAGE_CACHE_DIR (default /var/tmp/entraide-image-cache) between runs.
 * - `localhost/entraide-build-base:bookworm`: that base with a Node 24 and npm to run the build stage's
 *   `npm ci` (the project's pinned `node` from node_modules/node, and the host's npm). The runtime stage
 *   never uses it: its Node is the one the build stage's `npm ci` installs. Behind a TLS-inspecting proxy
 *   the host's extra certificate authorities (NODE_EXTRA_CA_CERTS) go in it too, for `npm ci` only.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageExists, podmanOk } from './podman';

export const DEBIAN_BASE = 'localhost/entraide-debian-base:bookworm';
export const BUILD_BASE = 'localhost/entraide-build-base:bookworm';
const cacheDir = process.env.IMAGE_CACHE_DIR ?? '/var/tmp/entraide-image-cache';
const CLEANED = ['var/cache/apt', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man', 'usr/share/info', 'usr/share/locale'];

function run(command: string, args: string[]): void {
  const done = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (done.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${done.status}:\n${(done.stdout + done.stderr).slice(-4000)}`);
}

/** The Debian mirror apt is configured with (the one debootstrap fetches from). */
function debianMirror(): string {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (!existsSync(file)) continue;
    const uri =
      /^URIs:\s*(\S+)/m.exec(readFileSync(file, 'utf8')) ?? /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/m.exec(readFileSync(file, 'utf8'));
    if (uri?.[1]) return uri[1];
  }
  return 'http://deb.debian.org/debian';
}

/** The cleaned minbase tree as a tarball in the cache directory, made once. */
function debianTarball(): string {
  const tarball = path.join(cacheDir, 'debian-bookworm-minbase.tar');
  if (existsSync(tarball)) return tarball;
  mkdirSync(cacheDir, { recursive: true });
  const rootfs = mkdtempSync(path.join(cacheDir, 'rootfs-'));
  chmodSync(rootfs, 0o755); // the image's `/`, which every user traverses
  try {
    run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, debianMirror()]);
    for (const dir of CLEANED) {
      rmSync(path.join(rootfs, dir), { recursive: true, force: true });
      mkdirSync(path.join(rootfs, dir), { recursive: true });
    }
    run('tar', ['-C', rootfs, '-cf', `${tarball}.partial`, '.']);
    renameSync(`${tarball}.partial`, tarball);
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
  return tarball;
}

/**
 * The host's npm package: the npm running this script (npm_execpath, set by `npm run`), else `npm root -g`.
 * Under `npm run`, node_modules/.bin comes first on PATH and the pinned Node's prefix makes `npm root -g`
 * point inside node_modules/node, where no npm is installed.
 */
function hostNpmDir(): string {
  const execPath = process.env.npm_execpath;
  if (execPath && /npm-cli\.js$/.test(execPath)) return path.resolve(path.dirname(execPath), '..');
  return path.join(spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim(), 'npm');
}

/** Both local bases, made when missing (podman's store keeps them between runs). */
export async function ensureBases(root: string): Promise<void> {
  if (!imageExists(DEBIAN_BASE)) await podmanOk(['import', debianTarball(), DEBIAN_BASE], { timeoutMs: 300_000 });
  if (imageExists(BUILD_BASE)) return;
  const context = mkdtempSync(path.join(os.tmpdir(), 'entraide-build-base-'));
  try {
    copyFileSync(path.join(root, 'node_modules/node/bin/node'), path.join(context, 'node'));
    cpSync(hostNpmDir(), path.join(context, 'npm'), { recursive: true });
    const extraCa = process.env.NODE_EXTRA_CA_CERTS;
    if (extraCa) copyFileSync(extraCa, path.join(context, 'extra-ca.crt'));
    writeFileSync(
      path.join(context, 'Containerfile'),
      [
        `FROM ${DEBIAN_BASE}`,
        'COPY node /usr/local/bin/node',
        'COPY npm /usr/local/lib/node_modules/npm',
        'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx',
        ...(extraCa
          ? [
              'COPY extra-ca.crt /usr/local/share/entraide-build/extra-ca.crt',
              'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/entraide-build/extra-ca.crt',
            ]
          : []),
        '',
      ].join('\n'),
    );
    await podmanOk(['build', '--network=host', '-t', BUILD_BASE, context], { timeoutMs: 300_000 });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}
