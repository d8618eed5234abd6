import { NavLink } from 'react-router-dom';
import './area.css';

/** The personal area's navigation strip: 'Mon tableau de bord' and 'Mon profil'. */
export function AreaNav({ area }: { area: '/company' | '/particular' }) {
  return (
    <nav className="area-nav" aria-label="Mon espace">
      <NavLink to={`${area}/dashboard`} className="area-nav__link">
        Mon tableau de bord
      </NavLink>
      <NavLink to={`${area}/profile`} className="area-nav__link">
        Mon profil
      </NavLink>
    </nav>
  );
}
