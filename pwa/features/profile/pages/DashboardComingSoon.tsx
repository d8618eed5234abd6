import { AreaNav } from '../components/AreaNav';

/** Stand-in for the personal dashboard until the dashboard issue ships it (keeps the area's strip). */
export function DashboardComingSoon({ area }: { area: '/company' | '/particular' }) {
  return (
    <div className="area-page container">
      <title>Mon tableau de bord — Entraide</title>
      <AreaNav area={area} />
      <h1 className="area-page__title">Mon tableau de bord</h1>
      <p className="area-page__lead">Votre tableau de bord arrive très bientôt : vos dons, vos dons mensuels et vos cagnottes.</p>
    </div>
  );
}

export function CompanyDashboardComingSoon() {
  return <DashboardComingSoon area="/company" />;
}

export function PrivateDashboardComingSoon() {
  return <DashboardComingSoon area="/particular" />;
}
