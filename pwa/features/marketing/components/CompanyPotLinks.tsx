import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';

const GUIDES = {
  rse: { to: '/mecenat-rse', label: 'Mécénat et RSE' },
  qvt: { to: '/mecenat-qvt', label: 'Mécénat et qualité de vie au travail' },
} as const;

export type CompanyGuide = keyof typeof GUIDES;

/** 'Créer une cagnotte d’entreprise', then the company guides asked for, as secondary buttons. */
export function CompanyPotLinks({ className, guides }: { className: string; guides: CompanyGuide[] }) {
  return (
    <div className={className}>
      <Link to="/create/jackpot/company" reloadDocument className={buttonClassName({})}>
        Créer une cagnotte d’entreprise
      </Link>
      {guides.map((guide) => (
        <Link key={guide} to={GUIDES[guide].to} className={buttonClassName({ variant: 'secondary' })}>
          {GUIDES[guide].label}
        </Link>
      ))}
    </div>
  );
}
