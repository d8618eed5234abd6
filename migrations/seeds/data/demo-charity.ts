/**
 * The shape of a fictional demo charity, and the constants and public paths its seed and images use.
 */
import type { CategorySlug } from './categories';
import type { CertificationCode } from './certifications';

export const DEMO_NOTICE = '(Association fictive de démonstration.)';

/** Tax reduction for companies (60 % of the gift). */
export const ENTERPRISE_TAX_RATE = 60;

export interface DemoCharity {
  slug: string;
  name: string;
  category: CategorySlug;
  /** INSEE code of the region of its head office. */
  region: string;
  /** Main country of action; France when absent. */
  country?: string;
  certification: CertificationCode | null;
  cerfaType: 'GENERATED' | 'SENT_BY_ASSOC';
  /** Tax reduction for individuals: 66 %, or 75 % for help to people in difficulty. */
  privateRate: 66 | 75;
  goals: number[];
  videoUrl?: string;
  /** Number of slideshow images (slide-1.svg ...). */
  slides?: number;
  description: string;
  object: string;
  about: string;
  actions: string;
  eq30: string;
  eq100: string;
}

export function demoLogoPath(slug: string): string {
  return `/demo/assocs/${slug}/logo.webp`;
}

export function demoBannerPath(slug: string): string {
  return `/demo/assocs/${slug}/banner.svg`;
}

export function demoSlidePath(slug: string, n: number): string {
  return `/demo/assocs/${slug}/slide-${n}.svg`;
}

/** Creative Commons open films of the Blender Foundation, used as placeholder videos. */
export const DEMO_VIDEOS = {
  youtubeBigBuckBunny: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  youtubeSintel: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
  vimeoBigBuckBunny: 'https://vimeo.com/1084537',
} as const;
