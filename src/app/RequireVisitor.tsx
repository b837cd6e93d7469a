import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../hooks/useAuth';
import { Loading } from '../components/Loading';
import { paths } from '../lib/paths';
import { returnTarget } from '../lib/returnTo';

/**
 * Visitors only. This is also what leaves the sign-in page after a successful sign-in: the member
 * goes back where a guard sent them from, else to /posts.
 */
export function RequireVisitor({ children }: { children: ReactNode }) {
  const { ready, user } = useAuth();
  const location = useLocation();
  if (!ready) return <Loading />;
  if (user) return <Navigate to={returnTarget(location.state) ?? paths.posts} replace />;
  return <>{children}</>;
}
