import { Link, useLocation } from 'react-router-dom';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { paths } from '../../lib/paths';
import { returnTarget } from '../../lib/returnTo';
import { Notice } from '../../components/Notice';
import './SignInNeeded.css';

/**
 * Why a visitor is on the feed when a members' page's guard sent them here (RequireMember leaves the
 * page in the router state): copy.signInNeeded, with a sign-in link that carries the same state, so
 * signing in leads back to that page (RequireVisitor). Nothing for anyone else.
 */
export function SignInNeeded() {
  const { ready, user } = useAuth();
  const { state } = useLocation();
  if (!ready || user || !returnTarget(state)) return null;
  return (
    <Notice kind="warning" className="sign-in-needed">
      {copy.signInNeeded}{' '}
      <Link to={paths.signIn} state={state}>
        {copy.tabSignIn}
      </Link>
    </Notice>
  );
}
