/** Helpers of the modal dialogs' spec: a signed-in organiser's pot, reached from the dashboard. */
import { expect, type Page } from '@playwright/test';
import { appStarted } from './support';

export { bannerImage, createPot, prepareContext, signUp } from './pots-support';

/** The personal dashboard, opened and started. */
export async function dashboardPots(page: Page): Promise<void> {
  await page.goto('/particular/dashboard');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
