import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/** Wraps every page: after each navigation the page starts at the top (spec, states and transitions). */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
