/**
 * The public site in Chromium at a phone (390x844) and a desktop (1280x800) size: every public page
 * and alias, titles, redirects, the cookie banner, page views and the newsletter double opt-in through
 * the mail outbox. Screenshots go to docs/screens/public/.
 */
import { expect, test, type Page } from '@playwright/test';
import { fullTitle, PUBLIC_ALIASES, seoForPath } from '../domain/seo';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot, appStarted } from './support';
import { acceptCookies, CONSENT_KEY, latestMailTo, PAGE_VIEWS, storeConsent } from './public-site.support';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Every page of the public site: path, screenshot name, and its h1. */
const PAGES: ReadonlyArray<{ path: string; shot: string; h1: string | RegExp }> = [
  { path: '/', shot: 'accueil', h1: 'Vos moments forts deviennent des dons' },
  { path: '/comment-fonctionne-une-cagnotte-solidaire', shot: 'comment-ca-marche', h1: 'Comment fonctionne une cagnotte solidaire ?' },
  { path: '/charte-qualité-cagnotte-solidaire', shot: 'charte-qualite', h1: 'Notre charte qualité' },
  { path: '/les-valeurs-de-la-cagnotte-solidaire', shot: 'valeurs', h1: 'Nos valeurs' },
  { path: '/deduction-fiscale-des-dons', shot: 'deduction-fiscale', h1: 'La déduction fiscale des dons' },
  { path: '/mecenat-rse', shot: 'mecenat-rse', h1: 'Mécénat et RSE : donner du sens à vos engagements' },
  { path: '/mecenat-qvt', shot: 'mecenat-qvt', h1: 'Mécénat et qualité de vie au travail' },
  { path: '/articles-presse-sur-cagnotte-solidaire', shot: 'presse', h1: 'Entraide dans la presse' },
  { path: '/references-client-cagnotte-solidaire-mecenat-entreprise', shot: 'references', h1: 'Ils nous font confiance' },
  { path: '/partenaires/cadeaux', shot: 'cadeaux-partenaires', h1: 'Des cadeaux qui soutiennent une association' },
  { path: '/label-do-good', shot: 'label', h1: 'Le label Do Good' },
  { path: '/tarif-cagnotte-solidaire-mecenat-entreprise', shot: 'tarifs', h1: 'Gratuit pour les organisateurs et les donateurs' },
  { path: '/condition-utilisation-site-dons-associations', shot: 'cgu', h1: 'Conditions générales d’utilisation' },
  { path: '/politique-cookie-cagnotte-solidaire', shot: 'politique-cookies', h1: 'Politique cookies' },
  { path: '/mentions-legales', shot: 'mentions-legales', h1: 'Mentions légales' },
  { path: '/cagnotteSolidaire', shot: 'cagnotte-solidaire', h1: 'Qu’est-ce qu’une cagnotte solidaire ?' },
  { path: '/nosAssociations', shot: 'nos-associations', h1: /Des associations choisies/ },
  { path: '/create/jackpot/particular', shot: 'creer-cagnotte-particulier', h1: 'Créer une cagnotte personnelle' },
  { path: '/create/jackpot/company', shot: 'creer-cagnotte-entreprise', h1: 'Créer une cagnotte d’entreprise' },
  { path: '/newsletter/confirmation?token=exemple', shot: 'newsletter-confirmation', h1: 'Confirmer votre inscription à la newsletter' },
  { path: '/newsletter/desinscription?token=exemple', shot: 'newsletter-desinscription', h1: 'Se désinscrire de la newsletter' },
];

const titleOf = (path: string) => fullTitle(seoForPath(path.split('?')[0] ?? path)!);

async function checkPage(page: Page, errors: string[]): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  expect(errors).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test.describe('pages', () => {
      test.beforeEach(({ page }) => acceptCookies(page));

      for (const entry of PAGES) {
        test(`${entry.path} has its title and content`, async ({ page }) => {
          const errors = collectConsoleErrors(page);
          const response = await page.goto(entry.path);
          expect(response?.status()).toBe(200);
          expect(await response?.text()).toContain(`<title>${titleOf(entry.path).replace(/'/g, '&#39;')}</title>`);
          await expect(page.getByRole('heading', { level: 1, name: entry.h1 })).toBeVisible();
          await expect(page).toHaveTitle(titleOf(entry.path));
          await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            seoForPath(entry.path.split('?')[0]!)!.description,
          );
          await checkPage(page, errors);
          await screenshot(page, 'public', `${entry.shot}-${size.width}`);
        });
      }
    });

    test('every alias and unknown path lands where the spec says', async ({ page }) => {
      await acceptCookies(page);
      const errors = collectConsoleErrors(page);
      for (const [from, to] of Object.entries(PUBLIC_ALIASES)) {
        await page.goto(`${from}?source=e2e`);
        await expect(page, from).toHaveURL(`${encodeURI(to)}?source=e2e`);
        await expect(page).toHaveTitle(titleOf(to));
      }
      for (const from of ['/une/page/inconnue', '/mecenat-entreprise', '/outsourcing']) {
        await page.goto(from);
        await expect(page, from).toHaveURL(from.startsWith('/une') ? '/' : '/mecenat-rse');
      }
      expect(errors).toEqual([]);
    });
  });
}

test.describe('header and footer', () => {
  for (const size of SIZES) {
    test(`carry the spec's links at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await acceptCookies(page);
      const errors = collectConsoleErrors(page);
      await page.goto('/');
      await appStarted(page);
      if (size.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      for (const [name, href] of [
        ['Comment ça marche', '/comment-fonctionne-une-cagnotte-solidaire'],
        ['Charte qualité', '/charte-qualité-cagnotte-solidaire'],
        ['Associations', '/associations-partenaires-cagnotte-solidaire'],
        ['Label', '/label-do-good'],
        ['Entreprises', '/mecenat-rse'],
        ['Se connecter', '/authentification-cagnotte-solidaire-don-association'],
      ]) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
      }
      await expect(page.getByRole('banner').getByRole('link', { name: 'Créer une cagnotte' })).toBeVisible();

      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Entraide SAS'); // rendered just after the first screen
      const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of [
        '/about',
        '/associations-partenaires-cagnotte-solidaire',
        '/deduction-fiscale-des-dons',
        '/mecenat-rse',
        '/mecenat-qvt',
        '/quality-chart',
        '/how-to',
        '/select/particular',
        '/select/company',
        '/tarif',
        '/condition',
        '/cookie',
      ]) {
        expect(hrefs, href).toContain(href);
      }
      await expect(footer.getByRole('img', { name: /FC Trois Rives|Fondation|Réseau|Collectif/ })).toHaveCount(4);
      await expect(footer.getByRole('link', { name: /(Facebook|Instagram|LinkedIn|YouTube) \(nouvel onglet\)/ })).toHaveCount(4);
      await expect(footer).toContainText('Entraide SAS');
      await expect(footer).toContainText('© 2026 Entraide');
      await expect(footer.getByRole('textbox', { name: 'Votre adresse e-mail' })).toBeVisible();

      // An alias followed from inside the app, then the scroll back to the top.
      await footer.getByRole('link', { name: 'Comment ça marche' }).click();
      await expect(page).toHaveURL('/comment-fonctionne-une-cagnotte-solidaire');
      await expect(page).toHaveTitle('Comment fonctionne une cagnotte solidaire — Entraide');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('cookie banner and page views', () => {
  for (const size of SIZES) {
    test(`refusing at ${size.width}px shows the toast and stops page views`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const errors = collectConsoleErrors(page);
      const views: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(PAGE_VIEWS)) views.push(JSON.parse(request.postData() ?? '{}').path);
      });
      await page.goto('/');
      await appStarted(page);
      const banner = page.getByRole('region', { name: 'Cookies et mesure d’audience' });
      await expect(banner).toBeVisible();
      await expect.poll(() => views).toEqual(['/']); // opt-out: measured until refused
      await checkPage(page, errors);
      await screenshot(page, 'public', `bandeau-cookies-${size.width}`);
      // While no choice is made, the banner holds the viewport's bottom but covers nothing for good: at
      // the end of the page the whole footer is above it.
      const bannerAtTop = (await banner.boundingBox())!;
      expect(Math.round(bannerAtTop.y + bannerAtTop.height)).toBe(size.height);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('© 2026 Entraide');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBelowBanner = async () => {
        const [footerBox, bannerBox] = [(await footer.boundingBox())!, (await banner.boundingBox())!];
        return Math.round(footerBox.y + footerBox.height - bannerBox.y);
      };
      await expect.poll(footerBelowBanner).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));

      await banner.getByRole('button', { name: 'Refuser' }).click();
      await expect(page.getByText('Nous avons bien noté vos préférences')).toBeVisible();
      await expect(banner).toBeHidden();
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)) ?? '{}')).toMatchObject({
        choice: 'refused',
      });

      await page.getByRole('contentinfo').getByRole('link', { name: 'Mécénat et RSE' }).click();
      await expect(page).toHaveURL('/mecenat-rse');
      await page.waitForTimeout(800);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(800);
      await expect(banner).toBeHidden();
      expect(views).toEqual(['/']);
      expect(errors).toEqual([]);
    });
  }

  test('accepting is remembered and page views follow each navigation', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(PAGE_VIEWS)) views.push(JSON.parse(request.postData() ?? '{}').path);
    });
    await page.goto('/how-to?source=lettre');
    await page.getByRole('button', { name: 'Accepter' }).click();
    await expect(page.getByRole('button', { name: 'Accepter' })).toBeHidden();
    // A view is counted once the address has stayed 300 ms (PAGE_VIEW_SETTLE_MS): read the page first.
    await expect.poll(() => views).toEqual(['/comment-fonctionne-une-cagnotte-solidaire']);
    await page.getByRole('link', { name: 'Lire la charte qualité' }).click();
    await expect(page).toHaveTitle('Notre charte qualité — Entraide');
    await expect.poll(() => views).toEqual(['/comment-fonctionne-une-cagnotte-solidaire', '/charte-qualit%C3%A9-cagnotte-solidaire']);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accepter' })).toBeHidden();
  });

  test('a choice is kept 13 months, then asked again; it can be changed from the footer or the policy', async ({ page }) => {
    await storeConsent(page, 'refused', 12);
    await page.goto('/politique-cookie-cagnotte-solidaire');
    await expect(page.getByRole('button', { name: 'Refuser' })).toBeHidden();
    await page.getByRole('button', { name: 'Gérer mes préférences' }).click();
    await expect(page.getByText('Votre choix actuel : mesure d’audience refusée.')).toBeVisible();
    await page.getByRole('button', { name: 'Accepter' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
    await expect(page.getByText('Votre choix actuel : mesure d’audience acceptée.')).toBeVisible();

    const old = await page.context().newPage();
    await storeConsent(old, 'accepted', 14);
    await old.goto('/');
    await appStarted(old);
    await expect(old.getByRole('button', { name: 'Accepter' })).toBeVisible();
    await old.close();
  });
});

test.describe('home carousels', () => {
  for (const size of SIZES) {
    test(`swipe and keyboard at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await acceptCookies(page);
      await page.goto('/');
      await appStarted(page);
      const testimonials = page.getByRole('list', { name: /^Témoignages \(17\)/ });
      await expect(testimonials.getByRole('listitem')).toHaveCount(17);
      await expect(page.getByRole('list', { name: /^Causes \(8\)/ }).getByRole('listitem')).toHaveCount(8);
      expect(await testimonials.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x mandatory');
      const scrollLeft = () => testimonials.evaluate((el) => el.scrollLeft);

      await testimonials.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(scrollLeft).toBeGreaterThan(100);
      await page.keyboard.press('End');
      await expect(page.getByRole('button', { name: 'Témoignages suivants' })).toBeDisabled();
      await page.keyboard.press('Home');
      await expect.poll(scrollLeft).toBe(0);
      await page.getByRole('button', { name: 'Témoignages suivants' }).click();
      await expect.poll(scrollLeft).toBeGreaterThan(100);

      // A horizontal swipe (trackpad or finger) scrolls natively and snaps to a card.
      await page.getByRole('button', { name: 'Témoignages précédents' }).click();
      await expect.poll(scrollLeft).toBe(0);
      await testimonials.hover();
      await page.mouse.wheel(400, 0);
      await expect.poll(scrollLeft).toBeGreaterThan(100);
      await expect(page.getByText('Témoignages illustratifs', { exact: false })).toBeVisible();
      await screenshot(page, 'public', `accueil-temoignages-${size.width}`);
    });
  }
});

test('newsletter: double opt-in through the outbox', async ({ page }) => {
  await acceptCookies(page);
  const errors = collectConsoleErrors(page);
  const email = `lecteur.${Date.now()}@exemple.fr`;
  await page.goto('/');
  await appStarted(page);
  const footer = page.getByRole('contentinfo');
  const input = footer.getByRole('textbox', { name: 'Votre adresse e-mail' });
  await input.fill('pas-un-email');
  await footer.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(footer.getByText("L'e-mail pas-un-email n'est pas valide")).toBeVisible();

  await input.fill(email);
  await footer.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page.getByText('Vous êtes inscrit à la newsletter', { exact: false })).toBeVisible();

  const mail = await latestMailTo(email);
  expect(mail).toContain('Pour confirmer votre inscription, ouvrez ce lien');
  const link = mail.match(/https?:\/\/\S+\/newsletter\/confirmation\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Votre inscription à la newsletter est confirmée');
  await page.reload();
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce lien de confirmation n’est plus valide');
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});
