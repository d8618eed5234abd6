/**
 * Fictional partner charities for demonstrations and tests (is_demo = true). Every name, text and
 * image is invented for Entraide; the seed appends DEMO_NOTICE to each description and about text.
 * Images are drawn by scripts/make-demo-images.ts under public/demo/assocs/{slug}/.
 */
import type { DemoCharity } from './demo-charity';
import { demoCharities1 } from './demo-charities-1';
import { demoCharities2 } from './demo-charities-2';
import { demoCharities3 } from './demo-charities-3';
import { demoCharities4 } from './demo-charities-4';

export * from './demo-charity';

export const demoCharities: readonly DemoCharity[] = [...demoCharities1, ...demoCharities2, ...demoCharities3, ...demoCharities4];
