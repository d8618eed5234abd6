// Step 2 made ready while the person reads step 1: its module (the form and its rich-text editor, the
// wizard's largest chunk) fetched and evaluated, and today's closing-date window read in Paris (the first
// time-zone reading of a page costs a slow phone tens of milliseconds). Choosing a charity then only
// renders step 2, instead of downloading, evaluating and reading the clock between the tap and the next
// screen (INP, docs/performance.md).
import { closingDateBounds } from '@domain/pot-save';

export async function preloadDetailsStep(): Promise<void> {
  closingDateBounds(new Date());
  // Offline without the shell cached, the step loads (or says it cannot) when it is opened.
  await import('./components/PotDetailsPage').catch(() => undefined);
}
