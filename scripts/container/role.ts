/**
 * The container image's entry point (Containerfile): its command names the role, as the Procfile does,
 * and this module runs it in the same process, so that SIGTERM reaches the server or the worker itself
 * and no shell is needed at run time.
 *   web (default)  the API and the built PWA; RUN_JOBS=false and RUN_MIGRATIONS=false unless set
 *   worker         the background jobs (api/worker.ts)
 *   release        the migrations, then the reference data (scripts/db.ts release), then exits
 *   demo           `npm start`'s embedded demo (the `demo` target: PGlite, the payment emulator, jobs)
 * With NODE_ENV=production (the runtime image's default) web and worker refuse to start without every
 * real part (api/production-profile.ts): the image changes nothing to that.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROLES = ['web', 'worker', 'release', 'demo'] as const;
type Role = (typeof ROLES)[number];

/** Runs `file` as if node had been started on it with `args` (the modules read process.argv). */
async function run(file: string, args: string[] = []): Promise<void> {
  const absolute = path.join(root, file);
  process.argv = [process.argv[0] ?? 'node', absolute, ...args];
  await import(pathToFileURL(absolute).href);
}

const role = (process.argv[2] ?? 'web') as Role;
if (!ROLES.includes(role)) {
  console.error(`Unknown role "${role}": the image runs one of ${ROLES.join(', ')} (e.g. \`docker run <image> worker\`).`);
  process.exit(2);
}
if (role === 'web') {
  process.env.RUN_JOBS ??= 'false';
  process.env.RUN_MIGRATIONS ??= 'false';
}
if (role === 'worker') await run('api/worker.ts');
else if (role === 'release') await run('scripts/db.ts', ['release']);
else await run('api/server.ts');
