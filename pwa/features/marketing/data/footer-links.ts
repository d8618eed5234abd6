/**
 * The footer's partner logos and social links. The partners are fictional organisations drawn for
 * this product (the footer says the logos are illustrative); the social accounts are example.org
 * addresses until the real ones exist (docs/decisions.md, public site).
 */
import type { NamedLogo } from '@/ui/LogoRow';

export const FOOTER_PARTNERS: readonly NamedLogo[] = [
  { slug: 'fondation-horizon', name: 'Fondation Horizon commun' },
  { slug: 'fc-trois-rives', name: 'FC Trois Rives' },
  { slug: 'reseau-mecenes', name: 'Réseau des mécènes locaux' },
  { slug: 'collectif-numerique', name: 'Collectif Numérique solidaire' },
];

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', name: 'Facebook', url: 'https://facebook.example.org/entraide' },
  { network: 'instagram', name: 'Instagram', url: 'https://instagram.example.org/entraide' },
  { network: 'linkedin', name: 'LinkedIn', url: 'https://linkedin.example.org/company/entraide' },
  { network: 'youtube', name: 'YouTube', url: 'https://youtube.example.org/@entraide' },
];
