/**
 * The tests' inline jobs, with a way to wait until every job sent so far has finished: the hook route
 * answers the provider after 150 ms whatever its job is doing, and a sequence step must not overlap
 * the next one's checks.
 */
import { pino } from 'pino';
import { createInlineJobs, type Jobs } from '../../api/jobs/jobs';

export function trackedInlineJobs(): Jobs & { idle(): Promise<void> } {
  const inner = createInlineJobs(pino({ level: 'silent' }));
  const running = new Set<Promise<void>>();
  return {
    start: (definitions) => inner.start(definitions),
    stop: () => inner.stop(),
    send(name, data) {
      const run = inner.send(name, data);
      running.add(run);
      void run.finally(() => running.delete(run)).catch(() => undefined);
      return run;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
