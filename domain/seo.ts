/**
 * Titles, meta descriptions and canonical paths of the public pages, and the spec's alias routes.
 * One table read by the server (which writes the tags into the HTML it sends, plus sitemap.xml) and by
 * the PWA (which updates them after each client-side navigation), so both always agree. The aliases
 * and redirects live in ./seo-paths.ts, so that the PWA's route table loads them without this table.
 */
import { PUBLIC_ALIASES } from './seo-paths';

/** The site's name, appended to every title. */
export const SITE_NAME = 'Entraide';

export interface PageSeo {
  /** Canonical path, as the router writes it (accents unencoded). */
  path: string;
  /** The page's own title; the full title is `${title} — Entraide` except on the home page. */
  title: string;
  description: string;
  /** Listed in sitemap.xml (pages worth finding from a search engine). */
  sitemap: boolean;
}

const page = (path: string, title: string, description: string, sitemap = true): PageSeo => ({
  path,
  title,
  description,
  sitemap,
});

/** Home page, also the fallback for unknown paths. */
export const HOME_SEO: PageSeo = page(
  '/',
  'Entraide — cagnottes solidaires au profit d’associations',
  'Créez gratuitement une cagnotte solidaire pour un anniversaire, un mariage ou un défi sportif : chaque don va à une association partenaire certifiée et ouvre droit à un reçu fiscal.',
);

export const PUBLIC_PAGES: readonly PageSeo[] = [
  HOME_SEO,
  page(
    '/comment-fonctionne-une-cagnotte-solidaire',
    'Comment fonctionne une cagnotte solidaire',
    'Quatre étapes pour les particuliers, quatre pour les entreprises : choisir une association, personnaliser sa cagnotte, inviter ses proches ou ses équipes, donner et recevoir son reçu fiscal.',
  ),
  page(
    '/charte-qualité-cagnotte-solidaire',
    'Notre charte qualité',
    'Les six critères qui guident le choix de nos associations partenaires, et les règles de l’utilité publique : gestion, gouvernance, transparence, structure, impact et efficacité.',
  ),
  page(
    '/les-valeurs-de-la-cagnotte-solidaire',
    'Nos valeurs',
    'Pourquoi Entraide existe : rendre la générosité simple, transparente et gratuite pour les donateurs, au service d’associations d’intérêt général.',
  ),
  page(
    '/deduction-fiscale-des-dons',
    'La déduction fiscale des dons',
    'Réduction d’impôt de 66 % ou 75 % pour les particuliers, de 60 % pour les entreprises : plafonds, report et exemples chiffrés pour un don à une association.',
  ),
  page(
    '/mecenat-rse',
    'Mécénat et RSE',
    'Intégrer le mécénat à la responsabilité sociétale de l’entreprise : cagnottes d’équipe, dons abondés, réduction d’impôt de 60 % et indicateurs à suivre.',
  ),
  page(
    '/mecenat-qvt',
    'Mécénat et qualité de vie au travail',
    'Des cagnottes solidaires pour fédérer vos équipes : défis sportifs, pots de départ, anniversaires d’entreprise au profit d’une cause choisie ensemble.',
  ),
  page(
    '/articles-presse-sur-cagnotte-solidaire',
    'Entraide dans la presse',
    'Les articles et reportages consacrés aux cagnottes solidaires Entraide, et le contact de notre équipe presse.',
  ),
  page(
    '/references-client-cagnotte-solidaire-mecenat-entreprise',
    'Ils nous font confiance',
    'Entreprises, clubs et collectivités qui ont organisé des cagnottes solidaires avec Entraide au profit d’associations partenaires.',
  ),
  page(
    '/partenaires/cadeaux',
    'Cadeaux partenaires',
    'Offrez un cadeau qui soutient une association : choisissez un partenaire, sélectionnez votre cadeau et réglez-le sur le site du partenaire.',
  ),
  page(
    '/label-do-good',
    'Le label Do Good',
    'Comment nous évaluons les associations partenaires : une trentaine de critères répartis sur six axes, un audit de deux mois et une note de une à trois étoiles.',
  ),
  page(
    '/tarif-cagnotte-solidaire-mecenat-entreprise',
    'Tarifs',
    'Créer une cagnotte et donner sont gratuits pour les organisateurs et les donateurs ; les frais sont pris en charge par les associations partenaires. Le détail, sans astérisque.',
  ),
  page(
    '/condition-utilisation-site-dons-associations',
    'Conditions générales d’utilisation',
    'Les conditions générales d’utilisation du service Entraide : inscription, cagnottes, dons, paiements, données personnelles et réclamations.',
  ),
  page(
    '/politique-cookie-cagnotte-solidaire',
    'Politique cookies',
    'Ce que le site enregistre sur votre appareil, pourquoi, pendant combien de temps, et comment accepter ou refuser la mesure d’audience.',
  ),
  page('/mentions-legales', 'Mentions légales', 'Éditeur, hébergement, propriété intellectuelle et contacts du site Entraide.'),
  page(
    '/cagnotteSolidaire',
    'Qu’est-ce qu’une cagnotte solidaire ?',
    'Une cagnotte solidaire transforme un événement en don à une association : ce qui la distingue d’une cagnotte classique, où va l’argent et qui reçoit un reçu fiscal.',
  ),
  page(
    '/nosAssociations',
    'Nos associations',
    'Comment les associations partenaires d’Entraide sont choisies, accompagnées et payées, et comment trouver celle qui vous ressemble.',
  ),
  page(
    '/create/jackpot/particular',
    'Créer une cagnotte personnelle',
    'Anniversaire, mariage, naissance, hommage ou défi sportif : créez gratuitement une cagnotte au profit d’une association partenaire.',
    false,
  ),
  page(
    '/create/jackpot/company',
    'Créer une cagnotte d’entreprise',
    'Pot de départ, challenge sportif, cadeau client ou team building : créez une cagnotte d’entreprise à vos couleurs, au profit d’une association partenaire.',
    false,
  ),
  page(
    '/newsletter/confirmation',
    'Confirmer votre inscription à la newsletter',
    'Confirmez votre adresse pour recevoir la newsletter Entraide.',
    false,
  ),
  page('/newsletter/desinscription', 'Se désinscrire de la newsletter', 'Arrêtez de recevoir la newsletter Entraide en un clic.', false),
  // Pages built by the directory work; their titles come from the spec.
  page(
    '/associations-partenaires-cagnotte-solidaire',
    'Nos associations partenaires',
    'Trouvez l’association à soutenir avec votre cagnotte : filtrez par cause, objectif de développement durable, région ou pays.',
  ),
  page(
    '/evenement-particulier-creation-cagnotte-solidaire-don-association',
    'Choisissez votre événement personnel lié à votre cagnotte solidaire',
    'Anniversaire, mariage, naissance, défi sportif : choisissez l’événement de votre cagnotte solidaire personnelle.',
  ),
  page(
    '/evenements-entreprises-creation-cagnotte-solidaire-don-association',
    "Choisissez votre événement d'entreprise lié à votre cagnotte solidaire",
    'Pot de départ, challenge, team building, cadeau client : choisissez l’événement de votre cagnotte solidaire d’entreprise.',
  ),
];

export { CORPORATE_REDIRECT_PATHS, PUBLIC_ALIASES } from './seo-paths';

/** The full title shown in the browser tab and in search results. */
export function fullTitle(seo: PageSeo): string {
  return seo.path === '/' ? seo.title : `${seo.title} — ${SITE_NAME}`;
}

/** A path without its trailing slash (except the root), accents decoded: the form the table uses. */
export function normalizePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape stays as it was
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  return trimmed.normalize('NFC') || '/';
}

const BY_PATH = new Map(PUBLIC_PAGES.map((entry) => [entry.path, entry]));

/** The page a path shows (following an alias), or undefined for paths this table does not know. */
export function seoForPath(path: string): PageSeo | undefined {
  const normalized = normalizePath(path);
  return BY_PATH.get(PUBLIC_ALIASES[normalized] ?? normalized);
}

/** The absolute canonical URL of a page on the given origin, accents percent-encoded. */
export function canonicalUrl(origin: string, seo: PageSeo): string {
  return `${origin.replace(/\/+$/, '')}${encodeURI(seo.path)}`;
}

/** `GET /site/links`: the configured external sites (null when not configured). */
export interface SiteLinks {
  corporate_site_url: string | null;
  label_site_url: string | null;
  partners_site_url: string | null;
  blog_url: string | null;
  presentation_video_url: string | null;
}
