import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession, type RoleName } from './store';
import { LoadingOverlay } from '@/ui/Spinner';
import { roleArea } from './after-auth';
import { justSignedOut } from './sign-out-intent';

type RequireAuthProps = {
  /** The role the area belongs to; another role is sent to its own area. */
  role?: RoleName;
};

/**
 * Guard of /company/*, /particular/*, /manager/* and /association/espace/*: waits while the session is being
 * restored, sends anonymous visitors to /login, and a signed-in person of another role to their area (the
 * same page of it between the company and particular areas, which have the same pages).
 */
export function RequireAuth({ role }: RequireAuthProps) {
  const { token, user, status, isAuthenticated } = useSession();
  const { pathname } = useLocation();
  if (token && !user && status !== 'ready') return <LoadingOverlay label="Chargement de votre compte…" />;
  if (!isAuthenticated || !user) return <Navigate to={justSignedOut() ? '/' : '/login'} replace />;
  if (role && user.role.name !== role) {
    const area = roleArea(user.role);
    const rest = pathname.split('/').slice(2).join('/');
    const samePages = area === '/company' || area === '/particular';
    return <Navigate to={samePages && rest ? `${area}/${rest}` : area} replace />;
  }
  return <Outlet />;
}
