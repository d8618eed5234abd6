// Links of the public header and footer (spec: header and footer of the public pages). Links to the
// spec's external sites (partner associations, label, corporate challenge, blog) come from the
// configuration (GET /site/links); until one is configured our own page stands in, and the blog
// link is hidden.
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
  { to: '/associations-partenaires-cagnotte-solidaire', label: 'Associations', external: 'partners_site_url' },
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

export const footerColumns: FooterColumn[] = [
  {
    title: 'Entraide',
    links: [
      { to: '/about', label: 'Nos valeurs' },
      { to: '/how-to', label: 'Comment ça marche' },
      { to: '/quality-chart', label: 'Charte qualité' },
      { to: '/associations-partenaires-cagnotte-solidaire', label: 'Associations partenaires' },
      { to: '/cagnotteSolidaire', label: 'Qu’est-ce qu’une cagnotte solidaire ?' },
    ],
  },
  {
    title: 'Créer une cagnotte',
    links: [
      // The spec reaches /select/{type} with a full page load.
      { to: '/select/particular', label: 'Pour un particulier', reload: true },
      { to: '/select/company', label: 'Pour une entreprise', reload: true },
      { to: '/tarif', label: 'Tarifs' },
      { to: '/partenaires/cadeaux', label: 'Cadeaux partenaires' },
    ],
  },
  {
    title: 'Dons et mécénat',
    links: [
      { to: '/deduction-fiscale-des-dons', label: 'Déduction fiscale des dons' },
      { to: '/mecenat-rse', label: 'Mécénat et RSE' },
      { to: '/mecenat-qvt', label: 'Mécénat et QVT' },
      { to: '/confiance', label: 'Ils nous font confiance' },
      { to: '/presse', label: 'Presse' },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { to: '/condition', label: "Conditions d'utilisation" },
      { to: '/cookie', label: 'Cookies' },
      { to: '/mentions-legales', label: 'Mentions légales' },
    ],
  },
];
