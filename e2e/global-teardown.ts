/**
 * Playwright's global teardown (playwright.config.ts): the checks run on what the journeys left in
 * the data directory. Each check is a module of e2e/teardown/.
 */
import path from 'node:path';
import cardNumbersTeardown from './card-numbers-teardown';
import { checkServerLogForSecrets } from './teardown/log-secrets';

export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  // The server writes its log asynchronously: what the last requests wrote reaches the file within moments.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const { lines, secrets } = checkServerLogForSecrets(dataDir, path.resolve(import.meta.dirname, '.'));
  cardNumbersTeardown();
  console.log(`server log: ${lines} lines, none holds any of ${secrets} secrets of the journeys or a token-shaped string`);
}
