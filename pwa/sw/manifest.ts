/**
 * The web app manifest (French), written to manifest.webmanifest by vite-plugin-pwa. Icons from
 * pwa/scripts/make-icons.ts (maskable ones keep the mark in the safe circle), screenshots from
 * pwa/scripts/manifest-screenshots.ts. The shortcuts open the event choice (first step of a new pot)
 * and the dashboard ('/particular/dashboard' sends a company account to its own area, and an
 * anonymous visitor to the sign-in page).
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#eb3192';

export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Entraide — cagnottes solidaires',
  short_name: 'Entraide',
  description: 'Créez une cagnotte solidaire pour vos événements et reversez chaque don à une association partenaire.',
  lang: 'fr',
  dir: 'ltr',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['social', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.webp',
      sizes: '390x844',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'L’accueil : créer une cagnotte solidaire',
    },
    {
      src: '/screenshots/pot-narrow.webp',
      sizes: '390x844',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'Une cagnotte au profit d’une association',
    },
    { src: '/screenshots/home-wide.webp', sizes: '1280x800', type: 'image/webp', form_factor: 'wide', label: 'Entraide sur un ordinateur' },
  ],
  shortcuts: [
    {
      name: 'Créer une cagnotte',
      short_name: 'Créer',
      description: 'Choisir l’événement et l’association de votre nouvelle cagnotte',
      url: '/evenement-particulier-creation-cagnotte-solidaire-don-association?source=pwa-shortcut',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Mes cagnottes',
      short_name: 'Mes cagnottes',
      description: 'Suivre les cagnottes que vous avez créées',
      url: '/particular/dashboard?source=pwa-shortcut',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
