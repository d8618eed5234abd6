// Links of the public header and footer (spec: header and footer of the public pages). Links to the
// spec's external sites (partner associations, label, corporate challenge, blog) come from the
// configuration (GET /site/links); until one is configured our own page stands in, and the blog
// link is hidden.
import { DIRECTORY_PATH } from '@domain/directory-paths';
import type { SiteLinks } from '@domain/seo';
import { AUTH_PATH } from '../placeholder-pages';

export type NavLink = {
  to: string;
  label: string;
  /** A full page load (the spec's /select/{type} and /create/jackpot/{type}). */
  reload?: boolean;
  /** The configured external site that replaces `to` when it is set. */
  external?: keyof SiteLinks;
  /** Shown only when the external site is configured. */
  externalOnly?: boolean;
};

export const headerLinks: NavLink[] = [
  { to: '/comment-fonctionne-une-cagnotte-solidaire', label: 'Comment ça marche' },
  { to: '/charte-qualité-cagnotte-solidaire', label: 'Charte qualité' },
  { to: DIRECTORY_PATH, label: 'Associations', external: 'partners_site_url' },
  { to: '/label-do-good', label: 'Label', external: 'label_site_url' },
  { to: '/mecenat-rse', label: 'Entreprises', external: 'corporate_site_url' },
  { to: '/blog', label: 'Blog', external: 'blog_url', externalOnly: true },
];

export const signInLink: NavLink = { to: AUTH_PATH, label: 'Se connecter' };

/** A link ready to render: an outside address (`href`) or a route of the app (`to`). */
export type ResolvedLink = { key: string; label: string; href?: string; to?: string; reload?: boolean };

export function resolveLinks(links: readonly NavLink[], site: SiteLinks): ResolvedLink[] {
  return links.flatMap((link): ResolvedLink[] => {
    const url = link.external ? site[link.external] : null;
    if (url) return [{ key: link.to, label: link.label, href: url }];
    if (link.externalOnly) return [];
    return [{ key: link.to, label: link.label, to: link.to, reload: link.reload }];
  });
}

export type FooterColumn = { title: string; links: NavLink[] };

/** The labels of the footer's links, by path. */
const FOOTER_LABELS: Record<string, string> = {
  '/about': 'Nos valeurs',
  '/how-to': 'Comment ça marche',
  '/quality-chart': 'Charte qualité',
  [DIRECTORY_PATH]: 'Associations partenaires',
  '/cagnotteSolidaire': 'Qu’est-ce qu’une cagnotte solidaire ?',
  '/select/particular': 'Pour un particulier',
  '/select/company': 'Pour une entreprise',
  '/tarif': 'Tarifs',
  '/partenaires/cadeaux': 'Cadeaux partenaires',
  '/deduction-fiscale-des-dons': 'Déduction fiscale des dons',
  '/mecenat-rse': 'Mécénat et RSE',
  '/mecenat-qvt': 'Mécénat et QVT',
  '/confiance': 'Ils nous font confiance',
  '/presse': 'Presse',
  '/condition': "Conditions d'utilisation",
  '/cookie': 'Cookies',
  '/mentions-legales': 'Mentions légales',
};

/** A footer column: its title and its links' paths, labelled above. The spec reaches /select/{type} with a full page load. */
const column = (title: string, paths: string[]): FooterColumn => ({
  title,
  links: paths.map((to) => ({ to, label: FOOTER_LABELS[to]!, reload: to.startsWith('/select/') || undefined })),
});

export const footerColumns: FooterColumn[] = [
  column('Entraide', ['/about', '/how-to', '/quality-chart', DIRECTORY_PATH, '/cagnotteSolidaire']),
  column('Créer une cagnotte', ['/select/particular', '/select/company', '/tarif', '/partenaires/cadeaux']),
  column('Dons et mécénat', ['/deduction-fiscale-des-dons', '/mecenat-rse', '/mecenat-qvt', '/confiance', '/presse']),
  column('Informations légales', ['/condition', '/cookie', '/mentions-legales']),
];
