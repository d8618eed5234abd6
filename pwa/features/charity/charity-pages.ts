// The charity area's pages, one lazy chunk: routes.tsx loads it through a single import() so the app's
// first-screen script (the pot page's budget, docs/performance.md) carries one chunk reference, not nine.
export { CharityHomePage } from './pages/CharityHomePage';
export { DocumentsPage } from './pages/DocumentsPage';
export { InvitationPage } from './pages/InvitationPage';
export { LegalDetailsPage } from './pages/LegalDetailsPage';
export { MoneyPage } from './pages/MoneyPage';
export { PayoutAccountPage } from './pages/PayoutAccountPage';
export { PayoutAccountReturnPage } from './pages/PayoutAccountReturnPage';
export { ScaPage } from './pages/ScaPage';
export { ScaReturnPage } from './pages/ScaReturnPage';
