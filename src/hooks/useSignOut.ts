import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useAuth } from './useAuth';

/**
 * 登出: to /posts, then the session ends. In that order, one after the other: React Router runs a
 * navigation in a transition, while the signed-out state is an urgent update, so a session ended at the
 * same time renders the old page signed out before the move lands, and that page's member guard sends
 * the visitor elsewhere (/Signin from a post). Ended once /posts is on screen, no guarded page is left
 * to react. A failed sign-out leaves the member menu on screen, which says all there is to say.
 */
export function useSignOut(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { key, pathname } = useLocation();
  const leaving = useRef(false);

  useEffect(() => {
    if (!leaving.current || pathname !== paths.posts) return;
    leaving.current = false;
    signOut().catch(() => undefined);
  }, [key, pathname, signOut]);

  return useCallback(() => {
    leaving.current = true;
    navigate(paths.posts);
  }, [navigate]);
}
