import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/store';
import { Logo } from '@/ui/Logo';
import { CreatePotLink } from '../CreatePotLink';
import { UserMenu } from '@/features/accounts/components/UserMenu';
import { roleHome } from '@/lib/after-auth';
import { useSiteLinks } from '@/features/marketing/requests/site-links';
import { headerLinks, resolveLinks, signInLink } from './nav-links';
import './header.css';

const NAV_ID = 'navigation-principale';

/** The public header: logo, navigation (behind a 'Menu' button on phones) and 'Créer une cagnotte'. */
export function Header() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { isAuthenticated, user } = useSession();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const { links: siteLinks } = useSiteLinks();
  const links = resolveLinks(isAuthenticated ? headerLinks : [...headerLinks, signInLink], siteLinks);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={user && isAuthenticated ? roleHome(user.role) : '/'} className="site-header__logo" aria-label="Entraide, accueil">
          <Logo />
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-button__bars" aria-hidden="true" />
        </button>
        <nav id={NAV_ID} className={open ? 'site-nav is-open' : 'site-nav'} aria-label="Navigation principale">
          <ul className="site-nav__list">
            {links.map((link) => (
              <li key={link.key}>
                {link.href ? (
                  <a href={link.href} className="site-nav__link">
                    {link.label}
                  </a>
                ) : (
                  <NavLink to={link.to ?? '/'} className="site-nav__link" onClick={() => setOpen(false)}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
            {isAuthenticated && (
              <li className="site-nav__user">
                <UserMenu onNavigate={() => setOpen(false)} />
              </li>
            )}
          </ul>
        </nav>
        <CreatePotLink size="sm" className="site-header__cta" />
      </div>
    </header>
  );
}
