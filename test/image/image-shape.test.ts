/**
 * The runtime image as an operator receives it (`npm run test:image`; global-setup.ts builds it from the
 * Containerfile on the local Debian base): no root, no shell in its commands, the pinned Node, no
 * emulator nor dev tool, within its size budget (docs/scaling.md), and a production start that refuses
 * the demo's stand-ins. The `demo` target answers with one command.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { podman, podmanOk, removeContainer, runContainer, terminate, waitForLine } from './podman';
import { containerPorts } from './ports';

/** The runtime image's budget on the Debian base (docs/scaling.md, "The container image"). */
const IMAGE_BUDGET_MB = 300;
const image = inject('image');
const names: string[] = [];

afterAll(async () => {
  for (const name of names) await removeContainer(name);
});

async function inspect(tag: string) {
  const [config] = JSON.parse(await podmanOk(['image', 'inspect', tag])) as Array<{
    Size: number;
    Healthcheck?: { Test: string[] };
    Config: { User?: string; Entrypoint?: string[]; Cmd?: string[]; StopSignal?: string; Env: string[] };
  }>;
  return config!;
}

/** Runs `node -e <code>` in the runtime image (its user, its environment): exit code and the lines it printed. */
async function nodeInImage(code: string): Promise<{ code: number | null; lines: string[] }> {
  const done = await podman([
    'run',
    '--rm',
    '--network=host',
    '--no-healthcheck',
    '--entrypoint',
    '/usr/local/bin/node',
    image.runtime,
    '-e',
    code,
  ]);
  // podman's own notices (no systemd here to time health checks) are left out: only what node printed.
  return { code: done.code, lines: done.output.split('\n').filter((line) => line.startsWith('out ')) };
}

describe('the runtime image', () => {
  it('runs as a non-root user, by exec-form commands (no shell), stops on SIGTERM and checks readiness', async () => {
    const { Config, Healthcheck } = await inspect(image.runtime);
    expect(Config.User).toMatch(/^[1-9]\d*(:\d+)?$/); // numeric, not 0: runAsNonRoot can check it
    expect(Config.Entrypoint?.[0]).toBe('/usr/local/bin/node');
    expect(Config.Cmd).toEqual(['web']);
    expect(Config.StopSignal).toBe('SIGTERM');
    expect(Healthcheck?.Test).toEqual(['CMD', '/usr/local/bin/node', '/app/scripts/container/healthcheck.mjs']); // not CMD-SHELL
    expect(Config.Env).toContain('NODE_ENV=production');
    const who = await nodeInImage("console.log('out', process.getuid(), process.version)");
    expect(who.code).toBe(0);
    const [, uid, version] = who.lines[0]!.split(' ');
    expect(Number(uid)).toBeGreaterThan(0);
    const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: { node: string } }).devDependencies.node;
    expect(version).toBe(`v${pinned}`); // the `node` package the project pins
  });

  it('holds production dependencies only: no payment emulator, no test browser, no dev tool, no PWA library', async () => {
    // react and mobx: the PWA's libraries and Redoc's React tree, which the server render and the
    // standalone Redoc script carry themselves (docs/scaling.md, "The container image").
    const modules = ['@entraide/mangopay-sandbox', 'vitest', 'vite', '@playwright/test', 'typescript', 'node', 'react', 'mobx'];
    const found = await nodeInImage(
      `for (const m of ${JSON.stringify(modules)}) ` +
        "{ try { require.resolve(m + '/package.json', { paths: ['/app'] }); console.log('out present ' + m) } catch { console.log('out absent ' + m) } }",
    );
    expect(found.lines.sort()).toEqual(modules.map((m) => `out absent ${m}`).sort());
  });

  it(`weighs at most ${IMAGE_BUDGET_MB} MB`, async () => {
    const { Size } = await inspect(image.runtime);
    console.log(`runtime image: ${Math.round(Size / 1e6)} MB`);
    expect(Size / 1e6).toBeLessThanOrEqual(IMAGE_BUDGET_MB);
  });

  it.each(['web', 'worker'])('refuses a %s start on the demo parts, naming what is missing (exit 1)', async (role) => {
    // What `docker run <image> <role>` gets with a database only: no Mangopay, no SMTP, no device key.
    const name = `entraide-refusal-${role}-${process.pid}`;
    names.push(name);
    const container = runContainer(name, [
      '-e',
      'DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
      '-e',
      'METRICS_PORT=off',
      image.runtime,
      role,
    ]);
    expect(await container.exited).toBe(1);
    for (const variable of ['MANGOPAY_API_KEY', 'SMTP_URL', 'DEVICE_COOKIE_SECRET'])
      expect(container.output()).toContain(`${variable}: required with NODE_ENV=production`);
    expect(container.output()).not.toMatch(/is running/);
  });
});

describe('the runtime image on PostgreSQL only', () => {
  it('has no embedded database: a pglite:// DATABASE_URL stops the web start with a message saying so', async () => {
    // Every real part but the database is given, so that only PGlite's absence can stop it.
    const name = `entraide-no-pglite-${process.pid}`;
    names.push(name);
    const env = {
      DATABASE_URL: 'pglite:///data/pglite',
      MANGOPAY_CLIENT_ID: 'entraide-image-test',
      MANGOPAY_API_KEY: 'une-clef',
      MANGOPAY_BASE_URL: 'http://127.0.0.1:9',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_URL: 'http://localhost:8080',
      UPLOADS_DIR: '/data/uploads',
      DEVICE_COOKIE_SECRET: 'une-clef-de-test-de-plus-de-trente-deux-caracteres',
      METRICS_PORT: 'off',
      PORT: String((await containerPorts()).web),
    };
    const container = runContainer(name, [...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]), image.runtime]);
    expect(await container.exited).not.toBe(0);
    expect(container.output()).toContain('this installation has no embedded database');
    expect(container.output()).not.toMatch(/is running/);
  });
});

describe('the demo image', () => {
  it('runs `npm start`’s demo with one command: health, the home page, and a stop on SIGTERM', async () => {
    const { demo, demoSandbox } = await containerPorts();
    const name = `entraide-demo-${process.pid}`;
    names.push(name);
    const container = runContainer(name, ['-e', `PORT=${demo}`, '-e', `SANDBOX_PORT=${demoSandbox}`, '-e', 'METRICS_PORT=off', image.demo]);
    await waitForLine(container, /Entraide is running at/, 240_000);
    const health = await fetch(`http://127.0.0.1:${demo}/api/v1/health`);
    expect(health.status).toBe(200);
    const home = await fetch(`http://127.0.0.1:${demo}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<html lang="fr"');
    const stop = await terminate(container);
    expect(stop.code).toBe(0);
  });
});
