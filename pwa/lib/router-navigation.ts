/** React Router's implementation of pwa/lib/navigation.tsx, on every page its data router runs. */
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams, useRouteError, useSearchParams } from 'react-router-dom';
import type { Navigation } from './navigation';

export const routerNavigation: Navigation = {
  useLocation,
  useNavigate,
  useParams,
  useSearchParams: () => useSearchParams()[0],
  useRouteError,
  Link,
  Navigate,
  Outlet,
};
