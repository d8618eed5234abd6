import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession, type SessionUser } from '@/lib/store';
import { roleArea } from '@/lib/after-auth';
import { markSigningOut } from '@/lib/sign-out-intent';
import { DisclosureButton } from '@/ui/DisclosureButton';
import './user-menu.css';

/** The name the header shows: the company's name for companies, else the first name. */
export function displayName(user: SessionUser): string {
  if (user.role.name === 'enterprise' && user.entreprise?.enterprise_name) return user.entreprise.enterprise_name;
  return user.firstname || user.email;
}

/**
 * The header's user menu: the person's name opens a small menu with the dashboard, the profile and
 * 'Déconnecter' (which clears the session and returns to /).
 */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!user) return null;
  const area = roleArea(user.role);
  // The manager's and the charity's areas open on their home and have no profile page.
  const manager = user.role.name === 'manager' || user.role.name === 'charity';

  const handleSignOut = () => {
    setOpen(false);
    onNavigate?.();
    markSigningOut();
    signOut();
    void navigate('/', { replace: true });
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <DisclosureButton className="user-menu__button" controls={menuId} expanded={open} setExpanded={setOpen}>
        <span className="user-menu__avatar" aria-hidden="true">
          {displayName(user).charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{displayName(user)}</span>
      </DisclosureButton>
      <ul id={menuId} className={open ? 'user-menu__list is-open' : 'user-menu__list'}>
        <li>
          <Link to={manager ? area : `${area}/dashboard`} className="user-menu__item" onClick={onNavigate}>
            Mon tableau de bord
          </Link>
        </li>
        {!manager && (
          <li>
            <Link to={`${area}/profile`} className="user-menu__item" onClick={onNavigate}>
              Mon profil
            </Link>
          </li>
        )}
        <li>
          <button type="button" className="user-menu__item" onClick={handleSignOut}>
            Déconnecter
          </button>
        </li>
      </ul>
    </div>
  );
}
