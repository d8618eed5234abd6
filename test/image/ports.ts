/**
 * The host ports the image's containers listen on (they run with --network=host): from IMAGE_TEST_PORT
 * on when set (a shared machine gives each run its range), free ports otherwise.
 */
import { freePort } from '../money/crash/processes';

export async function containerPorts(): Promise<{ web: number; demo: number; demoSandbox: number }> {
  const base = Number(process.env.IMAGE_TEST_PORT);
  if (base > 0) return { web: base, demo: base + 1, demoSandbox: base + 2 };
  return { web: await freePort(), demo: await freePort(), demoSandbox: await freePort() };
}
