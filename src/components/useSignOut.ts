import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthActions } from '../hooks/useAuth';
import type { ErrorCode } from '../lib/errorCodes';
import { paths } from '../lib/paths';

/**
 * 登出: to /posts, then the session ends. In that order, one after the other: React Router runs a
 * navigation in a transition, while the signed-out state is an urgent update, so a session ended at the
 * same time renders the old page signed out before the move lands, and that page's member guard sends
 * the visitor elsewhere (/Signin from a post). Ended once /posts is on screen, no guarded page is left
 * to react. A failed sign-out leaves the member menu on screen, with the sign-out's `error` until the
 * reader moves on to another page.
 */
export function useSignOut(): { start: () => void; error: ErrorCode | null } {
  const { signOut } = useAuthActions();
  const { run, clearError } = signOut;
  const navigate = useNavigate();
  const { key, pathname } = useLocation();
  const leaving = useRef(false);

  useEffect(() => {
    if (!leaving.current || pathname !== paths.posts) return;
    leaving.current = false;
    void run();
  }, [key, pathname, run]);

  // The error speaks of the page it happened on.
  useEffect(() => clearError, [key, clearError]);

  const start = useCallback(() => {
    leaving.current = true;
    navigate(paths.posts);
  }, [navigate]);
  return { start, error: signOut.error };
}
