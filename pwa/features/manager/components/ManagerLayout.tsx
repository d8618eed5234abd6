// The frame of /manager: the area's name, its navigation (a row of tabs at a desk, wrapping on a
// phone) and the current page.
import { NavLink, Outlet } from 'react-router-dom';
import { MANAGER_NAV } from '../paths';
import '../manager.css';

export function ManagerLayout() {
  return (
    <div className="mgr container">
      <p className="mgr__area">Espace gestionnaire</p>
      <nav className="mgr-nav" aria-label="Espace gestionnaire">
        <ul>
          {MANAGER_NAV.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className="mgr-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
