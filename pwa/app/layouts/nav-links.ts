// Links of the public header and footer. The public-site issue adds the external sites of the spec
// (partner-association site, label site, challenge site, blog) once their addresses are known.
import { AUTH_PATH } from '../placeholder-pages';

export type NavLink = { to: string; label: string; reload?: boolean };

export const headerLinks: NavLink[] = [
  { to: '/comment-fonctionne-une-cagnotte-solidaire', label: 'Comment ça marche' },
  { to: '/associations-partenaires-cagnotte-solidaire', label: 'Associations partenaires' },
  { to: '/charte-qualité-cagnotte-solidaire', label: 'Charte qualité' },
];

export const signInLink: NavLink = { to: AUTH_PATH, label: 'Se connecter' };

export type FooterColumn = { title: string; links: NavLink[] };

export const footerColumns: FooterColumn[] = [
  {
    title: 'Entraide',
    links: [
      { to: '/about', label: 'Nos valeurs' },
      { to: '/how-to', label: 'Comment ça marche' },
      { to: '/quality-chart', label: 'Charte qualité' },
      { to: '/associations-partenaires-cagnotte-solidaire', label: 'Associations partenaires' },
    ],
  },
  {
    title: 'Créer une cagnotte',
    links: [
      // The spec reaches /select/{type} with a full page load.
      { to: '/select/particular', label: 'Pour un particulier', reload: true },
      { to: '/select/company', label: 'Pour une entreprise', reload: true },
      { to: '/tarif', label: 'Tarifs' },
    ],
  },
  {
    title: 'Dons et mécénat',
    links: [
      { to: '/deduction-fiscale-des-dons', label: 'Déduction fiscale des dons' },
      { to: '/mecenat-rse', label: 'Mécénat et RSE' },
      { to: '/mecenat-qvt', label: 'Mécénat et QVT' },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { to: '/condition', label: "Conditions d'utilisation" },
      { to: '/cookie', label: 'Cookies' },
    ],
  },
];
