import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useAuthActions } from '../../hooks/useAuth';
import type { ErrorCode } from '../../lib/errorCodes';
import { paths } from '../../lib/paths';

/** The state of the move to /posts that a sign-out makes, so that the move itself carries the intent. */
const signingOut = { signingOut: true };

function isSigningOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signingOut' in state;
}

/**
 * 登出: to /posts, then the session ends. In that order, one after the other: React Router runs a
 * navigation in a transition, while the signed-out state is an urgent update, so a session ended at the
 * same time renders the old page signed out before the move lands, and that page's member guard sends
 * the visitor elsewhere (/Signin from a post). Ended once /posts is on screen, no guarded page is left
 * to react. A failed sign-out leaves the member menu on screen, with the sign-out's `error` until the
 * reader moves on to another page. The intent travels in the move's own history state: a form with
 * unsent text may ask before the move (LeaveConfirm), and 繼續編輯 there leaves no intent behind that a
 * later visit to /posts would act on; only that move, pushed (not Back to it, not a reload), signs out.
 */
export function useSignOut(): { start: () => void; error: ErrorCode | null } {
  const { signOut } = useAuthActions();
  const { run, clearError } = signOut;
  const navigate = useNavigate();
  const { key, pathname, state } = useLocation();
  const action = useNavigationType();
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (action !== 'PUSH' || pathname !== paths.posts || !isSigningOut(state)) return;
    if (done.current === key) return;
    done.current = key;
    void run();
  }, [action, key, pathname, state, run]);

  // The error speaks of the page it happened on.
  useEffect(() => clearError, [key, clearError]);

  const start = useCallback(() => {
    void navigate(paths.posts, { state: signingOut });
  }, [navigate]);
  return { start, error: signOut.error };
}
