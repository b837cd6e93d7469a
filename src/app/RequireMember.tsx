import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../hooks/useAuth';
import { Loading } from '../components/Loading';
import { returnState } from '../lib/returnTo';

/**
 * Members only. Waits for the auth state rather than redirecting on a guess: a member reloading a
 * member page must not be bounced while the session is restored.
 */
export function RequireMember({
  redirectTo,
  children,
}: {
  redirectTo: string;
  children: ReactNode;
}) {
  const { ready, user } = useAuth();
  const location = useLocation();
  if (!ready) return <Loading />;
  if (!user) return <Navigate to={redirectTo} replace state={returnState(location)} />;
  return <>{children}</>;
}
