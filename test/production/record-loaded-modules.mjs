/**
 * Preload (`node --import`) of the production-start tests (api/production-start.test.ts): registers
 * Node's synchronous module hooks, which see every module the process resolves and loads (ESM and
 * CommonJS, tsx's TypeScript included), and appends each loaded URL to the file RECORD_MODULES_FILE names.
 */
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.RECORD_MODULES_FILE;
if (file) {
  registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
