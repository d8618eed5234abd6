import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot, appStarted } from './support';

test('the home page answers in French without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  await appStarted(page);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('link', { name: /Créer une cagnotte/i }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'smoke', 'home');
  expect(errors).toEqual([]);
});

test('the API health probe answers on the same port', async ({ request }) => {
  const res = await request.get('/api/v1/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('an unknown client route falls back to the app, which returns home', async ({ page }) => {
  await page.goto('/une-page-qui-n-existe-pas');
  await expect(page).toHaveURL(/\/$/);
});
