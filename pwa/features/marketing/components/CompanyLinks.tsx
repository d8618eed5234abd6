import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';

const GIVING_PAGES = {
  rse: { to: '/mecenat-rse', label: 'Mécénat et RSE' },
  qvt: { to: '/mecenat-qvt', label: 'Mécénat et qualité de vie au travail' },
};

/** Where a company goes next: create its pot (a full page load, as the spec's /create/jackpot/{type}), then the giving pages named. */
export function CompanyLinks({ pages }: { pages: Array<keyof typeof GIVING_PAGES> }) {
  return (
    <>
      <Link to="/create/jackpot/company" reloadDocument className={buttonClassName({})}>
        Créer une cagnotte d’entreprise
      </Link>
      {pages.map((page) => (
        <Link key={page} to={GIVING_PAGES[page].to} className={buttonClassName({ variant: 'secondary' })}>
          {GIVING_PAGES[page].label}
        </Link>
      ))}
    </>
  );
}
