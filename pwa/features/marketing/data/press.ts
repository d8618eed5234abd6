/**
 * Press: the outlets whose (fictional, illustrative) logos appear on the home page, and the articles
 * of the press page (titles cut at 60 characters, the first description at 180). Written for this
 * product; the page says they are illustrative and their links are example.org addresses.
 */
import type { NamedLogo } from '@/ui/LogoRow';

/** The outlets by slug (their logo's file name, /img/marketing/press/{slug}): name. */
const OUTLET_NAMES: Readonly<Record<string, string>> = {
  'gazette-solidaire': 'La Gazette solidaire',
  'onde-citoyenne': 'Onde citoyenne',
  'mag-generosites': 'Le Mag des générosités',
  'echo-quartiers': 'L’Écho des quartiers',
  'demain-ensemble': 'Demain ensemble TV',
  'courrier-territoires': 'Le Courrier des territoires',
};

export const PRESS_OUTLETS: readonly NamedLogo[] = Object.entries(OUTLET_NAMES).map(([slug, name]) => ({ slug, name }));

export interface PressArticle {
  id: string;
  outlet: string;
  date: string;
  title: string;
  description: string;
  url: string;
}

export const PRESS_ARTICLES: readonly PressArticle[] = [
  {
    id: 'cagnottes-sans-frais',
    outlet: 'gazette-solidaire',
    date: '2026-10-08',
    title: 'Des cagnottes d’anniversaire qui financent des associations, sans frais pour les donateurs',
    description:
      'Plutôt qu’un cadeau de plus, de nombreux organisateurs demandent désormais à leurs proches de donner à une association. Nous avons suivi trois cagnottes, de leur création à la remise du reçu fiscal, pour comprendre où va chaque euro et qui paie les frais de fonctionnement du service.',
    url: 'https://gazette-solidaire.example.org/cagnottes-solidaires',
  },
  {
    id: 'challenge-entreprise',
    outlet: 'courrier-territoires',
    date: '2026-09-17',
    title: 'Quand le challenge sportif de l’entreprise devient une collecte',
    description: 'Des salariés de trois sites industriels ont transformé leurs kilomètres en dons pour une association locale.',
    url: 'https://courrier-territoires.example.org/challenge-sportif-solidaire',
  },
  {
    id: 'recu-fiscal',
    outlet: 'mag-generosites',
    date: '2026-06-02',
    title: 'Reçu fiscal : ce que change un don fait au travers d’une cagnotte en ligne pour le donateur',
    description: 'Réduction de 66 % ou 75 %, plafonds, report : le point sur la fiscalité des dons faits en ligne.',
    url: 'https://mag-generosites.example.org/recu-fiscal-cagnotte',
  },
  {
    id: 'associations-selection',
    outlet: 'onde-citoyenne',
    date: '2026-04-21',
    title: 'Comment une plateforme choisit les associations qu’elle recommande',
    description: 'Gouvernance, transparence, impact : six critères passés au crible avec l’équipe d’Entraide.',
    url: 'https://onde-citoyenne.example.org/selection-associations',
  },
  {
    id: 'mariage-solidaire',
    outlet: 'echo-quartiers',
    date: '2026-02-12',
    title: 'Liste de mariage solidaire : un QR code sur le faire-part',
    description: 'Un couple raconte comment sa liste de mariage a financé un jardin partagé dans leur quartier.',
    url: 'https://echo-quartiers.example.org/mariage-solidaire',
  },
  {
    id: 'reportage-tv',
    outlet: 'demain-ensemble',
    date: '2025-12-05',
    title: 'Générosité de fin d’année : les cagnottes solidaires gagnent les entreprises et les clubs sportifs',
    description: 'Reportage auprès d’un club amateur et d’une PME qui ont remplacé leurs cadeaux de fin d’année par des dons.',
    url: 'https://demain-ensemble.example.org/cagnottes-fin-annee',
  },
];

/** Journalists' contact line of the press page (fictional address of this demonstration). */
export const PRESS_CONTACT_EMAIL = 'presse@entraide.example';
