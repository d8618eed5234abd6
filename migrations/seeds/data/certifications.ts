/**
 * Certifications of partner charities (codes from the spec; ENTRAIDE is the product's own quality
 * charter). The badges are simple drawings of ours, not the labels' logos.
 */
export interface CertificationData {
  code: string;
  label: string;
  badgePath: string;
}

export const DEFAULT_CERTIFICATION_BADGE = '/img/certifications/default.webp';

export const certifications: readonly CertificationData[] = [
  { code: 'ENTRAIDE', label: 'Charte qualité Entraide', badgePath: '/img/certifications/entraide.webp' },
  { code: 'DON_EN_CONFIANCE', label: 'Don en Confiance', badgePath: '/img/certifications/don-en-confiance.webp' },
  { code: 'IDEAS', label: 'Label IDEAS', badgePath: '/img/certifications/ideas.webp' },
  { code: 'EPIC_FONDATION', label: 'Epic Foundation', badgePath: '/img/certifications/epic-fondation.webp' },
  { code: 'DO_GOOD', label: 'Label Do Good', badgePath: '/img/certifications/do-good.webp' },
];

export type CertificationCode = 'ENTRAIDE' | 'DON_EN_CONFIANCE' | 'IDEAS' | 'EPIC_FONDATION' | 'DO_GOOD';
