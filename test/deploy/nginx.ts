/** Debian's nginx in the foreground on the deployment test's config (nginx.conf.template), under its own directory. */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, waitForLine, type Proc } from './processes';

export interface NginxPorts {
  port: number;
  web1: number;
  web2: number;
}

export interface Nginx {
  url: string;
  proc: Proc;
  /** The access log's lines (format `deploy`: address, request, status, upstream address and status, time, cache). */
  accessLog(): string[];
  errorLog(): string;
}

export async function startNginx(stateDir: string, dir: string, ports: NginxPorts): Promise<Nginx> {
  mkdirSync(dir, { recursive: true });
  // As root, nginx's workers run as Debian's www-data: they write the cache and temporary files here.
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'www-data']).toString().trim());
    chmodSync(path.dirname(dir), 0o711);
    chownSync(dir, id('-u'), id('-g'));
  }
  const template = readFileSync(path.join(import.meta.dirname, 'nginx.conf.template'), 'utf8');
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(
    file,
    template
      .replaceAll('{{DIR}}', dir)
      .replaceAll('{{PORT}}', String(ports.port))
      .replaceAll('{{WEB1}}', String(ports.web1))
      .replaceAll('{{WEB2}}', String(ports.web2)),
  );
  const proc = launch(
    stateDir,
    'nginx',
    process.env.NGINX_BIN ?? '/usr/sbin/nginx',
    ['-c', file, '-p', dir, '-e', path.join(dir, 'error.log')],
    {},
  );
  const url = `http://127.0.0.1:${ports.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${url}/nginx-probe`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || proc.child.exitCode !== null) await waitForLine(proc, /never/, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    proc,
    accessLog: () => readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
    errorLog: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
  };
}
