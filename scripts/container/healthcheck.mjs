// The image's HEALTHCHECK (Containerfile): plain JavaScript, run by node without tsx nor a shell.
// A web (or demo) container is healthy when GET /api/v1/health/ready answers 200 on its PORT; a worker or
// a release container serves no HTTP, and its health is its process: it passes.
import { readdirSync, readFileSync } from 'node:fs';

/** The role named after scripts/container/role.ts in a running process's command line, if any. */
function runningRole() {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args;
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const at = args.findIndex((arg) => arg.endsWith('scripts/container/role.ts'));
    if (at >= 0) return args[at + 1] || 'web';
  }
  return 'web';
}

const role = runningRole();
if (role === 'worker' || role === 'release') process.exit(0);
try {
  const response = await fetch(`http://127.0.0.1:${process.env.PORT || 8080}/api/v1/health/ready`, {
    signal: AbortSignal.timeout(2500),
  });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
