// /company/dashboard and /particular/dashboard: the navigation strip, the two summary boxes, then the
// participations, monthly donations and pots tables of the company or private version.
import { annualReceiptsOf, totalGiven, totalReceived } from '@domain/dashboard';
import { GENERIC_NOTICES } from '@domain/notices';
import { Button } from '@/ui/Button';
import { LoadingOverlay } from '@/ui/Spinner';
import { AreaNav } from '@/ui/AreaNav';
import { useMyDonations, useMyPots, useMySubscriptions } from '../requests/dashboard-requests';
import { ParticipationsTable } from '../components/ParticipationsTable';
import { PotsTable } from '../components/PotsTable';
import { SubscriptionsTable } from '../components/SubscriptionsTable';
import { SummaryBoxes } from '../components/SummaryBoxes';
import '../components/dashboard.css';

type Area = { path: '/company' | '/particular'; variant: 'company' | 'private' };

function DashboardContent({ variant }: { variant: Area['variant'] }) {
  const donations = useMyDonations();
  const subscriptions = useMySubscriptions();
  const pots = useMyPots();
  const queries = [donations, subscriptions, pots];
  if (queries.some((q) => q.isError)) {
    return (
      <div className="dash-error" role="alert">
        <p>{GENERIC_NOTICES.error}</p>
        <Button variant="secondary" onClick={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (!donations.data || !subscriptions.data || !pots.data) return <LoadingOverlay label="Chargement de votre tableau de bord…" />;
  return (
    <>
      <SummaryBoxes given={totalGiven(donations.data)} received={totalReceived(pots.data)} />
      <ParticipationsTable donations={donations.data} />
      <SubscriptionsTable
        subscriptions={subscriptions.data}
        variant={variant}
        annualReceipts={annualReceiptsOf(donations.data, new Date())}
      />
      <PotsTable pots={pots.data} variant={variant} />
    </>
  );
}

function DashboardPage({ path, variant }: Area) {
  return (
    <div className="area-page dash-page container">
      <title>Mon tableau de bord — Entraide</title>
      <AreaNav area={path} />
      <h1 className="area-page__title">Mon tableau de bord</h1>
      <DashboardContent variant={variant} />
    </div>
  );
}

export function CompanyDashboardPage() {
  return <DashboardPage path="/company" variant="company" />;
}

export function PrivateDashboardPage() {
  return <DashboardPage path="/particular" variant="private" />;
}
