/**
 * The charity directory in Chromium at 390x844: browse, quick filter, filter panel, empty and loading
 * states, goals modal, detail modal, event choice, landing on the pot wizard; the charity page with its
 * meta tags; the event choice pages; and offline: after a first visit the server is made unreachable
 * (a TCP proxy in front of the test server is closed, and the browser set offline for navigator.onLine),
 * the directory is reloaded and filtered from the kept copy, then refreshes when the connection returns.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  collectConsoleErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  screenshot,
  tcpProxy,
  appStarted,
} from './support';

const DIRECTORY = '/associations-partenaires-cagnotte-solidaire';
const PARTICULAR_EVENTS = '/evenement-particulier-creation-cagnotte-solidaire-don-association';
const DIRECTORY_LOADING = 'Chargement des résultats, veuillez patienter…';
const COMPANY_EVENTS = '/evenements-entreprises-creation-cagnotte-solidaire-don-association';
const FAKE_THUMBNAIL = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#445"/></svg>';

/** The visit checks of e2e/support.ts, and a screenshot looked at afterwards. */
async function check(page: Page, errors: string[], name: string): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'directory', name);
  expect(errors).toEqual([]);
}

/** The browser has no Internet here: the video services' thumbnails and players answer locally. */
async function stubVideoServices(page: Page): Promise<void> {
  await page.route(/^https:\/\/(i\.ytimg\.com|vumbnail\.com)\//, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: FAKE_THUMBNAIL }),
  );
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Lecteur</title><p>Lecteur vidéo</p>' }),
  );
}

/**
 * A visitor who already answered the cookie banner (another feature): the banner stays out of the way,
 * and with audience measurement refused no page view is sent (it would fail while offline).
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    localStorage.setItem('cookie_consent', JSON.stringify({ choice: 'refused', at: new Date().toISOString() }));
  });
});

const cards = (page: Page) => page.locator('.charity-card');
const count = (page: Page) => page.locator('#results-count');
const cardNames = (page: Page) => page.locator('.charity-card__title').allInnerTexts();

async function openFilters(page: Page): Promise<void> {
  const panel = page.locator('details.filter-panel');
  if (!(await panel.evaluate((el) => (el as HTMLDetailsElement).open)))
    await page.getByText('Filtrer les associations', { exact: true }).click();
}

test('browse and filter the directory, open a charity, choose an event and land on the pot wizard', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await stubVideoServices(page);
  await page.goto(DIRECTORY);
  await appStarted(page); // a server-written page: its buttons are the app's once hydrated
  await expect(page.getByRole('heading', { level: 1, name: 'Nos associations partenaires' })).toBeVisible();
  await expect(count(page)).toHaveText('40 associations à découvrir');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Pages de résultats, en haut' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages de résultats, en bas' })).toBeAttached();
  await check(page, errors, 'list');

  const first = await cardNames(page);
  await page.getByRole('navigation', { name: 'Pages de résultats, en bas' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardNames(page)).not.toEqual(first);
  await expect(cards(page)).toHaveCount(12);
  await check(page, errors, 'list-page-2');

  // Quick filter: one category, shuffled; reset restores the whole list.
  await page.getByRole('button', { name: 'Femme', exact: true }).click();
  await expect(count(page)).toHaveText('5 associations à découvrir');
  await expect(page.locator('.charity-card__category')).toHaveText(Array(5).fill('Femme'));
  await check(page, errors, 'quick-filter');
  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(count(page)).toHaveText('40 associations à découvrir');

  // Filter panel: cause and country, then a name with accents left out.
  await openFilters(page);
  await page.getByLabel('Cause', { exact: true }).selectOption({ label: 'Humanitaire' });
  await page.getByLabel("Pays d'action").selectOption({ label: 'Madagascar' });
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(count(page)).toHaveText('1 association à découvrir');
  await expect(cards(page)).toHaveText([/Les Greniers de l'Île Rouge/]);
  await check(page, errors, 'filtered');
  await page.getByRole('button', { name: 'Voir tout' }).click();
  await expect(count(page)).toHaveText('40 associations à découvrir');
  await expect(page.getByRole('button', { name: 'Voir tout' })).toHaveCount(0);

  await openFilters(page);
  await page.getByLabel("Nom de l'association").fill('ECOLE');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(cards(page)).toHaveText([/Les Écoles du Fleuve/]);

  // Empty result, and the loading overlay while the server answers slowly.
  await page.route('**/api/v1/assocs/filter*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openFilters(page);
  await page.getByLabel("Nom de l'association").fill('zzzz');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText(DIRECTORY_LOADING)).toBeVisible();
  await screenshot(page, 'directory', 'loading');
  await expect(page.getByText('Aucune association partenaire trouvée')).toBeVisible();
  await expect(count(page)).toHaveText('0 association à découvrir');
  await page.unroute('**/api/v1/assocs/filter*');
  await check(page, errors, 'empty');
  await page.getByRole('button', { name: 'Voir tout' }).click();

  // The mascot opens the 17 goals; the sponsorship's three are marked.
  await page.getByRole('button', { name: 'Découvrir les 17 objectifs de développement durable' }).click();
  const goals = page.getByRole('dialog', { name: 'Les 17 objectifs de développement durable' });
  await expect(goals.locator('.goal')).toHaveCount(17);
  await expect(goals.getByText('Soutenu par le parrainage')).toHaveCount(3);
  await expect(goals.getByRole('link', { name: 'En savoir plus sur le parrainage' })).toHaveAttribute('href', /parrainage/);
  await check(page, errors, 'goals-modal');
  await goals.getByRole('button', { name: 'Fermer' }).click();

  // 'En savoir plus' opens the charity in a modal; the event type is required.
  await page.getByRole('button', { name: /En savoir plus sur Cap Sororité Réunion/ }).click();
  const detail = page.getByRole('dialog', { name: 'Cap Sororité Réunion' });
  await expect(detail.getByRole('heading', { name: 'Qui sommes-nous ?' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Ouvrir dans un nouvel onglet' })).toHaveAttribute(
    'href',
    '/association/cap-sororite-reunion',
  );
  await check(page, errors, 'detail-modal');
  await detail.getByRole('button', { name: 'Créer une cagnotte' }).click();
  await expect(detail.getByRole('alert').filter({ hasText: "Le type d'événement est obligatoire" })).toBeVisible();
  await expect(detail.getByRole('option', { name: 'Quel événement ?' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Créer une cagnotte' }).scrollIntoViewIfNeeded();
  await check(page, errors, 'detail-modal-event-required');
  await detail.getByLabel('Particulier').check();
  await expect(detail.locator('.create-pot__rate')).toHaveText('Réduction d’impôt : 66\u00a0%');
  await detail.getByLabel('Type d’événement').selectOption({ label: 'Anniversaire' });
  await detail.getByRole('button', { name: 'Créer une cagnotte' }).click();
  await expect(page).toHaveURL(/\/create\/particular\/details\?evt=\d+&assoc=\d+$/);
  // Step 2 of the pot wizard (spec title), or its stand-in page while the pots work is not there.
  await expect(
    page.getByRole('heading', { level: 1, name: /Création de votre cagnotte de la générosité|Créer une cagnotte/ }),
  ).toBeVisible();
  await check(page, errors, 'pot-wizard');
});

test('a charity page shows every section, its rate by donor type, and its meta tags', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await stubVideoServices(page);
  await page.goto('/association/la-maison-des-courageuses');
  await expect(page.getByRole('heading', { level: 1, name: 'La Maison des Courageuses' })).toBeVisible();
  await expect(page).toHaveTitle('La Maison des Courageuses — Entraide');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Montreuil/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'PRIVATE, ENTERPRISE');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/demo\/assocs\/la-maison-des-courageuses\/banner\.svg$/,
  );
  await expect(page.getByRole('img', { name: 'Don en Confiance' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Photo 1 sur 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Photo suivante' }).click();
  await expect(page.getByRole('img', { name: /Photo 2 sur 3/ })).toBeVisible();
  for (const title of ['Qui sommes-nous ?', 'Nos actions', 'Objectifs de développement durable soutenus', 'L’impact de votre don']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.locator('.create-pot__rate')).toHaveText('Réduction d’impôt : de 60\u00a0% à 75\u00a0%');
  await expect(page.getByText("Pourcentage en fonction du type d'événement sélectionné")).toBeVisible();
  await expect(page.getByRole('img', { name: /^Objectif 11/ })).toBeVisible();
  await expect(page.getByText('30\u00a0€', { exact: true })).toBeVisible();
  await check(page, errors, 'charity-page');
  await page.getByLabel('Entreprise').check();
  await expect(page.locator('.create-pot__rate')).toHaveText('Réduction d’impôt : 60\u00a0%');
  await page.getByLabel('Type d’événement').selectOption({ label: 'Team building' });
  await page.locator('.charity__create').scrollIntoViewIfNeeded();
  await check(page, errors, 'charity-page-create');
  await page.getByRole('button', { name: 'Créer une cagnotte' }).click();
  await expect(page).toHaveURL(/\/create\/company\/details\?evt=\d+&assoc=\d+$/);

  // A video: the thumbnail derived from its id, the player only once asked.
  await page.goto('/association/le-fil-d-ariane-des-femmes');
  const poster = page.getByRole('button', { name: /Lire la vidéo/ });
  await expect(poster.locator('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
  await poster.scrollIntoViewIfNeeded();
  await check(page, errors, 'charity-video');
  await poster.click();
  await expect(page.locator('iframe[title^="Vidéo de"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/);

  // An unknown charity sends the visitor home.
  await page.goto('/association/association-inconnue');
  await expect(page).toHaveURL(/\/$/);
});

test('the event choice pages list the events and open the pot wizard', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/select/particular');
  await expect(page).toHaveURL(new RegExp(`${PARTICULAR_EVENTS}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choisissez votre événement personnel lié à votre cagnotte solidaire' }),
  ).toBeVisible();
  await expect(page.locator('.event-card')).toHaveCount(9);
  await check(page, errors, 'events-particular');
  await page.getByRole('link', { name: /Mariage/ }).click();
  await expect(page).toHaveURL(/\/create\/particular\/assocs\?evt=\d+$/);

  await page.goto('/select/company');
  await expect(page).toHaveURL(new RegExp(`${COMPANY_EVENTS}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: "Choisissez votre événement d'entreprise lié à votre cagnotte solidaire" }),
  ).toBeVisible();
  await expect(page.locator('.event-card')).toHaveCount(8);
  await check(page, errors, 'events-company');
  await page.getByRole('link', { name: /Team building/ }).click();
  await expect(page).toHaveURL(/\/create\/company\/assocs\?evt=\d+$/);
});

test('offline after one visit: the kept directory lists and filters like online, then refreshes', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const proxy = tcpProxy(Number(new URL(baseURL ?? '').port));
  const port = await proxy.open();
  const origin = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await context.addInitScript(() => {
    localStorage.setItem('cookie_consent', JSON.stringify({ choice: 'refused', at: new Date().toISOString() }));
  });
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${origin}${DIRECTORY}`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload(); // now under the service worker
    await expect(count(page)).toHaveText('40 associations à découvrir');
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('images')).keys()).length), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(40 + 17);
    await page.getByRole('button', { name: 'Santé', exact: true }).click();
    await expect(count(page)).toHaveText('5 associations à découvrir');
    const onlineQuick = [...(await cardNames(page))].sort();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await openFilters(page);
    await page.getByLabel('Objectif de développement durable').selectOption('3');
    await page.getByLabel("Nom de l'association").fill('les');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('button', { name: 'Voir tout' })).toBeVisible();
    await expect(page.getByText(DIRECTORY_LOADING)).toHaveCount(0);
    const onlineFiltered = { count: await count(page).innerText(), names: await cardNames(page) };
    await page.getByRole('button', { name: 'Voir tout' }).click();

    await proxy.close();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.offline-badge')).toContainText(/Hors ligne · copie du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
    await expect(count(page)).toHaveText('40 associations à découvrir');
    await expect(cards(page)).toHaveCount(12);
    // The first logos (in view) come from the image cache; every logo of the directory is kept there.
    const firstLogo = page.locator('.charity-card img.charity-logo').first();
    await expect.poll(() => firstLogo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const keptLogos = await page.evaluate(
      async () => (await (await caches.open('images')).keys()).filter((r) => r.url.endsWith('/logo.webp')).length,
    );
    expect(keptLogos).toBe(40);
    await check(page, errors, 'offline');

    await page.getByRole('button', { name: 'Santé', exact: true }).click();
    await expect(count(page)).toHaveText('5 associations à découvrir');
    expect([...(await cardNames(page))].sort()).toEqual(onlineQuick);
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await openFilters(page);
    await page.getByLabel('Objectif de développement durable').selectOption('3');
    await page.getByLabel("Nom de l'association").fill('les');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(count(page)).toHaveText(onlineFiltered.count);
    expect(await cardNames(page)).toEqual(onlineFiltered.names);
    await check(page, errors, 'offline-filtered');

    await proxy.open(port);
    await context.setOffline(false);
    await expect(page.locator('.offline-badge')).toHaveCount(0, { timeout: 15_000 });
    await expect(count(page)).toHaveText(onlineFiltered.count);
    await check(page, errors, 'back-online');
  } finally {
    await context.close();
    await proxy.close();
  }
});
