/**
 * The public site's routes for the public layout: home and the marketing pages (lazy-loaded), the
 * spec's aliases (query string kept), the corporate-giving redirects and the newsletter link pages. The app passes its 'Créer une cagnotte' entry point in.
 */
import type { ComponentType } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { CORPORATE_REDIRECT_PATHS, PUBLIC_ALIASES } from '@domain/seo-paths';
import { CreatePotEntryProvider, type CreatePotEntryProps } from './components/CreatePotEntry';

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

type PageModule = Record<string, ComponentType>;

/** A lazy route whose module exports the page component under `name`. */
function page(path: string, load: () => Promise<PageModule>, name: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const Component = (await load())[name];
      if (!Component) throw new Error(`${name} is missing from its module`);
      return { Component };
    },
  };
}

const PAGES: RouteObject[] = [
  page('/comment-fonctionne-une-cagnotte-solidaire', () => import('./pages/HowItWorksPage'), 'HowItWorksPage'),
  page('/charte-qualité-cagnotte-solidaire', () => import('./pages/QualityCharterPage'), 'QualityCharterPage'),
  page('/les-valeurs-de-la-cagnotte-solidaire', () => import('./pages/ValuesPage'), 'ValuesPage'),
  page('/deduction-fiscale-des-dons', () => import('./pages/TaxDeductionPage'), 'TaxDeductionPage'),
  page('/mecenat-rse', () => import('./pages/MecenatRsePage'), 'MecenatRsePage'),
  page('/mecenat-qvt', () => import('./pages/MecenatQvtPage'), 'MecenatQvtPage'),
  page('/articles-presse-sur-cagnotte-solidaire', () => import('./pages/PressPage'), 'PressPage'),
  page('/references-client-cagnotte-solidaire-mecenat-entreprise', () => import('./pages/ReferencesPage'), 'ReferencesPage'),
  page('/partenaires/cadeaux', () => import('./pages/PartnerGiftsPage'), 'PartnerGiftsPage'),
  page('/label-do-good', () => import('./pages/LabelPage'), 'LabelPage'),
  page('/tarif-cagnotte-solidaire-mecenat-entreprise', () => import('./pages/PricingPage'), 'PricingPage'),
  page('/cagnotteSolidaire', () => import('./pages/SolidarityPotPage'), 'SolidarityPotPage'),
  page('/nosAssociations', () => import('./pages/OurCharitiesPage'), 'OurCharitiesPage'),
  page('/create/jackpot/:type', () => import('./pages/JackpotCreatePage'), 'JackpotCreatePage'),
  ...CORPORATE_REDIRECT_PATHS.map((path) => page(path, () => import('./pages/CorporateRedirect'), 'CorporateRedirect')),
  {
    path: '/newsletter/confirmation',
    lazy: async () => {
      const { NewsletterTokenPage } = await import('./pages/NewsletterTokenPage');
      return { element: <NewsletterTokenPage mode="confirm" /> };
    },
  },
  {
    path: '/newsletter/desinscription',
    lazy: async () => {
      const { NewsletterTokenPage } = await import('./pages/NewsletterTokenPage');
      return { element: <NewsletterTokenPage mode="unsubscribe" /> };
    },
  },
];

const ALIASES: RouteObject[] = Object.entries(PUBLIC_ALIASES).map(([from, to]) => ({
  path: from,
  element: <RedirectKeepingQuery to={to} />,
}));

/** The routes to spread into the public layout's children. */
export function marketingRoutes({ CreatePotLink }: { CreatePotLink: ComponentType<CreatePotEntryProps> }): RouteObject[] {
  return [
    {
      element: (
        <CreatePotEntryProvider component={CreatePotLink}>
          <Outlet />
        </CreatePotEntryProvider>
      ),
      children: [{ index: true, lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }) }, ...PAGES, ...ALIASES],
    },
  ];
}
