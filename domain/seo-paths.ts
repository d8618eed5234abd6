/** The public site's alias routes and corporate redirects (re-exported by ./seo.ts). */

/**
 * The spec's alias routes, each sent to its target (the query string is kept). Pages whose alias is
 * handled by another part of the product (/login, /select/{type}, /partenaires/assocs) are not here.
 */
export const PUBLIC_ALIASES: Readonly<Record<string, string>> = {
  '/home': '/',
  '/home/private': '/',
  '/home/company': '/',
  '/particulier-faire-un-don-pour-association': '/',
  '/entreprise-faire-un-don-pour-association': '/',
  '/how-to': '/comment-fonctionne-une-cagnotte-solidaire',
  '/quality-chart': '/charte-qualité-cagnotte-solidaire',
  '/about': '/les-valeurs-de-la-cagnotte-solidaire',
  '/presse': '/articles-presse-sur-cagnotte-solidaire',
  '/confiance': '/references-client-cagnotte-solidaire-mecenat-entreprise',
  '/tarif': '/tarif-cagnotte-solidaire-mecenat-entreprise',
  '/pricing': '/tarif-cagnotte-solidaire-mecenat-entreprise',
  '/condition': '/condition-utilisation-site-dons-associations',
  '/cookie': '/politique-cookie-cagnotte-solidaire',
  '/create/jackpot/private': '/create/jackpot/particular',
};

/** Paths that send the whole window to the external corporate-giving site (when one is configured). */
export const CORPORATE_REDIRECT_PATHS = ['/outsourcing', '/mecenat-entreprise'] as const;
